// Shared by the visitor journeys: the dev outbox, a test photo, and the language/theme set before load.
import { expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirOf, workerPort } from './servers';

// This worker's server writes its mails here (e2e/servers.ts).
export const outboxDir = path.join(dataDirOf(workerPort()), 'outbox');

interface OutboxMail {
  to: string;
  subject: string;
  link?: string;
  date: string;
}

/** The newest mail to `to` whose link contains `kind` (verify-email, reset-password), waiting for it to arrive. */
export async function mailLink(to: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[];
        try {
          files = readdirSync(outboxDir).filter((f) => f.endsWith('.json'));
        } catch {
          return undefined;
        }
        const mails = files
          .map((f) => JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')) as OutboxMail)
          .filter((m) => m.to === to && m.link?.includes(`/${kind}?`))
          .sort((a, b) => a.date.localeCompare(b.date));
        found = mails.at(-1)?.link;
        return found;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  // The server's PUBLIC_URL may name another host than the browser's base URL: keep only path and query.
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

/** A 1×1 PNG (re-encoded by the server like any upload). */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const modes = [
  { locale: 'en', theme: 'light' },
  { locale: 'en', theme: 'dark' },
  { locale: 'he', theme: 'light' },
  { locale: 'he', theme: 'dark' },
] as const;

/** The saved language and theme, as a returning visitor has them (the pre-paint script applies them). */
export async function useMode(page: Page, locale: 'en' | 'he', theme: 'light' | 'dark') {
  await page.addInitScript(
    ([lng, th]) => {
      localStorage.setItem('language', lng);
      localStorage.setItem('theme', th);
    },
    [locale, theme] as const,
  );
}

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${counter++}@kindred.test`;

/**
 * Holds the app's script until `release()` is called, for checks of what the page shows before the app (a fixed
 * delay can run out on a slow machine before the checks are done).
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app's entry script arrives `ms` late, as on a slow phone: what the HTML alone shows can be looked at and used. */
export async function delayAppScript(page: Page, ms: number) {
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
