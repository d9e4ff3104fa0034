/**
 * The photos area's routes (docs/product/photos-and-privacy.md; decisions: Photos and private access; decision 0012): the member's own
 * photos — upload (multipart, read from the stream by the server: no body schema), privacy, profile photo, delete.
 * The private-file and avatar routes answer bytes, not JSON, and stay outside the contract (decision 0127).
 */
import { z } from 'zod';
import { flatReply, okReply, route } from '../route';
import { idParams, isoDate } from './common';

/** One of the caller's own photos, as the photo manager receives it (private ones with URLs signed for the owner). */
export const ownPhotoSchema = z.strictObject({
  _id: z.string().describe('24-hex id'),
  /** The same id again, as the spec's clients read it. */
  id: z.string().describe('24-hex id'),
  url: z.string(),
  thumbnailUrl: z.string(),
  isPrivate: z.boolean(),
  isProfile: z.boolean(),
  createdAt: isoDate,
});
export type OwnPhoto = z.output<typeof ownPhotoSchema>;

export const photoRoutes = {
  upload: route({
    method: 'POST',
    path: '/api/users/photos',
    summary:
      'Uploads one photo (multipart: the file, and `isPrivate` true/1 for a private one); 201 with the stored photo.',
    reply: okReply(ownPhotoSchema, { message: z.string() }),
  }),
  privacy: route({
    method: 'PUT',
    path: '/api/users/photos/:id/privacy',
    summary: "Makes one of the caller's photos private or public (the profile photo stays public).",
    params: idParams,
    body: z.object({ isPrivate: z.boolean() }),
    reply: okReply(ownPhotoSchema),
  }),
  profile: route({
    method: 'PUT',
    path: '/api/users/photos/:id/profile',
    summary: "Makes one of the caller's photos the profile photo (a private one becomes public).",
    params: idParams,
    reply: okReply(ownPhotoSchema, { message: z.string() }),
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/users/photos/:id',
    summary: "Deletes one of the caller's photos (never the only one, nor the profile photo).",
    params: idParams,
    reply: flatReply({ message: z.string() }),
  }),
};
