/**
 * `node --import tsx apps/server/bench/chatWebTrace.ts trace.json [more.json…]`: B's main thread in a
 * `BENCH_TRACE` file of `pnpm bench:chat-web`, per message, in **thread CPU** (the trace events' `tdur`: time the
 * thread ran, which a loaded machine inflates far less than wall time). B's renderer is the one whose frame has the
 * URL the bench wrote as `metadata.benchPageB`.
 *
 * Per message: the main thread's CPU between the message's receipt and its paint (the page's marks, p50 and p90),
 * the main thread in all (its top-level tasks), style recalculation and layout (forced — run inside
 * JavaScript, e.g. a scroll to the bottom in React's commit — and in frames), the frame's paint stages, JavaScript
 * outside them, IntersectionObserver, garbage collection; and the frames: how many, how many laid out, how many
 * only recalculated style (an animation the main thread drives), how many did neither.
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { frames?: { processId: number; url: string }[]; type?: string } };
}

/** JavaScript's entry points: style or layout inside one of these was forced by script. */
const SCRIPT = new Set([
  'FunctionCall',
  'EvaluateScript',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'v8.callFunction',
  'v8.run',
]);
const FRAME_STAGES = ['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer'];

export function summarise(file: string) {
  const trace = JSON.parse(readFileSync(file, 'utf8')) as {
    traceEvents: TraceEvent[];
    metadata?: { benchPageB?: string; messages?: number };
  };
  const events = trace.traceEvents;
  const pageB = trace.metadata?.benchPageB;
  const messages = trace.metadata?.messages ?? 100;
  const started = events.filter((e) => e.name === 'TracingStartedInBrowser');
  const frame = started.flatMap((e) => e.args?.data?.frames ?? []).find((f) => (pageB ? f.url === pageB : true));
  if (!frame) throw new Error(`${file}: no frame for ${pageB}`);
  const pid = frame.processId;
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error(`${file}: no main thread for process ${pid}`);
  const xs = events
    .filter((e) => e.pid === pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);

  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const sums = new Map<string, number>();
  const add = (key: string, ms: number) => sums.set(key, (sums.get(key) ?? 0) + ms);
  const frames = { all: 0, layout: 0, styleOnly: 0, neither: 0 };
  const stack: TraceEvent[] = [];
  let task: { layout: boolean; style: boolean; frame: boolean } | null = null;
  const closeTask = () => {
    if (task?.frame) {
      frames.all++;
      if (task.layout) frames.layout++;
      else if (task.style) frames.styleOnly++;
      else frames.neither++;
    }
  };
  for (const e of xs) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
    if (stack.length === 0) {
      closeTask();
      task = { layout: false, style: false, frame: false };
      add('main thread', cpu(e));
    }
    const inScript = stack.some((s) => SCRIPT.has(s.name));
    const nestedSame = stack.some((s) => s.name === e.name);
    if (!nestedSame) {
      if (e.name === 'Layout' || e.name === 'UpdateLayoutTree') {
        const kind = e.name === 'Layout' ? 'layout' : 'style';
        add(kind, cpu(e));
        add(`${kind} count`, 1);
        add(`${kind}, forced by script`, inScript ? cpu(e) : 0);
        if (task) task[kind] = true;
      } else if (FRAME_STAGES.includes(e.name)) {
        add('paint stages (pre-paint, paint, layerize, commit)', cpu(e));
        if (task && e.name === 'Commit') task.frame = true;
      } else if (e.name.startsWith('IntersectionObserver')) add('IntersectionObserver', cpu(e));
      else if (/GC|MinorGC|MajorGC/.test(e.name)) add('garbage collection', cpu(e));
      else if (SCRIPT.has(e.name) && !inScript) add('script (incl. its forced style/layout)', cpu(e));
      if (e.name === 'EventDispatch' && e.args?.data?.type === 'scroll') add('scroll events', 1);
    }
    stack.push(e);
  }
  closeTask();

  // Each message's receipt → paint on B (the page's `bench:received:` and `bench:painted:` marks): the main
  // thread's CPU inside that window, top-level tasks pro rata where they straddle its ends.
  const marks = new Map<string, { received?: number; painted?: number }>();
  for (const e of events) {
    if (e.pid !== pid) continue;
    const found = /^bench:(received|painted):(.+)$/.exec(e.name);
    if (!found) continue;
    const m = marks.get(found[2]!) ?? {};
    if (m[found[1] as 'received' | 'painted'] === undefined) m[found[1] as 'received' | 'painted'] = e.ts;
    marks.set(found[2]!, m);
  }
  const tops: TraceEvent[] = [];
  let end = -Infinity;
  for (const e of xs) {
    if (e.ts >= end) {
      tops.push(e);
      end = e.ts + e.dur!;
    }
  }
  const windowCpu: number[] = [];
  for (const { received, painted } of marks.values()) {
    if (received === undefined || painted === undefined || painted < received) continue;
    let ms = 0;
    for (const e of tops) {
      const from = Math.max(e.ts, received);
      const to = Math.min(e.ts + e.dur!, painted);
      if (to > from) ms += cpu(e) * (e.dur! > 0 ? (to - from) / e.dur! : 1);
    }
    windowCpu.push(ms);
  }
  windowCpu.sort((a, b) => a - b);
  const pct = (p: number) =>
    windowCpu.length
      ? +windowCpu[Math.min(windowCpu.length - 1, Math.ceil((p / 100) * windowCpu.length) - 1)]!.toFixed(2)
      : NaN;
  const per = (key: string) => +((sums.get(key) ?? 0) / messages).toFixed(2);
  return {
    file,
    messages,
    'receipt → painted: main-thread CPU p50 ms': pct(50),
    'receipt → painted: main-thread CPU p90 ms': pct(90),
    'receipt → painted: messages marked': windowCpu.length,
    'main thread ms': per('main thread'),
    'script ms (incl. forced)': per('script (incl. its forced style/layout)'),
    'style ms': per('style'),
    'style, forced ms': per('style, forced by script'),
    styles: per('style count'),
    'layout ms': per('layout'),
    'layout, forced ms': per('layout, forced by script'),
    layouts: per('layout count'),
    'paint stages ms': per('paint stages (pre-paint, paint, layerize, commit)'),
    'IntersectionObserver ms': per('IntersectionObserver'),
    'GC ms': per('garbage collection'),
    'scroll events': per('scroll events'),
    frames: +(frames.all / messages).toFixed(2),
    'frames with layout': +(frames.layout / messages).toFixed(2),
    'style-only frames': +(frames.styleOnly / messages).toFixed(2),
    'frames with neither': +(frames.neither / messages).toFixed(2),
  };
}

const files = process.argv.slice(2);
if (files.length) {
  const rows = files.map(summarise);
  const keys = Object.keys(rows[0]!).filter((k) => k !== 'file' && k !== 'messages');
  console.log(`| B, per message | ${files.join(' | ')} |`);
  console.log(`| --- | ${files.map(() => '---').join(' | ')} |`);
  for (const k of keys) console.log(`| ${k} | ${rows.map((r) => r[k as keyof typeof r]).join(' | ')} |`);
}
