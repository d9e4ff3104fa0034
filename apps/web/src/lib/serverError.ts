import type { TFunction } from 'i18next';

/** What the server answers when it refuses a request (decision 0010): `{ success: false, error, code, messageKey? }`. */
interface Refusal {
  error?: unknown;
  code?: unknown;
  messageKey?: unknown;
  messageParams?: unknown;
}

const refusalOf = (error: unknown): Refusal => {
  const data = (error as { data?: unknown } | null | undefined)?.data;
  return typeof data === 'object' && data !== null ? (data as Refusal) : {};
};

/** The server's own words for a refused request (the envelope's `error`). */
export function serverMessage(error: unknown): string | undefined {
  const message = refusalOf(error).error;
  return typeof message === 'string' ? message : undefined;
}

/** The refusal's machine code (`DAILY_LIKES_EXHAUSTED`, `VALIDATION_ERROR`…). */
export function serverCode(error: unknown): string | undefined {
  const code = refusalOf(error).code;
  return typeof code === 'string' ? code : undefined;
}

/** The refusal in the member's language: its `messageKey` translated, the server's English as the fallback. */
export function serverText(error: unknown, t: TFunction): string | undefined {
  const refusal = refusalOf(error);
  const message = serverMessage(error);
  if (typeof refusal.messageKey !== 'string') return message;
  const params =
    typeof refusal.messageParams === 'object' && refusal.messageParams !== null ? refusal.messageParams : {};
  return t(refusal.messageKey, { ...params, defaultValue: message ?? '' }) || message;
}
