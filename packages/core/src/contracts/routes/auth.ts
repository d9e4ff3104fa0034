/**
 * Accounts and sessions (docs/product/accounts.md; decisions: Accounts and sessions). Sign-in and registration answer
 * the access token and the owner's profile twice, flat and under `data`, as the spec's clients read them; the
 * refresh token travels only as the httpOnly cookie on /api/auth.
 */
import { z } from 'zod';
import { accountTiers } from '../../tiers/permissions';
import { passwordRule } from '../../validation/rules';
import { emailSchema, fromRule, loginSchema, registrationSchema, verifyEmailSchema } from '../../validation/schemas';
import { flatReply, okReply, route } from '../route';
import { isoDate } from './common';
import { ownProfileSchema } from './profile';

const token = z.string().describe('The access token (JWT, 15 minutes)');
const message = z.string();
const session = { token, user: ownProfileSchema };
const sessionReply = okReply(z.strictObject(session), session);

export const authRoutes = {
  register: route({
    method: 'POST',
    path: '/api/auth/register',
    summary:
      'Creates an account (201), sends the verification email and signs the member in. Limited per address ' +
      'and per email (decision 0119).',
    body: registrationSchema.extend({
      // Read as the spec's clients send it: anything but `true` keeps the session to this browser's life.
      rememberMe: z.boolean().optional().catch(undefined).describe('Keep the session after the browser closes'),
    }),
    reply: sessionReply,
  }),
  login: route({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Signs in with email and password (throttled per address and per account).',
    body: loginSchema,
    reply: sessionReply,
  }),
  refresh: route({
    method: 'POST',
    path: '/api/auth/refresh-token',
    summary: "A new access token for the refresh cookie's session; the cookie rotates (a reused one ends its session).",
    reply: okReply(z.strictObject({ token }), { token }),
  }),
  logout: route({
    method: 'POST',
    path: '/api/auth/logout',
    summary: "Ends this device's session: its refresh cookie and every access token issued for it.",
    reply: flatReply({ message }),
  }),
  me: route({
    method: 'GET',
    path: '/api/auth/me',
    summary: "The caller's own profile (as `data` and as `user`).",
    reply: okReply(ownProfileSchema, { user: ownProfileSchema }),
  }),
  verify: route({
    method: 'GET',
    path: '/api/auth/verify',
    summary: "Checks the access token: the caller's id, verification and tier.",
    reply: okReply(
      z.strictObject({
        userId: z.string().describe('24-hex id'),
        isVerified: z.boolean(),
        accountTier: z.enum(accountTiers),
      }),
    ),
  }),
  testConnection: route({
    method: 'GET',
    path: '/api/auth/test-connection',
    summary: 'Answers when the API is reachable.',
    reply: flatReply({ message, timestamp: isoDate }),
  }),
  verifyEmail: route({
    method: 'POST',
    path: '/api/auth/verify-email',
    summary: "Verifies the member's email with the link's token (a used token of a verified member: already verified).",
    body: verifyEmailSchema,
    reply: flatReply({ alreadyVerified: z.literal(true).optional(), message }),
  }),
  resendVerification: route({
    method: 'POST',
    path: '/api/auth/resend-verification',
    summary: 'Sends the verification email again (once an hour; 429 with retry-after before then).',
    reply: flatReply({ message }),
  }),
  forgotPassword: route({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Emails a reset link when an account has this email; the same reply either way (and for any body).',
    // Never refused: whatever arrives answers alike, so the reply tells nothing about the accounts.
    body: z.object({ email: emailSchema }).optional().catch(undefined),
    reply: flatReply({ message }),
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: "Sets a new password with the reset link's token (once); every session of the member ends.",
    body: z.object({ token: verifyEmailSchema.shape.token, password: fromRule(passwordRule, z.string()) }),
    reply: flatReply({ message }),
  }),
};
