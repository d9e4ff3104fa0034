// Typechecks every workspace package with its own tsconfig (each has its own lib/types boundary:
// packages/core sees neither DOM nor Node globals). tsc uses one core, so two projects run at a time
// (TYPECHECK_JOBS, default 2: the CI machine's cores), largest first; each one's output is printed whole when it ends.
import { spawn } from 'node:child_process';

const projects = [
  'apps/web/tsconfig.json',
  'apps/server/tsconfig.json',
  'packages/ui/tsconfig.json',
  'tsconfig.tools.json',
  'packages/core/tsconfig.json',
];
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS || 2));

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      const ok = status === 0;
      process.stdout.write(Buffer.concat(output));
      console.log(`${ok ? '✓' : '✗'} tsc -p ${project} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(ok);
    });
  });
}

const queue = [...projects];
let failed = false;
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) if (!(await check(project))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);
