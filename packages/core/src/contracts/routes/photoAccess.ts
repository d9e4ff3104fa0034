/**
 * The private-photo access routes (decisions: Photos and private access): per owner ↔ requester, core's
 * `photoAccessTransition` (none → pending → approved / rejected; the owner may revoke). The spec's clients read
 * the replies flat (`status`, `message`, `approvedCount`), some with `data` besides (docs/product/photos-and-privacy.md).
 */
import { z } from 'zod';
import { approveAllSchema, photoAccessStatusSchema } from '../../validation/schemas';
import { flatReply, okReply, route } from '../route';
import { idParams, isoDate } from './common';

const id = z.string().describe('24-hex id');
/** The pair's status; `none` without a request. */
const accessStatus = z.enum(['none', 'pending', 'approved', 'rejected']);
const storedStatus = z.enum(['pending', 'approved', 'rejected']);

/** One request the owner received, as their list shows it. */
export const photoAccessRequestSchema = z.strictObject({
  _id: id,
  owner: id,
  status: storedStatus,
  requestedBy: z.strictObject({
    _id: id,
    nickname: z.string(),
    /** The requester's public profile thumbnail. */
    photo: z.string().nullable(),
  }),
  createdAt: isoDate,
  updatedAt: isoDate,
});

const requestReply = flatReply({
  status: accessStatus.describe("The pair's status after the request"),
  message: z.string(),
});

export const photoAccessRoutes = {
  list: route({
    method: 'GET',
    path: '/api/users/photos/permissions',
    summary: "The requests to see the caller's private photos, latest change first.",
    query: z.object({
      status: storedStatus.optional(),
      requestedBy: z
        .string()
        .regex(/^[0-9a-fA-F]{24}$/, 'Invalid user ID')
        .optional(),
      timestamp: z.string().optional(),
    }),
    reply: okReply(z.array(photoAccessRequestSchema), { count: z.number().int().nonnegative() }),
  }),
  approveAll: route({
    method: 'POST',
    path: '/api/users/photos/approve-all',
    summary: "Approves the member's pending request (the chat header's button).",
    body: approveAllSchema,
    reply: flatReply({ approvedCount: z.number().int().nonnegative(), message: z.string() }),
  }),
  request: route({
    method: 'POST',
    path: '/api/users/:id/request-photo-access',
    summary: "Asks to see the member's private photos (a declined request may be repeated after 7 days).",
    params: idParams,
    reply: requestReply,
  }),
  status: route({
    method: 'GET',
    path: '/api/users/:id/photo-access-status',
    summary: "The caller's access to the member's private photos.",
    params: idParams,
    reply: okReply(z.strictObject({ status: accessStatus }), { status: accessStatus }),
  }),
  approve: route({
    method: 'PUT',
    path: '/api/users/:id/approve-photo-access',
    summary: "Approves the member's request to see the caller's private photos.",
    params: idParams,
    reply: flatReply({ status: z.literal('approved'), message: z.string() }),
  }),
  reject: route({
    method: 'PUT',
    path: '/api/users/:id/reject-photo-access',
    summary: "Declines the member's request to see the caller's private photos.",
    params: idParams,
    reply: flatReply({ status: z.literal('rejected'), message: z.string() }),
  }),
  revoke: route({
    method: 'DELETE',
    path: '/api/users/:id/photo-access',
    summary: "Revokes the member's approved access (anything else stays as it is).",
    params: idParams,
    reply: flatReply({ status: accessStatus.describe("The pair's status after the call"), message: z.string() }),
  }),
  answer: route({
    method: 'PUT',
    path: '/api/photos/permissions/:id',
    summary: 'Approves or declines one request by its id (the table form of approve / reject).',
    params: idParams,
    body: photoAccessStatusSchema,
    reply: okReply(z.strictObject({ _id: id, status: photoAccessStatusSchema.shape.status })),
  }),
  requestByPhoto: route({
    method: 'POST',
    path: '/api/photos/:id/request',
    summary: "Asks to see the private photos of this photo's owner (the table form of request-photo-access).",
    params: idParams,
    reply: requestReply,
  }),
};
