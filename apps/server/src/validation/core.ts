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
  profileUpdateSchema,
  reportSchema,
  settingsUpdateSchema,
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
 * Parses `value` with `schema`; a failure becomes 400 with the first human message from the rule and its
 * catalogue key (`validation:<key>` from the rule, or the key of a message held in core). A message in no
 * catalogue (zod's own wording for a malformed query) becomes 'Invalid request'.
 */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const message = first?.message ?? '';
  const ruleKey = (first as { params?: { key?: ValidationKey } } | undefined)?.params?.key;
  const found: MessageKey | null = ruleKey
    ? { key: `validation:${ruleKey}`, params: messageKeyOf(message)?.params }
    : messageKeyOf(message);
  if (!found) throw badRequest('Invalid request', 'VALIDATION_ERROR', { key: 'core:errors.invalidRequest' });
  throw badRequest(message, 'VALIDATION_ERROR', found);
}
