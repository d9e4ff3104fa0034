import type { User } from '@kindred/core';
import type { TFunction } from 'i18next';
import { api } from '../../lib/http';

/** What login and registration answer (the refresh token is an httpOnly cookie). */
export interface SessionReply {
  token: string;
  user: User;
}

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
  api<SessionReply>('/auth/register', { method: 'POST', body, ...publicCall });

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
  api<{ success: boolean; message?: string }>('/auth/verify-email', { method: 'POST', body: { token }, ...publicCall });

/** Resend needs the member's token (the client adds it too once the session layer does; saying it here is harmless). */
export const resendVerification = (token: string | null) =>
  api('/auth/resend-verification', {
    method: 'POST',
    toast: false,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
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
  api('/auth/forgot-password', { method: 'POST', body: { email }, ...publicCall });

export const resetPassword = (token: string, password: string) =>
  api('/auth/reset-password', { method: 'POST', body: { token, password }, ...publicCall });

interface Envelope {
  error?: string;
  message?: string;
  messageKey?: string;
  messageParams?: Record<string, string>;
}

/** The server's failure in the member's language: `t(messageKey, messageParams)`, else its message, else `fallback`. */
export function errorText(error: unknown, t: TFunction, fallback: string): string {
  const data = (error as { data?: unknown } | null)?.data as Envelope | undefined;
  if (data && typeof data === 'object') {
    if (data.messageKey) {
      const translated = t(data.messageKey, { ...data.messageParams, defaultValue: '' });
      if (translated) return translated;
    }
    const message = data.error ?? data.message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/** The HTTP status of a failed call (0 when the network failed). */
export const statusOf = (error: unknown): number =>
  (error as { status?: number; response?: { status?: number } } | null)?.status ??
  (error as { response?: { status?: number } } | null)?.response?.status ??
  0;
