import { messageKeyOf, type MessageKey } from '../i18n/catalogue';
import type { ApiFailure, ErrorCode } from './api';

/**
 * The one failure envelope (decisions: API conventions), as apps/server sends every refusal and as the web's tests
 * fake them: the English message, the machine code and, when the message is in a catalogue, its key and
 * placeholder values so the web can show it in Hebrew; a rate limit's refusal adds `retryAfter` (seconds).
 */
export function fail(message: string, code: ErrorCode, known?: MessageKey, retryAfter?: number): ApiFailure {
  const found = known ?? messageKeyOf(message);
  const body: ApiFailure = { success: false, error: message, code };
  if (found) {
    body.messageKey = found.key;
    if (found.params && Object.keys(found.params).length) body.messageParams = found.params;
  }
  if (retryAfter !== undefined) body.retryAfter = retryAfter;
  return body;
}
