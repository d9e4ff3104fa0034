// A step of `npm test` that fails leaves its failures in test-results/step-reports/<step>.txt; the run's summary
// prints them last, so a long later step (the end-to-end journeys) does not push them out of a CI log's tail.
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const DIR = path.resolve('test-results/step-reports');
const file = (step) => path.join(DIR, `${step}.txt`);

/** Records a step's failures (or clears an earlier record when there are none). */
export function writeStepReport(step, failures) {
  rmSync(file(step), { force: true });
  if (!failures.length) return;
  mkdirSync(DIR, { recursive: true });
  writeFileSync(file(step), failures.map((f) => `✗ ${f}`).join('\n') + '\n');
}

/** What a failed step recorded, cut to `maxLines` lines; '' when it recorded nothing. */
export function readStepReport(step, maxLines = 60) {
  if (!existsSync(file(step))) return '';
  const lines = readFileSync(file(step), 'utf8').trimEnd().split('\n');
  return lines.length > maxLines
    ? [...lines.slice(0, maxLines), `… ${lines.length - maxLines} more lines`].join('\n')
    : lines.join('\n');
}
