/** Friendly mapping of call errors (docs/product/calls.md "Calls"). */

export const friendlyCallMessages = {
  permission: 'Camera or microphone access was denied. Please allow access in your browser settings and try again.',
  device: 'No camera or microphone was found. Please connect a device and try again.',
  timeout: 'Connection timed out. The other user may be offline.',
  attempts: 'Connection failed after several attempts. Please check your connection and try again.',
  noAnswer: 'No answer from the recipient. Please try again later.',
  recovering: 'Connection problem detected. Attempting to recover...',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export function friendlyCallError(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? String((error as { name?: unknown }).name ?? '') : '';
  const message =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && error !== null
        ? String((error as { message?: unknown }).message ?? '')
        : '';
  const text = `${name} ${message}`.toLowerCase();
  if (/notallowed|permission|denied|securityerror/.test(text)) return friendlyCallMessages.permission;
  if (/notfound|devicenotfound|no device|not found|notreadable|overconstrained/.test(text))
    return friendlyCallMessages.device;
  if (/timed? ?out|timeout/.test(text)) return friendlyCallMessages.timeout;
  if (/attempts|retries|max retr/.test(text)) return friendlyCallMessages.attempts;
  if (/no answer|unanswered/.test(text)) return friendlyCallMessages.noAnswer;
  if (/invalidstate|wrong state|\bstate\b|\bice\b|icecandidate|ice candidate|ice connection/.test(text)) {
    return friendlyCallMessages.recovering;
  }
  return friendlyCallMessages.unexpected;
}
