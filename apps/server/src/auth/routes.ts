/**
 * Accounts and sessions (docs/product/accounts.md, decisions: Accounts and sessions), on the HTTP contract
 * (packages/core/src/contracts/routes/auth.ts; decision 0127).
 */
import { authRoutes, defaultSettings, ok, okFields, type OwnProfile, type RateLimitName } from '@kindred/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originOf } from '../photos/urls';
import { bearerToken, callerOf } from '../access/plugin';
import { contractRoute } from '../http/contractRoute';
import { badRequest, conflict, HttpError, unauthorized } from '../http/errors';
import { createBuckets, subscriberOf, type Bucket } from '../http/buckets';
import { routeLimit, tooMany } from '../http/limits';
import { newId } from '../lib/ids';
import { createMailTransport, type MailTransport } from '../mail/transport';
import { baseTierFor } from '../subscription/tier';
import { loadUser } from '../users/queries';
import { userView } from '../users/view';
import { matching, passwordThrottle, throttledPasswordCheck } from './passwordCheck';
import { hashPassword } from './passwords';
import {
  consumeMailToken,
  usedTokenOfVerifiedMember,
  issueMailToken,
  issueRefresh,
  REFRESH_COOKIE,
  revokeAllForUser,
  revokeByToken,
  revokeFamily,
  rotateRefresh,
  type IssuedRefresh,
} from './sessions';

const RESEND_COOLDOWN_MINUTES = 60;
const HOUR = 3_600_000;
/**
 * Registration (decision 0119), × RATE_LIMIT_MULTIPLIER: per address a burst of 30, then 10 an hour — a campus or a
 * carrier's shared address gets its sign-ups through, a flood gets 10 an hour; per email 5, then 5 an hour, from
 * any number of addresses.
 */
export const REGISTRATION_LIMITS = {
  address: { burst: 30, rate: 10, windowMs: HOUR },
  email: { burst: 5, rate: 5, windowMs: HOUR },
} satisfies Record<string, Bucket>;

export interface AuthOptions {
  mail?: MailTransport;
}

export async function registerAuthRoutes(app: FastifyInstance, options: AuthOptions = {}) {
  const { config } = app.kindred;
  const pool = () => app.kindred.database.pool;
  const mail = options.mail ?? createMailTransport(config, app.log);
  const m = config.rateLimitMultiplier;
  const throttle = passwordThrottle(app);
  const secure = config.publicUrl.startsWith('https://');

  const setRefreshCookie = (reply: FastifyReply, issued: IssuedRefresh) => {
    void reply.setCookie(REFRESH_COOKIE, issued.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: '/api/auth',
      ...(issued.remember ? { expires: issued.expiresAt } : {}),
    });
  };
  const clearRefreshCookie = (reply: FastifyReply) =>
    void reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth', httpOnly: true, sameSite: 'strict', secure });

  const ownerReply = async (request: FastifyRequest, userId: string) => {
    const row = await loadUser(pool(), userId);
    if (!row) throw unauthorized();
    const signer = app.kindred.photoSigner.at(originOf(request, config.publicUrl));
    // userView's type is the union of its views; this is the owner's (the contract checks it outside production).
    return userView(row, { kind: 'owner', viewerId: userId, accessApproved: true, signer }) as OwnProfile;
  };

  const sendVerification = async (userId: string, email: string) => {
    const token = await issueMailToken(pool(), userId, 'verify');
    const link = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await mail.send({
      to: email,
      subject: 'Verify your Kindred email address',
      text: `Welcome to Kindred! Confirm your email address within 24 hours:\n\n${link}\n`,
      link,
    });
  };

  const buckets = createBuckets({ redis: app.kindred.redis, multiplier: m, namespace: config.rateLimitNamespace });
  app.addHook('onClose', async () => buckets.close());
  const limit = (name: RateLimitName, max: number, timeWindow: string) => ({
    rateLimit: routeLimit(name, max * m, timeWindow),
  });

  // The address's bucket is taken before the form is read (an invalid form too: the flood is what it stops), so
  // it is a preHandler of a scope of its own, which runs before the contract parses the body (decision 0119).
  await app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      const addressWait = await buckets.take(`register:ip:${subscriberOf(request.ip)}`, REGISTRATION_LIMITS.address);
      if (addressWait) throw tooMany('registerAddress', addressWait);
    });
    contractRoute(
      scope,
      authRoutes.register,
      // Limited by buckets, per address (above) and per email (decision 0119).
      { access: 'public', changes: ['cards'] },
      async ({ body }, request, reply) => {
        // A well-formed form also takes from its email's bucket, whichever addresses it comes from.
        const emailWait = await buckets.take(`register:email:${body.email}`, REGISTRATION_LIMITS.email);
        if (emailWait) throw tooMany('registerEmail', emailWait);
        const { details } = body;
        const passwordHash = await hashPassword(body.password);
        const id = newId();
        const baseTier = baseTierFor(details.iAm, body.isCouple);
        const extra = {
          gender: details.gender ?? (details.iAm === 'woman' ? 'female' : details.iAm === 'man' ? 'male' : 'other'),
          iAm: details.iAm,
          bio: details.bio ?? '',
          lookingFor: details.lookingFor,
          intoTags: details.intoTags,
          turnOns: details.turnOns,
          maritalStatus: details.maritalStatus,
        };
        const { rowCount } = await pool().query(
          `INSERT INTO users (id, email, password_hash, nickname, base_tier, is_couple, date_of_birth, location, interests,
           details, settings) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (email) DO NOTHING`,
          [
            id,
            body.email,
            passwordHash,
            body.nickname,
            baseTier,
            baseTier === 'COUPLE',
            details.dateOfBirth.slice(0, 10),
            details.location,
            details.interests,
            JSON.stringify(extra),
            JSON.stringify(defaultSettings()),
          ],
        );
        if (!rowCount) throw conflict('An account with this email already exists', 'ALREADY_EXISTS');
        await sendVerification(id, body.email).catch((err) => request.log.warn({ err }, 'verification mail failed'));
        const issued = await issueRefresh(pool(), id, body.rememberMe === true);
        setRefreshCookie(reply, issued);
        const token = await app.kindred.tokens.sign(id, { sid: issued.familyId });
        const user = await ownerReply(request, id);
        void reply.status(201);
        return ok({ token, user }, { token, user });
      },
    );
  });

  contractRoute(
    app,
    authRoutes.login,
    { access: 'public', changes: [], ...limit('login', 30, '1 minute') },
    async ({ body }, request, reply) => {
      const id = await throttledPasswordCheck(
        throttle,
        { ip: request.ip, account: body.email },
        async () => {
          const { rows } = await pool().query('SELECT id, password_hash FROM users WHERE email = $1', [body.email]);
          return matching<string>(rows[0]?.password_hash ?? null, body.password, rows[0]?.id);
        },
        (waitMs) => {
          const seconds = Math.max(1, Math.ceil(waitMs / 1000));
          return new HttpError(429, `Too many login attempts. Please wait ${seconds} seconds.`, 'RATE_LIMITED', {
            'retry-after': String(seconds),
          });
        },
      );
      if (!id) throw unauthorized('Invalid email or password', 'UNAUTHENTICATED');
      await pool().query('UPDATE users SET last_active = now() WHERE id = $1', [id]);
      const issued = await issueRefresh(pool(), id, body.rememberMe === true);
      setRefreshCookie(reply, issued);
      const token = await app.kindred.tokens.sign(id, { sid: issued.familyId });
      const user = await ownerReply(request, id);
      return ok({ token, user }, { token, user });
    },
  );

  // The cookie is the proof; a body `token` is only a hint and never trusted (decisions: Accounts).
  contractRoute(
    app,
    authRoutes.refresh,
    { access: 'public', changes: [], ...limit('sessionRefresh', 60, '1 minute') },
    async (_input, request, reply) => {
      const cookie = request.cookies[REFRESH_COOKIE];
      if (!cookie) throw unauthorized('Session expired. Please log in again.', 'UNAUTHENTICATED');
      const result = await rotateRefresh(pool(), cookie);
      if (!result.ok) {
        // A reused token revoked its whole family: that device's access tokens stop too (decision 0014).
        if (result.reused) app.kindred.revocations.revokeSessions(result.userId, [result.familyId]);
        clearRefreshCookie(reply);
        throw unauthorized('Session expired. Please log in again.', 'UNAUTHENTICATED');
      }
      setRefreshCookie(reply, result.next);
      const token = await app.kindred.tokens.sign(result.userId, { sid: result.next.familyId });
      return ok({ token }, { token });
    },
  );

  // Logout ends this device's session: its refresh family, and at once every access token issued for it (the
  // cookie names the family; a bearer without the cookie names its own session).
  contractRoute(app, authRoutes.logout, { access: 'public', changes: [] }, async (_input, request, reply) => {
    const cookie = request.cookies[REFRESH_COOKIE];
    const revoked = cookie ? await revokeByToken(pool(), cookie) : null;
    if (revoked) app.kindred.revocations.revokeSessions(revoked.userId, [revoked.familyId]);
    const bearer = app.kindred.tokens.claims(bearerToken(request));
    if (bearer?.sid && bearer.sid !== revoked?.familyId) {
      await revokeFamily(pool(), bearer.sid);
      app.kindred.revocations.revokeSessions(bearer.sub, [bearer.sid]);
    }
    clearRefreshCookie(reply);
    return okFields({ message: 'Logged out' });
  });

  contractRoute(app, authRoutes.me, { access: 'member' }, async (_input, request) => {
    const user = await ownerReply(request, callerOf(request).id);
    return ok(user, { user });
  });

  contractRoute(app, authRoutes.verify, { access: 'member' }, async (_input, request) => {
    const caller = callerOf(request);
    return ok({ userId: caller.id, isVerified: caller.isVerified, accountTier: caller.tier });
  });

  contractRoute(app, authRoutes.testConnection, { access: 'public' }, async () =>
    okFields({ message: 'API connection successful', timestamp: new Date().toISOString() }),
  );

  contractRoute(
    app,
    authRoutes.verifyEmail,
    { access: 'public', changes: ['cards'], ...limit('verifyEmail', 30, '1 minute') },
    async ({ body: { token } }) => {
      const userId = await consumeMailToken(pool(), token, 'verify');
      if (!userId) {
        // The link followed again (a second tab, a mail scanner, a client that posts the token more than once):
        // a used token of a member who is verified is a success, not an error.
        if (await usedTokenOfVerifiedMember(pool(), token)) {
          return okFields({ alreadyVerified: true as const, message: 'Your email address is already verified.' });
        }
        throw badRequest('Verification failed. The link is invalid or has expired.', 'VALIDATION_ERROR');
      }
      await pool().query('UPDATE users SET is_verified = true WHERE id = $1', [userId]);
      return okFields({ message: 'Your email address has been verified.' });
    },
  );

  contractRoute(app, authRoutes.resendVerification, { access: 'member', changes: [] }, async (_input, request) => {
    const caller = callerOf(request);
    if (caller.isVerified) throw badRequest('Your email address is already verified.', 'VALIDATION_ERROR');
    const { rows } = await pool().query(
      `UPDATE users SET verification_sent_at = now() WHERE id = $1 AND (verification_sent_at IS NULL
         OR verification_sent_at < now() - make_interval(mins => $2)) RETURNING id`,
      [caller.id, RESEND_COOLDOWN_MINUTES],
    );
    if (!rows[0]) {
      // The spec's words for this refusal (decisions: Accounts); when the next email can be sent rides along.
      const { rows: sent } = await pool().query(
        `SELECT extract(epoch FROM verification_sent_at + make_interval(mins => $2) - now()) AS wait
             FROM users WHERE id = $1`,
        [caller.id, RESEND_COOLDOWN_MINUTES],
      );
      const seconds = Math.min(RESEND_COOLDOWN_MINUTES * 60, Math.max(1, Math.ceil(Number(sent[0]?.wait) || 1)));
      throw new HttpError(429, 'Too many requests, please wait.', 'RATE_LIMITED', {
        'retry-after': String(seconds),
      });
    }
    await sendVerification(caller.id, caller.email);
    return okFields({ message: 'Verification email sent.' });
  });

  const sameReply = okFields({ message: 'If an account exists for this email, a password reset link has been sent.' });
  contractRoute(
    app,
    authRoutes.forgotPassword,
    { access: 'public', changes: [], ...limit('forgotPassword', 10, '1 hour') },
    async ({ body }, request) => {
      // Any body the rule refuses answers the same as an unknown email (the contract's body never refuses).
      if (!body) return sameReply;
      const { rows } = await pool().query('SELECT id, email FROM users WHERE email = $1', [body.email]);
      if (rows[0]) {
        const token = await issueMailToken(pool(), rows[0].id, 'reset');
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mail
          .send({
            to: rows[0].email,
            subject: 'Reset your Kindred password',
            text: `Reset your password within 24 hours (the link works once):\n\n${link}\n`,
            link,
          })
          .catch((err) => request.log.warn({ err }, 'reset mail failed'));
      }
      return sameReply;
    },
  );

  contractRoute(
    app,
    authRoutes.resetPassword,
    { access: 'public', changes: [], ...limit('resetPassword', 20, '1 hour') },
    async ({ body: { token, password } }) => {
      const userId = await consumeMailToken(pool(), token, 'reset');
      if (!userId) throw badRequest('This reset link is invalid or has expired.', 'VALIDATION_ERROR');
      await pool().query('UPDATE users SET password_hash = $1 WHERE id = $2', [await hashPassword(password), userId]);
      // Every session ends, and every access token issued before now stops at once (decision 0014).
      const sessions = await revokeAllForUser(pool(), userId);
      app.kindred.revocations.revokeMember(userId, sessions, Date.now());
      return okFields({ message: 'Your password has been reset. Please log in.' });
    },
  );
}
