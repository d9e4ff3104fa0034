import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirOf, workerPort } from './servers';

/** The seed's shared password and documented logins (apps/server/src/seed/seed.ts). */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_FREE = 'demo.free@kindred.local';
export const DEMO_PREMIUM = 'demo.premium@kindred.local';

export interface Member {
  id: string;
  email: string;
  nickname: string;
  token: string;
  accountTier: string;
  isVerified: boolean;
}

export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<Member> {
  const res = await request.post('/api/auth/login', { data: { email, password, rememberMe: true } });
  expect(res.ok(), `login ${email}`).toBe(true);
  const body = await res.json();
  const user = body.user ?? body.data.user;
  return {
    id: user._id,
    email,
    nickname: user.nickname,
    token: body.token,
    accountTier: user.accountTier,
    isVerified: Boolean(user.isVerified),
  };
}

/**
 * Seeded members a journey has already taken on this worker's server (a file in its data folder, which the server's
 * start clears). A journey changes the members it finds — upgrades, blocks, settings, likes — so no later journey,
 * and no retry of the same one, is given a member whose state an earlier one left behind.
 */
const claimsFile = () => path.join(dataDirOf(workerPort()), 'e2e-claims.json');

function claimed(): string[] {
  try {
    return JSON.parse(readFileSync(claimsFile(), 'utf8')) as string[];
  } catch {
    return [];
  }
}

function claim(email: string) {
  writeFileSync(claimsFile(), JSON.stringify([...claimed(), email]));
}

/**
 * The first seeded member (demo002…) that matches `want` (tier, verified), skipping the ids in `not` and every
 * member an earlier journey on this server took; the member is then taken.
 */
export async function findSeeded(
  request: APIRequestContext,
  want: { tier?: string; verified?: boolean },
  not: readonly string[] = [],
  accept?: (member: Member) => Promise<boolean>,
): Promise<Member> {
  const taken = claimed();
  for (let i = 2; i < 200; i++) {
    const email = `demo${String(i).padStart(3, '0')}@kindred.local`;
    if (not.includes(email) || taken.includes(email)) continue;
    const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
    if (!res.ok()) continue;
    const body = await res.json();
    const user = body.user ?? body.data.user;
    if (want.tier && user.accountTier !== want.tier) continue;
    if (want.verified !== undefined && Boolean(user.isVerified) !== want.verified) continue;
    const member: Member = {
      id: user._id,
      email,
      nickname: user.nickname,
      token: body.token,
      accountTier: user.accountTier,
      isVerified: Boolean(user.isVerified),
    };
    if (accept && !(await accept(member))) continue;
    claim(email);
    return member;
  }
  throw new Error('no seeded member fits');
}

/** A browser context signed in as the member (remember-me token in local storage), in the given language. */
export async function signedInContext(
  browser: Browser,
  email: string,
  options: { locale?: 'en' | 'he'; theme?: 'light' | 'dark'; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page; member: Member }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 860 },
    colorScheme: options.theme ?? 'light',
  });
  const member = await apiLogin(context.request, email);
  await context.addInitScript(
    ([token, lng, theme]) => {
      if (!window.sessionStorage.getItem('kd-e2e-init')) {
        window.sessionStorage.setItem('kd-e2e-init', '1');
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('language', lng);
        window.localStorage.setItem('theme', theme);
      }
    },
    [member.token, options.locale ?? 'en', options.theme ?? 'light'] as const,
  );
  const page = await context.newPage();
  return { context, page, member };
}

/** The API as this member (bearer token). */
export function as(member: Member) {
  return { Authorization: `Bearer ${member.token}` };
}

export async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
}

/** Records the page's layout shifts from the start of each navigation: `window.__cls`, as Chromium counts CLS. */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

declare global {
  interface Window {
    __cls: number;
  }
}
