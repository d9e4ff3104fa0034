/** Schemas several areas' routes share. */
import { z } from 'zod';
import { apiErrorMessages } from '../api';

/** Longest cursor any list writes (browse: ~110 characters); anything longer is refused before it is decoded. */
export const CURSOR_MAX_LENGTH = 200;

/** The `cursor` query parameter of every paged route: its outer form only (the server's codec checks the rest). */
export const cursorQuery = z
  .string()
  .max(CURSOR_MAX_LENGTH, apiErrorMessages.invalidCursor)
  .regex(/^[\w-]+\.[\w-]+$/, apiErrorMessages.invalidCursor)
  .optional();

/** A path's `:id` (the access layer has checked it is 24-hex before the handler runs). */
export const idParams = z.object({ id: z.string().describe('24-hex id') });

/** ISO-8601 date-time text as sent over JSON. */
export const isoDate = z.iso.datetime();
