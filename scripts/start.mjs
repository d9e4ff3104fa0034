// `npm start`: bootstrap pnpm, install, build the web app, and start the server (API + web app + socket
// on one port, embedded PGlite under .data/ unless DATABASE_URL is set; demo data on an empty database).
import { spawn } from 'node:child_process';
import { ensurePnpm, installWorkspace, run } from './lib/tooling.mjs';

const pnpm = ensurePnpm();
installWorkspace(pnpm);
console.log('› building the web app');
if (run(pnpm, ['--filter', '@kindred/web', 'build']) !== 0) process.exit(1);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: { SEED_DEMO: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
