import {
  authEndpoints,
  safetyEndpoints,
  photoAccessEndpoints,
  photoEndpoints,
  userEndpoints,
  type EndpointReply,
  type OwnPhoto,
  type PublicProfile,
  type PublicUser,
  type User,
} from '@kindred/core';
import { call } from '../../lib/call';
import { api } from '../../lib/http';

/** Reads shown fresh (never from the response cache); the screen shows its own message on failure. */
const QUIET_READ = { noCache: true, toast: false } as const;

type Viewed = Extract<EndpointReply<typeof userEndpoints.profile>['data'], { isMatch: boolean }>;
/**
 * GET /api/users/:id as the screen reads it: core's `PublicUser` (a locked photo has no `url`), with the viewer's
 * relation to the member (`isLiked`, `compatibility`, …) when it is another member's profile, not the caller's own.
 */
export type ViewedProfile = PublicUser & Partial<Omit<Viewed, keyof PublicProfile | 'user'>>;

export const fetchProfile = (id: string) =>
  call(userEndpoints.profile, { params: { id } }, QUIET_READ).then((r): ViewedProfile => r.data);
export const likeProfile = (id: string) => call(safetyEndpoints.like, { params: { id } }, { toast: false });
export const unlikeProfile = (id: string) => call(safetyEndpoints.unlike, { params: { id } }, { toast: false });
export const reportMember = (id: string, reason: string) =>
  call(safetyEndpoints.report, { params: { id }, body: { reason } }, { toast: false });
export const blockMember = (id: string) => call(safetyEndpoints.block, { params: { id } }, { toast: false });
export const requestPhotoAccess = (id: string) =>
  call(photoAccessEndpoints.request, { params: { id } }, { toast: false });
export const approvePhotoAccess = (requesterId: string) =>
  call(photoAccessEndpoints.approve, { params: { id: requesterId } }, { toast: false });
export const rejectPhotoAccess = (requesterId: string) =>
  call(photoAccessEndpoints.reject, { params: { id: requesterId } }, { toast: false });

/** My own profile (GET /api/auth/me) and its edits. */
export const fetchMe = () => call(authEndpoints.me, {}, QUIET_READ).then((r) => r.data);
/**
 * The plain client with the contract's reply type: the editor's draft holds its fields as text and lists of text, which
 * the server checks (`call` would want the contract's body type, options as their own types).
 */
export const updateProfile = (body: Record<string, unknown>) =>
  api<EndpointReply<typeof userEndpoints.updateProfile>>('/users/profile', {
    method: 'PUT',
    body,
    toast: false,
  }).then((r): User => r.data);

export const setPhotoPrivacy = (id: string, isPrivate: boolean) =>
  call(photoEndpoints.privacy, { params: { id }, body: { isPrivate } }, { toast: false });
export const setProfilePhoto = (id: string) => call(photoEndpoints.profile, { params: { id } }, { toast: false });
export const deletePhoto = (id: string) => call(photoEndpoints.remove, { params: { id } }, { toast: false });

/**
 * Uploads a photo with progress (XMLHttpRequest: fetch has no upload progress; the reply typed by the contract's
 * upload route). The bearer token comes from the same storage the HTTP client reads.
 */
export function uploadPhoto(file: File, onProgress: (percent: number) => void): Promise<OwnPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/users/photos');
    const token = (() => {
      try {
        return window.sessionStorage.getItem('token') ?? window.localStorage.getItem('token');
      } catch {
        return null;
      }
    })();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = ((): Partial<EndpointReply<typeof photoEndpoints.upload>> => {
        try {
          return JSON.parse(xhr.responseText);
        } catch {
          return {};
        }
      })();
      if (xhr.status >= 200 && xhr.status < 300 && body.data) resolve(body.data);
      else reject(Object.assign(new Error(body.message ?? 'Upload failed'), { data: body, status: xhr.status }));
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    const form = new FormData();
    form.append('photo', file);
    xhr.send(form);
  });
}
