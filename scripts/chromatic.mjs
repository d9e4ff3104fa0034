// Chromatic visual review for a networked CI. Guarded: without CHROMATIC_PROJECT_TOKEN it does nothing,
// and with one it is bounded by a timeout (the CLI hangs for minutes where its service is unreachable).
// Modes (en/he × light/dark) come from .storybook/preview.tsx `parameters.chromatic.modes`.
import { spawn } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set — skipping (local image snapshots still run in npm test).',
  );
  process.exit(0);
}
const timeoutMs = Number(process.env.CHROMATIC_TIMEOUT_MS || 10 * 60 * 1000);
const child = spawn('npx', ['-y', 'chromatic@18', '--config-file', 'chromatic.config.json', '--exit-zero-on-changes'], {
  stdio: 'inherit',
  env: process.env,
});
const timer = setTimeout(() => {
  console.error(`chromatic: no result after ${timeoutMs / 1000} s — stopping.`);
  child.kill('SIGKILL');
  process.exit(1);
}, timeoutMs);
child.on('exit', (code) => {
  clearTimeout(timer);
  process.exit(code ?? 1);
});
