/**
 * Private-photo access per owner ↔ requester (decisions: Photos and private access):
 * none → pending → approved / rejected; the owner can revoke; a rejected requester may ask again after 7 days.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { callerOf, ownedOf, targetOf, type Caller, type TargetMember } from '../access/plugin';
import { badRequest, HttpError, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { approveAllSchema, parseOr400, photoAccessStatusSchema } from '../validation/core';
import type { Deliver } from '../realtime/deliver';

const RETRY_AFTER_REJECT_DAYS = 7;

export async function registerPhotoAccessRoutes(app: FastifyInstance) {
  const pool = (): pg.Pool => app.kindred.database.pool;
  const deliver: Deliver = (to, event, ...args) => app.kindred.realtime.deliver(to, event, ...args);

  const request = async (caller: Caller, owner: TargetMember) => {
    if (owner.id === caller.id) throw badRequest('You cannot request access to your own photos', 'VALIDATION_ERROR');
    const { rows } = await pool().query(
      `INSERT INTO photo_access (id, owner_id, requester_id, status) VALUES ($1, $2, $3, 'pending')
       ON CONFLICT (owner_id, requester_id) DO UPDATE SET status = 'pending', updated_at = now()
       WHERE photo_access.status = 'rejected' AND photo_access.updated_at < now() - make_interval(days => $4)
       RETURNING status`,
      [newId(), owner.id, caller.id, RETRY_AFTER_REJECT_DAYS],
    );
    if (!rows[0]) {
      const { rows: cur } = await pool().query(
        'SELECT status, updated_at FROM photo_access WHERE owner_id = $1 AND requester_id = $2',
        [owner.id, caller.id],
      );
      const status: string = cur[0]?.status ?? 'none';
      if (status === 'rejected') {
        const retry = Math.ceil(
          (new Date(cur[0].updated_at).getTime() + RETRY_AFTER_REJECT_DAYS * 86_400_000 - Date.now()) / 1000,
        );
        throw new HttpError(429, 'Your request was declined. You can ask again after 7 days.', 'RATE_LIMITED', {
          'retry-after': String(Math.max(1, retry)),
        });
      }
      return {
        success: true,
        status,
        message: status === 'approved' ? 'Access already granted' : 'Access to photos requested',
      };
    }
    deliver({ member: owner.id }, 'photoPermissionRequestReceived', {
      requester: { _id: caller.id, nickname: caller.nickname },
      status: 'pending',
    });
    return { success: true, status: 'pending', message: 'Access to photos requested' };
  };

  const respond = async (ownerId: string, requesterId: string, status: 'approved' | 'rejected', owner: Caller) => {
    const { rows } = await pool().query(
      `UPDATE photo_access SET status = $3, updated_at = now() WHERE owner_id = $1 AND requester_id = $2 RETURNING id`,
      [ownerId, requesterId, status],
    );
    if (!rows[0]) return 0;
    deliver({ member: requesterId }, 'photoPermissionResponseReceived', {
      owner: { _id: owner.id, nickname: owner.nickname },
      status,
    });
    return 1;
  };

  // Literal /api/users/photos/... paths first.
  const listQuery = z.object({
    status: z.enum(['pending', 'approved', 'rejected']).optional(),
    requestedBy: z
      .string()
      .regex(/^[0-9a-fA-F]{24}$/, 'Invalid user ID')
      .optional(),
    timestamp: z.string().optional(),
  });
  app.get('/api/users/photos/permissions', { config: { access: 'member' } }, async (req) => {
    const caller = callerOf(req);
    const q = parseOr400(listQuery, req.query);
    const params: unknown[] = [caller.id];
    let where = 'pa.owner_id = $1';
    if (q.status) where += ` AND pa.status = $${params.push(q.status)}`;
    if (q.requestedBy) where += ` AND pa.requester_id = $${params.push(q.requestedBy.toLowerCase())}`;
    const { rows } = await pool().query(
      `SELECT pa.id, pa.status, pa.created_at, pa.updated_at, u.id AS requester_id, u.nickname,
         (SELECT p.file_name FROM photos p WHERE p.id = u.profile_photo_id AND NOT p.is_private) AS photo
       FROM photo_access pa JOIN users u ON u.id = pa.requester_id
       WHERE ${where} AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = u.id)
         OR (b.blocker_id = u.id AND b.blocked_id = $1))
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
        photo: r.photo ? `/uploads/images/${r.photo}_thumb.webp` : null,
      },
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }));
    return { success: true, data, count: data.length };
  });

  app.post('/api/users/photos/approve-all', { config: { access: 'member', changes: [] } }, async (req) => {
    const caller = callerOf(req);
    const { requesterId } = parseOr400(approveAllSchema, req.body);
    const { rows } = await pool().query(
      `UPDATE photo_access SET status = 'approved', updated_at = now()
       WHERE owner_id = $1 AND requester_id = $2 AND status = 'pending' RETURNING id`,
      [caller.id, requesterId],
    );
    if (rows[0]) {
      deliver({ member: requesterId }, 'photoPermissionResponseReceived', {
        owner: { _id: caller.id, nickname: caller.nickname },
        status: 'approved',
      });
    }
    return { success: true, approvedCount: rows.length, message: 'Approved all photo requests from this user' };
  });

  app.post(
    '/api/users/:id/request-photo-access',
    { config: { access: 'verified', target: 'visible', changes: [] } },
    async (req) => request(callerOf(req), targetOf(req)),
  );

  app.get('/api/users/:id/photo-access-status', { config: { access: 'member', target: 'visible' } }, async (req) => {
    const caller = callerOf(req);
    const owner = targetOf(req);
    const { rows } = await pool().query('SELECT status FROM photo_access WHERE owner_id = $1 AND requester_id = $2', [
      owner.id,
      caller.id,
    ]);
    const status: string = rows[0]?.status ?? 'none';
    return { success: true, status, data: { status } };
  });

  app.put(
    '/api/users/:id/approve-photo-access',
    { config: { access: 'member', target: 'exists', changes: [] } },
    async (req) => {
      const caller = callerOf(req);
      if (!(await respond(caller.id, targetOf(req).id, 'approved', caller)))
        throw notFound('No photo access request from this member');
      return { success: true, status: 'approved', message: 'Approved all photo requests from this user' };
    },
  );

  app.put(
    '/api/users/:id/reject-photo-access',
    { config: { access: 'member', target: 'exists', changes: [] } },
    async (req) => {
      const caller = callerOf(req);
      if (!(await respond(caller.id, targetOf(req).id, 'rejected', caller)))
        throw notFound('No photo access request from this member');
      return { success: true, status: 'rejected', message: 'Rejected all photo requests from this user' };
    },
  );

  // Revoke: the requester is back to none at once (their signed URLs stop working on the next fetch).
  app.delete(
    '/api/users/:id/photo-access',
    { config: { access: 'member', target: 'exists', changes: [] } },
    async (req) => {
      const caller = callerOf(req);
      await pool().query('DELETE FROM photo_access WHERE owner_id = $1 AND requester_id = $2', [
        caller.id,
        targetOf(req).id,
      ]);
      return { success: true, status: 'none', message: 'Photo access revoked' };
    },
  );

  // Table forms (spec 001 §7): PUT /photos/permissions/{id} {status}; POST /photos/{id}/request.
  app.put(
    '/api/photos/permissions/:id',
    { config: { access: 'member', owns: 'permission', changes: [], idMessage: 'Invalid request ID' } },
    async (req) => {
      const caller = callerOf(req);
      const permission = ownedOf(req);
      const { status } = parseOr400(photoAccessStatusSchema, req.body);
      await respond(caller.id, String(permission.requester_id), status, caller);
      return { success: true, data: { _id: permission.id, status } };
    },
  );

  app.post(
    '/api/photos/:id/request',
    { config: { access: 'verified', target: 'photoOwner', changes: [], idMessage: 'Invalid photo ID' } },
    async (req) => request(callerOf(req), targetOf(req)),
  );
}
