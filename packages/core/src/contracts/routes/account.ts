/**
 * Account erasure and the data export (decisions: Settings, privacy, account). The export is the member's own
 * data, sent as a JSON download (`content-disposition: attachment`).
 */
import { z } from 'zod';
import { subscriptionPlans } from '../../validation/rules';
import { deleteAccountSchema } from '../../validation/schemas';
import { okReply, route } from '../route';
import { isoDate } from './common';
import { ownProfileSchema } from './profile';

const id = z.string().describe('24-hex id');
const memberAt = z.array(z.strictObject({ memberId: id, createdAt: isoDate }));
const access = z.array(
  z.strictObject({ memberId: id, status: z.enum(['pending', 'approved', 'rejected']), updatedAt: isoDate }),
);

export const accountExportSchema = z.strictObject({
  exportedAt: isoDate,
  profile: ownProfileSchema.nullable(),
  likesGiven: memberAt,
  likesReceivedCount: z.number().int().nonnegative(),
  blocks: memberAt,
  /** `memberId` is null once the reported member's account is gone (the report stays for moderation). */
  reports: z.array(z.strictObject({ memberId: id.nullable(), reason: z.string(), createdAt: isoDate })),
  /** Who may see the member's private photos (`granted`), and whose the member asked for (`requested`). */
  photoAccess: z.strictObject({ granted: access, requested: access }),
  payments: z.array(
    z.strictObject({
      plan: z.enum(subscriptionPlans),
      amountCents: z.number().int().nonnegative(),
      provider: z.string(),
      createdAt: isoDate,
    }),
  ),
  stories: z.array(
    z.strictObject({
      id,
      mediaType: z.enum(['text', 'image', 'video']),
      content: z.string().nullable(),
      backgroundStyle: z.string().nullable(),
      backgroundColor: z.string().nullable(),
      fontStyle: z.string().nullable(),
      createdAt: isoDate,
      expiresAt: isoDate,
    }),
  ),
  storyComments: z.array(z.strictObject({ storyId: id, content: z.string(), createdAt: isoDate })),
});
export type AccountExport = z.input<typeof accountExportSchema>;

export const accountRoutes = {
  remove: route({
    method: 'DELETE',
    path: '/api/users/account',
    summary: "Deletes the caller's account and everything it owns, after the password (reports stay, detached).",
    body: deleteAccountSchema,
    reply: okReply(z.strictObject({ deleted: z.literal(true) }), { message: z.string() }),
  }),
  export: route({
    method: 'GET',
    path: '/api/users/me/export',
    summary: "The caller's data as a JSON download: profile, likes, blocks, reports, photo access, payments, stories.",
    reply: okReply(accountExportSchema),
  }),
};
