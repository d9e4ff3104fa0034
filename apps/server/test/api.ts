/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON in the suites */
/** Small HTTP helpers for the API suites: register members, call endpoints with a token. */
import { randomBytes } from 'node:crypto';
import type { TestServer } from './harness';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export async function call<T = any>(
  server: TestServer,
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
    raw?: RequestInit['body'];
  } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  let body: RequestInit['body'] = options.raw;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(server.url + path, { method, headers, body });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, headers: res.headers, text };
}

export const PASSWORD = 'Secret1!a';

export function registration(overrides: Record<string, any> = {}) {
  const suffix = randomBytes(4).toString('hex');
  const { details, ...rest } = overrides;
  return {
    nickname: `member_${suffix}`,
    email: `m${suffix}@example.test`,
    password: PASSWORD,
    details: {
      dateOfBirth: '1990-05-05',
      iAm: 'man',
      location: 'Tel Aviv',
      maritalStatus: 'Single',
      lookingFor: ['women'],
      interests: ['Music', 'Travel'],
      ...details,
    },
    ...rest,
  };
}

export interface Member {
  id: string;
  token: string;
  email: string;
  cookie: string;
  user: any;
}

export function cookieFrom(headers: Headers): string {
  const set = headers.getSetCookie?.() ?? [];
  return set.map((c) => c.split(';')[0]).join('; ');
}

export async function registerMember(server: TestServer, overrides: Record<string, any> = {}): Promise<Member> {
  const payload = registration(overrides);
  const res = await call(server, 'POST', '/api/auth/register', { body: payload });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return {
    id: res.body.user._id,
    token: res.body.token,
    email: payload.email,
    cookie: cookieFrom(res.headers),
    user: res.body.user,
  };
}

/** Marks a member verified directly (tests of verified-only features). */
export async function verify(server: TestServer, member: Member) {
  await server.app.kindred.database.pool.query('UPDATE users SET is_verified = true WHERE id = $1', [member.id]);
}

/** A registered, verified member — premium (a woman's base tier) unless told otherwise. */
export async function verifiedMember(server: TestServer, iAm = 'woman'): Promise<Member> {
  const member = await registerMember(server, { details: { iAm } });
  await verify(server, member);
  return member;
}

export const otherId = () => randomBytes(12).toString('hex');
