import type { PhotoAccessRequest } from '@kindred/core';
import { api } from './http';

/**
 * Private-photo access as the owner answers it (server photoAccess/routes.ts): the requests I received, and
 * approve / reject / revoke one requester. Shared by the profile modal's banner and the settings' privacy tab.
 */
export const fetchPhotoRequests = () =>
  api<{ data: PhotoAccessRequest[] }>('/users/photos/permissions', { noCache: true, toast: false }).then((r) => r.data);
export const approvePhotoAccess = (requesterId: string) =>
  api(`/users/${requesterId}/approve-photo-access`, { method: 'PUT', toast: false });
export const rejectPhotoAccess = (requesterId: string) =>
  api(`/users/${requesterId}/reject-photo-access`, { method: 'PUT', toast: false });
export const revokePhotoAccess = (requesterId: string) =>
  api(`/users/${requesterId}/photo-access`, { method: 'DELETE', toast: false });
