// Compares a PNG screenshot with its committed baseline, the way the Storybook run has always judged them
// (pixelmatch with a 0.01 colour threshold, anti-aliased pixels ignored, at most 0.05 % of pixels may differ),
// and writes what a reviewer needs when they do not match: `<id>-diff.png` (baseline | differences | received)
// and `<id>-received.png` in the diff folder. Identical bytes pass without decoding (the usual case).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const DEFAULT_FAILURE_RATIO = 0.0005;
const PIXELMATCH_OPTIONS = { threshold: 0.01, includeAA: false };

/** Copies `image` onto a transparent canvas of `width` × `height` (for comparing images of different sizes). */
function padded(image, width, height) {
  if (image.width === width && image.height === height) return image;
  const out = new PNG({ width, height });
  PNG.bitblt(image, out, 0, 0, image.width, image.height, 0, 0);
  return out;
}

/**
 * @param {Buffer} received PNG bytes of the screenshot
 * @param {Buffer} baseline PNG bytes of the committed baseline
 * @returns {{ pass: boolean, diffRatio: number, diffPixels: number, sizeMismatch: boolean, diffImage?: Buffer }}
 */
export function compareImages(received, baseline, failureRatio = DEFAULT_FAILURE_RATIO) {
  if (received.equals(baseline)) return { pass: true, diffRatio: 0, diffPixels: 0, sizeMismatch: false };
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(received);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const sizeMismatch = a.width !== b.width || a.height !== b.height;
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(
    padded(a, width, height).data,
    padded(b, width, height).data,
    diff.data,
    width,
    height,
    PIXELMATCH_OPTIONS,
  );
  const diffRatio = diffPixels / (width * height);
  const pass = !sizeMismatch && diffRatio <= failureRatio;
  if (pass) return { pass, diffRatio, diffPixels, sizeMismatch };
  // Baseline | differences | received, side by side.
  const composite = new PNG({ width: width * 3, height });
  PNG.bitblt(padded(a, width, height), composite, 0, 0, width, height, 0, 0);
  PNG.bitblt(diff, composite, 0, 0, width, height, width, 0);
  PNG.bitblt(padded(b, width, height), composite, 0, 0, width, height, width * 2, 0);
  return { pass, diffRatio, diffPixels, sizeMismatch, diffImage: PNG.sync.write(composite) };
}

/**
 * Checks one screenshot against `<snapshotDir>/<id>.png`.
 * - `update`: a differing or missing baseline is (re)written; the check passes.
 * - `ci`: a missing baseline fails (new baselines are recorded on purpose, never by CI).
 * - otherwise a missing baseline is written.
 * @returns {{ status: 'passed' | 'failed' | 'written' | 'updated', message?: string }}
 */
export function matchSnapshot(received, { id, snapshotDir, diffDir, update = false, ci = false, failureRatio }) {
  const baselinePath = path.join(snapshotDir, `${id}.png`);
  const diffPath = path.join(diffDir, `${id}-diff.png`);
  const receivedPath = path.join(diffDir, `${id}-received.png`);
  rmSync(diffPath, { force: true });
  rmSync(receivedPath, { force: true });
  if (!existsSync(baselinePath)) {
    if (ci && !update)
      return { status: 'failed', message: `no baseline ${path.relative(process.cwd(), baselinePath)}` };
    mkdirSync(snapshotDir, { recursive: true });
    writeFileSync(baselinePath, received);
    return { status: 'written' };
  }
  const result = compareImages(received, readFileSync(baselinePath), failureRatio);
  if (result.pass) return { status: 'passed' };
  if (update) {
    writeFileSync(baselinePath, received);
    return { status: 'updated' };
  }
  mkdirSync(diffDir, { recursive: true });
  if (result.diffImage) writeFileSync(diffPath, result.diffImage);
  writeFileSync(receivedPath, received);
  const what = result.sizeMismatch
    ? 'a different size from the baseline'
    : `${result.diffPixels} different pixels (${(result.diffRatio * 100).toFixed(3)} %)`;
  return {
    status: 'failed',
    message: `screenshot has ${what}; see ${path.relative(process.cwd(), diffPath)}`,
  };
}
