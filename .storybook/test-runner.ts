/**
 * Kindred's Storybook test run. The runner's own page does the smoke + play check of each story
 * (en/light, axe via the a11y addon). postVisit then opens a second page of the same browser context
 * for each of the four modes (en/he × light/dark) and, in each, waits for the story to finish,
 * fails on render/play errors and on any axe violation the a11y addon reports, and compares a
 * full-page screenshot with the committed baseline (diff images on failure).
 */
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';
import type { Page } from 'playwright-core';

interface ImageExpect {
  (actual: unknown): { toMatchImageSnapshot(options: object): void };
  extend(matchers: object): void;
}
/** Jest's global `expect` inside the test-runner. */
const expect = (globalThis as unknown as { expect: ImageExpect }).expect;
import { allModes } from './modes.ts';

const SNAPSHOT_DIR = path.resolve(process.cwd(), '.storybook/__image_snapshots__');
const DIFF_DIR = path.resolve(process.cwd(), 'test-results/storybook-diffs');
const VIEWPORT = { width: 800, height: 600 };

const FREEZE_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;

interface ModeOutcome {
  status: 'ok' | 'error';
  message?: string;
  violations?: { id: string; impact: string | null; help: string; nodes: string[] }[];
}

/** Collects the preview channel's outcome events from the moment the channel exists. */
const OUTCOME_COLLECTOR = `(() => {
  const w = window;
  w.__kdOutcome = null;
  const attach = () => {
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return false;
    const set = (o) => { if (!w.__kdOutcome) w.__kdOutcome = o; };
    channel.on('storyFinished', (data) => {
      const reporters = (data && data.reporters) || [];
      const a11y = reporters.find((r) => r.type === 'a11y');
      const violations = ((a11y && a11y.result && a11y.result.violations) || []).map((v) => ({
        id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')),
      }));
      set({ status: 'ok', violations });
    });
    const err = (m) => set({ status: 'error', message: String(m) });
    channel.on('storyErrored', (e) => err(e && e.description));
    channel.on('storyThrewException', (e) => err(e && e.message));
    channel.on('playFunctionThrewException', (e) => err(e && e.message));
    channel.on('unhandledErrorsWhilePlaying', (e) => err(e && e[0] && e[0].message));
    channel.on('storyMissing', () => err('story missing'));
    return true;
  };
  if (!attach()) { const t = setInterval(() => { if (attach()) clearInterval(t); }, 1); }
})();`;

async function runInMode(page: Page, base: string, storyId: string, globals: string): Promise<ModeOutcome> {
  await page.goto(`${base}iframe.html?id=${storyId}&viewMode=story&globals=${globals}`, { waitUntil: 'load' });
  const handle = await page.waitForFunction(() => (window as unknown as { __kdOutcome: unknown }).__kdOutcome, null, {
    timeout: 20_000,
  });
  return (await handle.jsonValue()) as ModeOutcome;
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.setViewportSize(VIEWPORT);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const kindred = (storyContext.parameters.kindred ?? {}) as { snapshot?: boolean };
    const modePage = await page.context().newPage();
    try {
      await modePage.setViewportSize(VIEWPORT);
      // Navigating the runner's own page would break the next test, so modes run on a page of their own.
      await modePage.addInitScript(OUTCOME_COLLECTOR);
      const base = page.url().split('iframe.html')[0] ?? '';
      for (const [modeName, mode] of Object.entries(allModes)) {
        const outcome = await runInMode(modePage, base, context.id, `locale:${mode.locale};theme:${mode.theme}`);
        if (outcome.status === 'error') {
          throw new Error(`[${modeName}] ${context.title} › ${context.name}: ${outcome.message}`);
        }
        if (outcome.violations && outcome.violations.length > 0 && storyContext.parameters.a11y?.test !== 'off') {
          const list = outcome.violations
            .map((v) => `  - ${v.id} (${v.impact}): ${v.help}\n      ${v.nodes.join('\n      ')}`)
            .join('\n');
          throw new Error(`[${modeName}] ${context.title} › ${context.name}: accessibility violations\n${list}`);
        }
        if (kindred.snapshot === false) continue;
        await modePage.addStyleTag({ content: FREEZE_CSS });
        await modePage.evaluate(() => document.fonts.ready.then(() => undefined));
        await modePage.mouse.move(0, 0);
        const image = await modePage.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        expect(image).toMatchImageSnapshot({
          customSnapshotsDir: SNAPSHOT_DIR,
          customDiffDir: DIFF_DIR,
          customSnapshotIdentifier: `${context.id}--${modeName.replace(' ', '-')}`,
          failureThreshold: 0.0005,
          failureThresholdType: 'percent',
          storeReceivedOnFailure: true,
        });
      }
    } finally {
      await modePage.close();
    }
  },
};

export default config;
