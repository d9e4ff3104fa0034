import type { authEndpoints, EndpointReply } from '@kindred/core';
import { api } from '../../lib/http';

// These calls serve the visitor's pages (login, registration, password reset, email verification): they take the
// contract's reply types only (decision 0127), through the client the visitor entry already carries, so the entry
// does not grow by `call`.

/** What login and registration answer (the refresh token is an httpOnly cookie). */
export type SessionReply = EndpointReply<typeof authEndpoints.login>;

export interface RegistrationBody {
  nickname: string;
  email: string;
  password: string;
  /** Sent as the spec's payload has it; the server derives the tier itself. */
  accountTier: string;
  isCouple: boolean;
  rememberMe?: boolean;
  details: {
    dateOfBirth: string;
    iAm: string;
    gender?: string;
    location: string;
    bio: string;
    maritalStatus: string;
    lookingFor: string[];
    interests: string[];
    intoTags: string[];
    turnOns: string[];
  };
}

/** Calls made before a session exists, whose failures the screen itself shows (no bearer, no request-layer toast). */
const publicCall = { auth: false, toast: false, credentials: 'include' } as const;

export const login = (body: { email: string; password: string; rememberMe: boolean }) =>
  api<SessionReply>('/auth/login', { method: 'POST', body, ...publicCall });

export const register = (body: RegistrationBody) =>
  api<EndpointReply<typeof authEndpoints.register>>('/auth/register', { method: 'POST', body, ...publicCall });

/** The profile photo after registration (POST /api/users/photos, multipart `photo`). */
export function uploadProfilePhoto(file: File, token: string) {
  const form = new FormData();
  form.append('photo', file);
  return api('/users/photos', {
    method: 'POST',
    body: form,
    toast: false,
    headers: { Authorization: `Bearer ${token}` },
  });
}

export const verifyEmail = (token: string) =>
  api<EndpointReply<typeof authEndpoints.verifyEmail>>('/auth/verify-email', {
    method: 'POST',
    body: { token },
    ...publicCall,
  });

const verifications = new Map<string, ReturnType<typeof verifyEmail>>();
/** One request per token, however often the page mounts (a token works once). */
export function verifyEmailOnce(token: string) {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    verifications.set(token, pending);
  }
  return pending;
}

export const forgotPassword = (email: string) =>
  api<EndpointReply<typeof authEndpoints.forgotPassword>>('/auth/forgot-password', {
    method: 'POST',
    body: { email },
    ...publicCall,
  });

export const resetPassword = (token: string, password: string) =>
  api<EndpointReply<typeof authEndpoints.resetPassword>>('/auth/reset-password', {
    method: 'POST',
    body: { token, password },
    ...publicCall,
  });

// The verification reminder's calls live in ./verification (the member shell loads them without this module).
export { errorText, resendVerification, statusOf } from './verification';
