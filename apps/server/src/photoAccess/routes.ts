/**
 * Private-photo access per owner ↔ requester (decisions: Photos and private access). The state machine is core's
 * `photoAccessTransition` (none → pending → approved / rejected; the owner can revoke; a rejected requester may
 * ask again after 7 days): each action reads the pair's row, asks core for the next status, and writes it only if
 * the row is still what was read (compare-and-set on status and update time), so concurrent actions cannot skip
 * a state. A requester who blocked the owner is, to the owner, missing (safety/blockSql.ts).
 */
import {
  ok,
  okFields,
  PHOTO_REREQUEST_AFTER_MS,
  photoAccessRoutes,
  photoAccessTransition,
  photoMessages,
  publicThumbUrl,
  type PhotoAccessAction,
  type PhotoAccessStatus,
} from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { callerOf, ownedOf, targetOf, type Caller, type TargetMember } from '../access/plugin';
import { contractRoute } from '../http/contractRoute';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { blockedBy, blockedEitherWay } from '../safety/blockSql';

interface AccessStep {
  /** The status before the action (`none` without a row). */
  from: PhotoAccessStatus;
  /** The status after it (unchanged when core refused the transition). */
  status: PhotoAccessStatus;
  changed: boolean;
  updatedAt: Date | null;
}

export async function registerPhotoAccessRoutes(app: FastifyInstance) {
  const pool = (): pg.Pool => app.kindred.database.pool;
  const { notifications } = app.kindred.services;

  /** Applies `action` to the owner ↔ requester pair through core's state machine. */
  const step = async (ownerId: string, requesterId: string, action: PhotoAccessAction): Promise<AccessStep> => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { rows } = await pool().query(
        `SELECT pa.id, pa.status, pa.updated_at, pa.updated_at::text AS version FROM photo_access pa
         WHERE pa.owner_id = $1 AND pa.requester_id = $2 AND NOT ${blockedBy('$2', '$1')}`,
        [ownerId, requesterId],
      );
      const row = rows[0] as { id: string; status: PhotoAccessStatus; updated_at: Date; version: string } | undefined;
      const from: PhotoAccessStatus = row?.status ?? 'none';
      const next = photoAccessTransition(
        row ? { status: row.status, updatedAt: row.updated_at.getTime() } : null,
        action,
        Date.now(),
      );
      if (next === null) return { from, status: from, changed: false, updatedAt: row?.updated_at ?? null };
      const written = !row
        ? await pool().query(
            `INSERT INTO photo_access (id, owner_id, requester_id, status) VALUES ($1, $2, $3, $4)
             ON CONFLICT (owner_id, requester_id) DO NOTHING RETURNING id`,
            [newId(), ownerId, requesterId, next],
          )
        : next === 'none'
          ? await pool().query(
              'DELETE FROM photo_access WHERE id = $1 AND status = $2 AND updated_at = $3::timestamptz RETURNING id',
              [row.id, row.status, row.version],
            )
          : await pool().query(
              `UPDATE photo_access SET status = $4, updated_at = now()
               WHERE id = $1 AND status = $2 AND updated_at = $3::timestamptz RETURNING id`,
              [row.id, row.status, row.version, next],
            );
      if (written.rows[0]) return { from, status: next, changed: true, updatedAt: new Date() };
      // Someone else changed the pair between the read and the write: decide again on what is there now.
    }
    throw conflict('Photo access changed at the same time. Please try again.');
  };

  const request = async (caller: Caller, owner: TargetMember) => {
    if (owner.id === caller.id) throw badRequest('You cannot request access to your own photos', 'VALIDATION_ERROR');
    const result = await step(owner.id, caller.id, 'request');
    if (!result.changed) {
      if (result.status === 'rejected' && result.updatedAt) {
        const retry = Math.ceil((result.updatedAt.getTime() + PHOTO_REREQUEST_AFTER_MS - Date.now()) / 1000);
        throw new HttpError(429, 'Your request was declined. You can ask again after 7 days.', 'RATE_LIMITED', {
          'retry-after': String(Math.max(1, retry)),
        });
      }
      return okFields({
        status: result.status,
        message: result.status === 'approved' ? 'Access already granted' : photoMessages.accessRequested,
      });
    }
    await notifications.notify(pool(), {
      recipientId: owner.id,
      senderId: caller.id,
      type: 'photoRequest',
      data: { requester: caller.id, status: 'pending' },
      also: (deliver) =>
        deliver({ member: owner.id }, 'photoPermissionRequestReceived', {
          requester: { _id: caller.id, nickname: caller.nickname },
          status: 'pending',
        }),
    });
    return okFields({ status: 'pending' as const, message: photoMessages.accessRequested });
  };

  const notifyRequester = (requesterId: string, owner: Caller, status: 'approved' | 'rejected') =>
    notifications.notify(pool(), {
      recipientId: requesterId,
      senderId: owner.id,
      type: 'photoResponse',
      data: { owner: owner.id, status },
      also: (deliver) =>
        deliver({ member: requesterId }, 'photoPermissionResponseReceived', {
          owner: { _id: owner.id, nickname: owner.nickname },
          status,
        }),
    });

  /**
   * The owner's answer. Answering again with the same decision succeeds without a change; no request at all is
   * 404; a decision core does not allow from the current status (rejecting an approved access: that is a revoke)
   * is 409.
   */
  const respond = async (owner: Caller, requesterId: string, status: 'approved' | 'rejected') => {
    const result = await step(owner.id, requesterId, status === 'approved' ? 'approve' : 'reject');
    if (result.changed) await notifyRequester(requesterId, owner, status);
    else if (result.from === 'none') throw notFound('No photo access request from this member');
    else if (result.status !== status) throw conflict('This photo access request is no longer pending.');
  };

  // Literal /api/users/photos/... paths first.
  contractRoute(app, photoAccessRoutes.list, { access: 'member' }, async ({ query: q }, req) => {
    const caller = callerOf(req);
    const params: unknown[] = [caller.id];
    let where = 'pa.owner_id = $1';
    if (q.status) where += ` AND pa.status = $${params.push(q.status)}`;
    if (q.requestedBy) where += ` AND pa.requester_id = $${params.push(q.requestedBy.toLowerCase())}`;
    const { rows } = await pool().query(
      `SELECT pa.id, pa.status, pa.created_at, pa.updated_at, u.id AS requester_id, u.nickname,
         (SELECT p.file_name FROM photos p WHERE p.id = u.profile_photo_id AND NOT p.is_private) AS photo
       FROM photo_access pa JOIN users u ON u.id = pa.requester_id
       WHERE ${where} AND NOT ${blockedEitherWay('$1', 'u.id')}
       ORDER BY pa.updated_at DESC LIMIT 500`,
      params,
    );
    const data = rows.map((r) => ({
      _id: r.id,
      owner: caller.id,
      status: r.status,
      requestedBy: {
        _id: r.requester_id,
        nickname: r.nickname,
        photo: r.photo ? publicThumbUrl(r.photo) : null,
      },
      createdAt: new Date(r.created_at).toISOString(),
      updatedAt: new Date(r.updated_at).toISOString(),
    }));
    return ok(data, { count: data.length });
  });

  // Approve-all {requesterId}: that requester's pending request (docs/product/photos-and-privacy.md; in chat, pending requests only).
  contractRoute(
    app,
    photoAccessRoutes.approveAll,
    { access: 'member', changes: [] },
    async ({ body: { requesterId } }, req) => {
      const caller = callerOf(req);
      const { rows } = await pool().query('SELECT status FROM photo_access WHERE owner_id = $1 AND requester_id = $2', [
        caller.id,
        requesterId,
      ]);
      let approvedCount = 0;
      if (rows[0]?.status === 'pending') {
        const result = await step(caller.id, requesterId, 'approve');
        if (result.changed && result.from === 'pending') {
          approvedCount = 1;
          await notifyRequester(requesterId, caller, 'approved');
        }
      }
      return okFields({ approvedCount, message: photoMessages.approvedAll });
    },
  );

  contractRoute(
    app,
    photoAccessRoutes.request,
    { access: 'verified', target: 'visible', changes: [] },
    async (_input, req) => request(callerOf(req), targetOf(req)),
  );

  contractRoute(app, photoAccessRoutes.status, { access: 'member', target: 'visible' }, async (_input, req) => {
    const caller = callerOf(req);
    const owner = targetOf(req);
    const { rows } = await pool().query('SELECT status FROM photo_access WHERE owner_id = $1 AND requester_id = $2', [
      owner.id,
      caller.id,
    ]);
    const status: PhotoAccessStatus = rows[0]?.status ?? 'none';
    return ok({ status }, { status });
  });

  contractRoute(
    app,
    photoAccessRoutes.approve,
    { access: 'member', target: 'exists', changes: [] },
    async (_input, req) => {
      await respond(callerOf(req), targetOf(req).id, 'approved');
      return okFields({ status: 'approved' as const, message: photoMessages.approvedAll });
    },
  );

  contractRoute(
    app,
    photoAccessRoutes.reject,
    { access: 'member', target: 'exists', changes: [] },
    async (_input, req) => {
      await respond(callerOf(req), targetOf(req).id, 'rejected');
      return okFields({ status: 'rejected' as const, message: photoMessages.rejectedAll });
    },
  );

  // Revoke: an approved requester is back to none at once (their signed URLs stop working on the next fetch);
  // anything else is left as it is (a pending request stays to be answered, a rejection keeps its 7-day wait).
  contractRoute(
    app,
    photoAccessRoutes.revoke,
    { access: 'member', target: 'exists', changes: [] },
    async (_input, req) => {
      const result = await step(callerOf(req).id, targetOf(req).id, 'revoke');
      return okFields({ status: result.status, message: 'Photo access revoked' });
    },
  );

  // Table forms (docs/product/photos-and-privacy.md): PUT /photos/permissions/{id} {status}; POST /photos/{id}/request.
  contractRoute(
    app,
    photoAccessRoutes.answer,
    { access: 'member', owns: 'permission', changes: [], idMessage: 'Invalid request ID' },
    async ({ body: { status } }, req) => {
      const permission = ownedOf(req);
      await respond(callerOf(req), String(permission.requester_id), status);
      return ok({ _id: permission.id, status });
    },
  );

  contractRoute(
    app,
    photoAccessRoutes.requestByPhoto,
    { access: 'verified', target: 'photoOwner', changes: [], idMessage: 'Invalid photo ID' },
    async (_input, req) => request(callerOf(req), targetOf(req)),
  );
}
