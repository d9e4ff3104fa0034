/**
 * `node --import tsx apps/server/bench/profileSummary.ts <file.cpuprofile> [top]` — where a V8 CPU profile's busy time
 * went (a server profiled under bench:api with `BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=…"`): self time by
 * part (garbage collection, Node's internals, each package, Kindred's own files), by function, and the inclusive time
 * of Kindred's own functions (their callees counted in). Idle time is left out; shares are of the busy time. With a
 * third argument (a regular expression), the stacks under which the functions it matches spent their self time.
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the program a frame belongs to: a package, Node's internals, Kindred's file, or V8's own entries. */
export function partOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  if (url.startsWith('node:')) return url;
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const own = /\/(apps|packages)\/(.+)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

const label = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${partOf(frame)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;

function summarise(profile: Profile, top: number, stacksOf?: RegExp) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  // timeDeltas[i] is the time before sample i; the time after it (the next delta) is what sample i stands for.
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + ms);
  }
  let busy = 0;
  let idle = 0;
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const stacks = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    busy += ms;
    if (stacksOf?.test(label(frame))) {
      const path: string[] = [];
      for (let at: number | undefined = id; at !== undefined && path.length < 8; at = parent.get(at)) {
        path.push(label(byId.get(at)!.callFrame));
      }
      stacks.set(path.join(' ← '), (stacks.get(path.join(' ← ')) ?? 0) + ms);
    }
    const part = partOf(frame);
    parts.set(part, (parts.get(part) ?? 0) + ms);
    functions.set(label(frame), (functions.get(label(frame)) ?? 0) + ms);
    // Inclusive time of Kindred's own functions: each counted once per sample, however deep it recurses.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      if (!/^(apps|packages)\//.test(partOf(f))) continue;
      const key = label(f);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  }
  const table = (title: string, entries: Map<string, number>) => {
    console.log(`\n${title}\n| ms | share of busy | |\n|---:|---:|---|`);
    for (const [name, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`| ${ms.toFixed(0)} | ${((ms / busy) * 100).toFixed(1)} % | ${name} |`);
    }
  };
  console.log(`busy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms`);
  table('Self time by part', parts);
  table('Self time by function', functions);
  table("Inclusive time of Kindred's own functions", inclusive);
  if (stacksOf) table(`Stacks of ${stacksOf.source}`, stacks);
}

const [file, top = '40', stacksOf] = process.argv.slice(2);
if (!file) {
  console.error('usage: profileSummary.ts <file.cpuprofile> [top]');
  process.exit(2);
}
summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(top), stacksOf ? new RegExp(stacksOf) : undefined);
