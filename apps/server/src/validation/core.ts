/**
 * The single doorway from the server to @kindred/core's rules and schemas. Request validation uses the same
 * rule functions as the web forms, so the messages are identical on both sides (rules live once, in core).
 */
import type { z } from 'zod';
import { badRequest } from '../http/errors';
import { firstErrorMessage } from '@kindred/core';

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

/** Parses `value` with `schema`; a failure becomes 400 with the first human message from the rule. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(firstErrorMessage(result.error), 'VALIDATION_ERROR');
  return result.data;
}
