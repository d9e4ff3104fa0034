// Builds Storybook statically, serves it on 127.0.0.1 and runs @storybook/test-runner against it
// (smoke, play, axe and image snapshots in en/he × light/dark). Extra arguments go to test-storybook,
// e.g. `pnpm test:storybook -u` to re-record baselines on purpose.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serveStatic } from './serve-static.mjs';

const args = process.argv.slice(2);
if (!process.env.SKIP_STORYBOOK_BUILD || !existsSync('storybook-static/index.json')) {
  const build = spawnSync('pnpm', ['build:storybook'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = await serveStatic('storybook-static');
const { port } = server.address();
const url = `http://127.0.0.1:${port}`;
console.log(`Storybook build served at ${url}`);
const runnerArgs = ['exec', 'test-storybook', '--index-json', '--url', url, ...args];
if (process.env.CI) runnerArgs.push('--ci');
const child = spawn('pnpm', runnerArgs, { stdio: 'inherit', env: { ...process.env, TARGET_URL: url } });
child.on('exit', (code) => {
  server.close();
  process.exit(code ?? 1);
});
