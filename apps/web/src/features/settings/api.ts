import {
  accountEndpoints,
  photoAccessEndpoints,
  safetyEndpoints,
  userEndpoints,
  type EndpointReply,
  type Settings,
} from '@kindred/core';
import { call } from '../../lib/call';
import { api } from '../../lib/http';

/** Reads shown fresh (never from the response cache); the screen shows its own message on failure. */
const QUIET_READ = { noCache: true, toast: false } as const;

export const fetchSettings = () => call(userEndpoints.settings, {}, QUIET_READ).then((r) => r.data);
export const saveSettings = (settings: Settings) =>
  call(userEndpoints.saveSettings, { body: settings }, { toast: false }).then((r) => r.data);

export type BlockedEntry = EndpointReply<typeof userEndpoints.blocked>['data'][number];
export const fetchBlocked = () => call(userEndpoints.blocked, {}, QUIET_READ).then((r) => r.data);
export const unblock = (id: string) => call(safetyEndpoints.unblock, { params: { id } }, { toast: false });
export const deleteAccount = (password: string) =>
  call(accountEndpoints.remove, { body: { password } }, { toast: false });
/** Saved as a file, so read as bytes (its JSON is the contract's `accountEndpoints.export` reply). */
export const exportMyData = () => api<Blob, 'blob'>('/users/me/export', { responseType: 'blob', toast: false });

/** The private-photo requests I received, and my answers to one requester (server photoAccess/routes.ts). */
export const fetchPhotoRequests = () => call(photoAccessEndpoints.list, { query: {} }, QUIET_READ).then((r) => r.data);
export const approvePhotoAccess = (requesterId: string) =>
  call(photoAccessEndpoints.approve, { params: { id: requesterId } }, { toast: false });
export const rejectPhotoAccess = (requesterId: string) =>
  call(photoAccessEndpoints.reject, { params: { id: requesterId } }, { toast: false });
export const revokePhotoAccess = (requesterId: string) =>
  call(photoAccessEndpoints.revoke, { params: { id: requesterId } }, { toast: false });
