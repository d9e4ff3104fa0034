/**
 * `node --import tsx apps/server/bench/profileSummary.ts <file.cpuprofile> [options]` — where a server's CPU went,
 * from a `node --cpu-prof` profile (e.g. bench:realtime with BENCH_SERVER_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=/tmp/prof"). Self time per function and per package or source folder, inclusive time per
 * function, within a window of the profile: the busy seconds of a benchmark slice, not the start or the idle phases.
 *
 * Options: --from S / --to S (seconds from the profile's start; default: the busiest stretch, see --timeline),
 * --top N (30), --messages N (the messages answered in the window: figures are then also µs per message),
 * --timeline (the busy ms of every second, to choose a window), --match TEXT (inclusive time of functions whose
 * name or file contains TEXT only).
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && !/^\d/.test(a));
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
if (!file) {
  console.error('usage: profileSummary.ts <file.cpuprofile> [--from S] [--to S] [--top N] [--messages N] [--timeline]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(option('top') ?? 30);
const messages = option('messages') ? Number(option('messages')) : undefined;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

const IDLE = new Set(['(idle)']);
const isIdle = (node: ProfileNode) => IDLE.has(node.callFrame.functionName);

// Sample times (µs from the start) and durations: a sample lasts until the next one.
const times: number[] = [];
let t = 0;
for (const d of profile.timeDeltas) {
  t += d;
  times.push(t);
}
const durationOf = (i: number) => (i + 1 < times.length ? times[i + 1]! - times[i]! : 0);

// Busy ms per second of the profile.
const seconds = Math.ceil((times.at(-1) ?? 0) / 1e6) + 1;
const busy = new Array<number>(seconds).fill(0);
profile.samples.forEach((id, i) => {
  if (!isIdle(byId.get(id)!)) busy[Math.floor(times[i]! / 1e6)]! += durationOf(i) / 1000;
});
if (args.includes('--timeline')) {
  console.log('busy ms per second of the profile:');
  for (let s = 0; s < seconds; s += 10) {
    console.log(
      `${String(s).padStart(5)} s: ${busy
        .slice(s, s + 10)
        .map((ms) => ms.toFixed(0).padStart(5))
        .join('')}`,
    );
  }
}

/** The longest run of seconds each busier than half the busiest second (a benchmark slice), unless given. */
function busiestStretch(): [number, number] {
  const threshold = Math.max(...busy) / 2;
  let best: [number, number] = [0, seconds];
  let start = -1;
  for (let s = 0; s <= seconds; s++) {
    const on = s < seconds && busy[s]! >= threshold;
    if (on && start < 0) start = s;
    if (!on && start >= 0) {
      if (s - start > best[1] - best[0] || best[1] - best[0] === seconds) best = [start, s];
      start = -1;
    }
  }
  return best;
}
const [autoFrom, autoTo] = busiestStretch();
const from = Number(option('from') ?? autoFrom);
const to = Number(option('to') ?? autoTo);

const label = (f: CallFrame) => {
  const where = f.url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(where);
  const short = pkg ? `${pkg[1]}/${pkg[2]}` : where.replace(/^.*\/(apps|packages)\//, '$1/');
  return `${f.functionName || '(anonymous)'} ${short ? `${short}:${f.lineNumber + 1}` : ''}`.trim();
};
const groupOf = (f: CallFrame) => {
  const where = f.url.replace(/^file:\/\//, '');
  if (!where) return f.functionName.startsWith('(') ? f.functionName : '(native / V8 builtins)';
  if (where.startsWith('node:')) return 'node:' + where.slice(5).split('/')[0];
  const pkg = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(where);
  if (pkg) return pkg[1]!;
  const app = /\/(apps\/[^/]+\/src\/[^/]+|packages\/[^/]+\/src\/[^/]+)/.exec(where);
  return app ? app[1]! : where;
};

const self = new Map<string, number>();
const groups = new Map<string, number>();
const inclusive = new Map<string, number>();
let windowMs = 0;
let busyMs = 0;
profile.samples.forEach((id, i) => {
  const at = times[i]! / 1e6;
  if (at < from || at >= to) return;
  const ms = durationOf(i) / 1000;
  windowMs += ms;
  const node = byId.get(id)!;
  if (isIdle(node)) return;
  busyMs += ms;
  const name = label(node.callFrame);
  self.set(name, (self.get(name) ?? 0) + ms);
  const g = groupOf(node.callFrame);
  groups.set(g, (groups.get(g) ?? 0) + ms);
  const seen = new Set<string>();
  for (let n: ProfileNode | undefined = node; n; n = byId.get(parentOf.get(n.id) ?? -1)) {
    const key = label(n.callFrame);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
  }
});

const per = (ms: number) =>
  `${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / busyMs).toFixed(1).padStart(5)} %` +
  (messages ? ` ${((1000 * ms) / messages).toFixed(1).padStart(7)} µs/msg` : '');
const list = (title: string, m: Map<string, number>, filter: (k: string) => boolean = () => true) => {
  console.log(`\n${title}`);
  for (const [k, ms] of [...m]
    .filter(([k]) => filter(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    console.log(`${per(ms)}  ${k}`);
};

console.log(
  `window ${from}–${to} s of ${seconds} s: ${windowMs.toFixed(0)} ms sampled, ${busyMs.toFixed(0)} ms busy` +
    (messages ? ` (${((1000 * busyMs) / messages).toFixed(1)} µs per message over ${messages} messages)` : ''),
);
list('self time by package / source folder', groups);
list('self time by function', self);
const match = option('match');
list(`inclusive time by function${match ? ` (matching ${match})` : ''}`, inclusive, (k) => !match || k.includes(match));
