/**
 * The single doorway from the server to @kindred/core's rules and schemas. Request validation uses the same
 * rule functions as the web forms, so the messages are identical on both sides (rules live once, in core).
 */
import type { z } from 'zod';
import { badRequest } from '../http/errors';
import { messageKeyOf, type MessageKey, type ValidationKey } from '@kindred/core';

export {
  approveAllSchema,
  deleteAccountSchema,
  loginSchema,
  makeRegistrationSchema,
  photoAccessStatusSchema,
  reportSchema,
  subscriptionPlanSchema,
  verifyEmailSchema,
  emailSchema,
} from '@kindred/core';
export { validationMessages } from '@kindred/core';
export { limits } from '@kindred/core';
export { ageFromDateOfBirth } from '@kindred/core';
export { passwordRule } from '@kindred/core';
export { interests as interestOptions, israeliCities, allowStoryRepliesOptions } from '@kindred/core';

/**
 * The first issue of a failed parse as a message of the catalogue, with its key (`validation:<key>` from the rule,
 * or the key of a message held in core); null for zod's own wording (a malformed payload), which no member should
 * read.
 */
export function cataloguedIssue(error: z.ZodError): { message: string; key: MessageKey } | null {
  const first = error.issues[0];
  const message = first?.message ?? '';
  const ruleKey = (first as { params?: { key?: ValidationKey } } | undefined)?.params?.key;
  const found: MessageKey | null = ruleKey
    ? { key: `validation:${ruleKey}`, params: messageKeyOf(message)?.params }
    : messageKeyOf(message);
  return found ? { message, key: found } : null;
}

/**
 * Parses `value` with `schema`; a failure becomes 400 with the first human message from the rule and its
 * catalogue key. A message in no catalogue (zod's own wording for a malformed query) becomes 'Invalid request'.
 */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const found = cataloguedIssue(result.error);
  if (!found) throw badRequest('Invalid request', 'VALIDATION_ERROR', { key: 'core:errors.invalidRequest' });
  throw badRequest(found.message, 'VALIDATION_ERROR', found.key);
}
