// Kindred's Storybook test run (decision 0030): every story of a static Storybook build in the four modes
// (en/he × light/dark), each checked for render and play errors, axe violations (the a11y addon's report) and a
// full-page screenshot against its committed baseline.
//
// One page per mode (and shard) loads `iframe.html` once and then switches stories through the preview channel
// (`setCurrentStory`, as Storybook's own manager does), so the 1.4 MB preview bundle, the fonts and React are
// loaded once per page instead of once per story and mode. The pages run side by side in one Chromium.
/* global window, document */
import { chromium } from 'playwright-core';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { matchSnapshot } from './image-snapshot.mjs';

export const MODES = [
  { name: 'en-light', locale: 'en', theme: 'light' },
  { name: 'en-dark', locale: 'en', theme: 'dark' },
  { name: 'he-light', locale: 'he', theme: 'light' },
  { name: 'he-dark', locale: 'he', theme: 'dark' },
];
export const VIEWPORT = { width: 800, height: 600 };
const STORY_TIMEOUT_MS = 30_000;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/** Animations and transitions end at once, the caret is hidden: pages render the same on every run. */
const FREEZE_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;

/**
 * Runs in the preview before its own scripts. Defines `__kdVisit(storyId)`, which renders a story through the
 * channel and resolves with its outcome: `storyFinished` (after play and the a11y addon's axe run) with the
 * violations, or the first render/play error. A play function that fails in a page loaded by URL is only
 * logged by Storybook, so these events are the only reliable signal.
 */
const PREVIEW_SCRIPT = `(() => {
  const w = window;
  let pending = null;
  const settle = (outcome) => {
    if (!pending) return;
    const { resolve, timer } = pending;
    pending = null;
    clearTimeout(timer);
    resolve(outcome);
  };
  const storyParameters = () => {
    const render = w.__STORYBOOK_PREVIEW__ && w.__STORYBOOK_PREVIEW__.currentRender;
    const story = render && render.story;
    const p = (story && story.parameters) || {};
    const kindred = p.kindred || {};
    return {
      a11yTest: p.a11y && p.a11y.test,
      a11yDisabled: Boolean(p.a11y && p.a11y.disable),
      snapshot: kindred.snapshot !== false,
      latinWords: latinWords([...(kindred.latinAllowed || []), ...(kindred.latin || [])]),
    };
  };
  // Latin words (two letters or more) in what the story shows or announces: its text, including portals and
  // visually hidden text, and the attributes assistive technology reads. Code (token names) and Storybook's
  // own placeholders are skipped; the preview allows a few words (kindred.latinAllowed), a story more (kindred.latin).
  const SKIP = 'script,style,noscript,template,code,kbd,#storybook-docs,.sb-wrapper,.sb-errordisplay,.sb-nopreview';
  const ATTRIBUTES = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt'];
  // Not copy, so never flagged: e-mail addresses, web addresses, file names (photo.jpg), format and unit
  // acronyms (JPEG, MB), and anything inside an element that declares another language (lang="en" on the
  // language picker's "English", a member's Latin nickname in <bdi lang="en">).
  const NOT_COPY = [/[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}/g, /\\bhttps?:\\/\\/\\S+/g, /\\b[\\w.-]+\\.[A-Za-z0-9]{2,4}\\b/g, /\\b[A-Z0-9]{2,5}\\b/g];
  const foreign = (element) => {
    const declared = element.closest('[lang]');
    const lang = declared && declared.getAttribute('lang');
    return Boolean(lang) && !/^(he|iw)\\b/i.test(lang);
  };
  const latinWords = (allowed) => {
    const found = new Set();
    const add = (raw) => {
      const text = NOT_COPY.reduce((rest, pattern) => rest.replace(pattern, ' '), raw);
      for (const word of text.match(/[A-Za-z][A-Za-z'’]*[A-Za-z]/g) || []) if (!allowed.includes(word)) found.add(word);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && !node.parentElement.closest(SKIP) && !foreign(node.parentElement)) add(node.data);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(SKIP) || foreign(element)) continue;
      for (const name of ATTRIBUTES) { const value = element.getAttribute(name); if (value) add(value); }
    }
    return [...found];
  };
  // Animations end at once for the screenshot only: play functions run with the story's real timing.
  w.__kdFreeze = () => {
    if (document.getElementById('kd-freeze')) return;
    const style = document.createElement('style');
    style.id = 'kd-freeze';
    style.textContent = ${JSON.stringify(FREEZE_CSS)};
    document.head.appendChild(style);
  };
  const thaw = () => { const style = document.getElementById('kd-freeze'); if (style) style.remove(); };
  const attach = (channel) => {
    channel.on('storyFinished', (data) => {
      const reporters = (data && data.reporters) || [];
      const a11y = reporters.find((r) => r.type === 'a11y');
      const violations = ((a11y && a11y.result && a11y.result.violations) || []).map((v) => ({
        id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')),
      }));
      settle({ status: 'ok', violations, ...storyParameters() });
    });
    const fail = (message) => settle({ status: 'error', message: String(message).slice(0, 1500) });
    channel.on('storyErrored', (e) => fail(e && e.description));
    channel.on('storyThrewException', (e) => fail(e && e.message));
    channel.on('playFunctionThrewException', (e) => fail(e && e.message));
    channel.on('unhandledErrorsWhilePlaying', (e) => fail(e && e[0] && e[0].message));
    channel.on('storyMissing', (id) => fail('story missing: ' + id));
  };
  let channel = null;
  const ready = new Promise((resolve) => {
    const poll = () => {
      channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      if (channel && w.__STORYBOOK_PREVIEW__) { attach(channel); resolve(); } else setTimeout(poll, 5);
    };
    poll();
  });
  const expect = (resolve) => {
    const timer = setTimeout(() => settle({ status: 'error', message: 'timed out after ${STORY_TIMEOUT_MS} ms' }), ${STORY_TIMEOUT_MS});
    pending = { resolve, timer };
  };
  // The story named in the URL (with the mode's globals) renders first, as the page loads.
  w.__kdFirst = new Promise(expect);
  w.__kdVisit = (storyId) => ready.then(() => new Promise((resolve) => {
    thaw();
    w.scrollTo(0, 0);
    expect(resolve);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }));
})();`;

/** The stories of a built Storybook that the run checks (type story, tagged `test`). */
export async function listStories(baseUrl) {
  const response = await fetch(new URL('index.json', baseUrl));
  const index = await response.json();
  return Object.values(index.entries)
    .filter((e) => e.type === 'story' && (e.tags ?? ['test']).includes('test'))
    .map((e) => ({ id: e.id, title: e.title, name: e.name }));
}

function formatViolations(violations) {
  return violations.map((v) => `  - ${v.id} (${v.impact}): ${v.help}\n      ${v.nodes.join('\n      ')}`).join('\n');
}

/** A fresh page (and context) that loads `story` in `mode`; later stories are switched to through the channel. */
async function openPage(browser, baseUrl, mode, story) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(PREVIEW_SCRIPT);
  const globals = `locale:${mode.locale};theme:${mode.theme}`;
  await page.goto(`${baseUrl}iframe.html?id=${story.id}&viewMode=story&globals=${globals}`, { waitUntil: 'load' });
  return { context, page };
}

/** Checks one story in one page: its failure message (if any) and the snapshot status. */
async function checkStory(page, story, mode, options, first) {
  const outcome = first
    ? await page.evaluate(() => window.__kdFirst)
    : await page.evaluate((id) => window.__kdVisit(id), story.id);
  const label = `[${mode.name}] ${story.title} › ${story.name}`;
  if (outcome.status === 'error') return { failure: `${label}: ${outcome.message}` };
  if (!outcome.a11yDisabled && outcome.a11yTest !== 'off' && outcome.violations.length > 0) {
    return { failure: `${label}: accessibility violations\n${formatViolations(outcome.violations)}` };
  }
  if (mode.locale === 'he' && outcome.latinWords.length > 0) {
    return { failure: `${label}: English in a Hebrew story: ${outcome.latinWords.join(', ')}` };
  }
  if (!outcome.snapshot) return { snapshot: 'skipped' };
  await page.evaluate(() => {
    window.__kdFreeze();
    return document.fonts.ready.then(() => undefined);
  });
  const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  const result = matchSnapshot(image, { ...options.snapshot, id: `${story.id}--${mode.name}` });
  if (result.status === 'failed') return { failure: `${label}: ${result.message}`, snapshot: 'failed' };
  return { snapshot: result.status };
}

/**
 * @param {{ baseUrl: string, stories: {id:string,title:string,name:string}[], pagesPerMode?: number,
 *   executablePath: string, snapshot: { snapshotDir: string, diffDir: string, update: boolean, ci: boolean },
 *   log?: (line: string) => void }} options
 */
export async function runStories(options) {
  const { baseUrl, stories, pagesPerMode = 1, log = console.log } = options;
  const browser = await chromium.launch({ executablePath: options.executablePath, args: CHROMIUM_ARGS });
  const failures = [];
  const firstFailures = [];
  const flaky = [];
  const counts = { checks: 0, passed: 0, written: 0, updated: 0, skipped: 0, failed: 0 };
  const seen = new Set();
  try {
    const lanes = MODES.flatMap((mode) =>
      Array.from({ length: pagesPerMode }, (_, shard) => ({
        mode,
        stories: stories.filter((_, i) => i % pagesPerMode === shard),
      })),
    );
    await Promise.all(
      lanes.map(async ({ mode, stories: mine }) => {
        let lane = null;
        for (const story of mine) {
          seen.add(`${story.id}--${mode.name}`);
          const first = !lane;
          let result;
          try {
            lane ??= await openPage(browser, baseUrl, mode, story);
            result = await checkStory(lane.page, story, mode, options, first);
          } catch (error) {
            result = { failure: `[${mode.name}] ${story.title} › ${story.name}: ${error.message}` };
          }
          counts.checks++;
          if (result.snapshot && result.snapshot !== 'failed') counts[result.snapshot]++;
          if (result.failure) {
            firstFailures.push({ story, mode, failure: result.failure });
            log(`✗ ${result.failure}`);
            if (result.snapshot !== 'failed') {
              // A story that failed to render or play may leave the page in any state: start the next on a fresh page.
              await lane?.context.close().catch(() => {});
              lane = null;
            }
          } else if (options.verbose) {
            log(`✓ [${mode.name}] ${story.id}`);
          }
        }
        await lane?.context.close();
      }),
    );
    // A check that failed is run once more, alone, on a fresh page: one that passes then is reported as flaky
    // (listed in the summary, not hidden), one that fails again fails the run.
    for (const { story, mode, failure } of firstFailures) {
      let result;
      let lane = null;
      try {
        lane = await openPage(browser, baseUrl, mode, story);
        result = await checkStory(lane.page, story, mode, options, true);
      } catch (error) {
        result = { failure: `[${mode.name}] ${story.title} › ${story.name}: ${error.message}` };
      }
      await lane?.context.close().catch(() => {});
      if (result.failure) {
        counts.failed++;
        failures.push(result.failure);
        log(`✗ (again on retry) ${result.failure}`);
      } else {
        if (result.snapshot) counts[result.snapshot]++;
        flaky.push(failure);
        log(`⚠ passed on retry: [${mode.name}] ${story.id}`);
      }
    }
  } finally {
    await browser.close();
  }
  return { failures, flaky, counts, seen };
}

/** Baselines that no story and mode produced (reported; removed with -u). */
export function obsoleteBaselines(snapshotDir, seen) {
  return readdirSync(snapshotDir)
    .filter((f) => f.endsWith('.png') && !seen.has(f.slice(0, -4)))
    .map((f) => path.join(snapshotDir, f));
}

export function removeFiles(files) {
  for (const f of files) rmSync(f, { force: true });
}
