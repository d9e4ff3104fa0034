/**
 * `node --import tsx apps/server/bench/chatWebTrace.ts trace.json [more.json…]`: B's main thread in a
 * `BENCH_TRACE` file of `pnpm bench:chat-web`, per message, in **thread CPU** (the trace events' `tdur`: time the
 * thread ran, which a loaded machine inflates far less than wall time). B's renderer is the one whose frame has the
 * URL the bench wrote as `metadata.benchPageB` (a trace of B's page, as the bench made them before) or, in a trace of
 * the whole browser, the one with the page's receipt marks and no Enter.
 *
 * Per message: the main thread's CPU between the message's receipt and its paint (the page's marks, p50 and p90),
 * the main thread in all (its top-level tasks), the tasks that are not frames, style recalculation and layout
 * (forced — run inside JavaScript, e.g. a scroll to the bottom in React's commit, or in any task that is not a
 * frame: socket.io delivers its events in a microtask, which these trace categories do not show — and in frames),
 * the frame's paint stages, JavaScript outside them, IntersectionObserver, garbage collection; and the frames: how
 * many, how many laid out, how many only recalculated style (an animation the main thread drives), how many did
 * neither.
 *
 * A's side, when the trace holds A's renderer too (the bench now traces the whole browser): per
 * message, A's main-thread CPU from the Enter keydown to the WebSocket send of the message (the page's
 * `bench:enter:` and `bench:sent:` marks) and the whole keystroke task that holds the Enter (what A does in it
 * after the send: the pending bubble's render).
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

interface Trace {
  traceEvents: TraceEvent[];
  metadata?: { benchPageA?: string; benchPageB?: string; messages?: number };
}

/**
 * The main thread of a page's renderer: the one whose frame has `url` where the trace lists the frames (a trace of
 * B's page); in a trace of the whole browser, the renderer with A's marks (`bench:enter:`, side A) or with B's
 * receipts and no Enter (side B).
 */
function mainThreadOf(trace: Trace, side: 'A' | 'B', file: string) {
  const events = trace.traceEvents;
  const url = side === 'A' ? trace.metadata?.benchPageA : trace.metadata?.benchPageB;
  const started = events.filter((e) => e.name === 'TracingStartedInBrowser');
  const frame = started.flatMap((e) => e.args?.data?.frames ?? []).find((f) => (url ? f.url === url : true));
  let pid = frame?.processId;
  if (pid === undefined) {
    const entered = new Set(events.filter((e) => e.name.startsWith('bench:enter:')).map((e) => e.pid));
    const received = new Set(events.filter((e) => e.name.startsWith('bench:received:')).map((e) => e.pid));
    pid = side === 'A' ? [...entered][0] : [...received].find((p) => !entered.has(p));
  }
  if (pid === undefined) throw new Error(`${file}: no renderer for page ${side}`);
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error(`${file}: no main thread for process ${pid}`);
  const xs = events
    .filter((e) => e.pid === pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // Top-level tasks: the events no other event encloses.
  const tops: TraceEvent[] = [];
  let end = -Infinity;
  for (const e of xs) {
    if (e.ts >= end) {
      tops.push(e);
      end = e.ts + e.dur!;
    }
  }
  return { pid, xs, tops };
}

const cpuOf = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;

/** The page's `bench:<from>:<key>` and `bench:<to>:<key>` marks, by message key. */
function marksOf(events: TraceEvent[], pid: number, from: string, to: string) {
  const marks = new Map<string, { from?: number; to?: number }>();
  const pattern = new RegExp(`^bench:(${from}|${to}):(.+)$`);
  for (const e of events) {
    if (e.pid !== pid) continue;
    const found = pattern.exec(e.name);
    if (!found) continue;
    const m = marks.get(found[2]!) ?? {};
    const side = found[1] === from ? 'from' : 'to';
    if (m[side] === undefined) m[side] = e.ts;
    marks.set(found[2]!, m);
  }
  return marks;
}

/** Main-thread CPU between each message's two marks: top-level tasks pro rata where they straddle its ends. */
function windowCpu(tops: TraceEvent[], marks: Map<string, { from?: number; to?: number }>) {
  const out: number[] = [];
  for (const { from, to } of marks.values()) {
    if (from === undefined || to === undefined || to < from) continue;
    let ms = 0;
    for (const e of tops) {
      const a = Math.max(e.ts, from);
      const b = Math.min(e.ts + e.dur!, to);
      if (b > a) ms += cpuOf(e) * (e.dur! > 0 ? (b - a) / e.dur! : 1);
    }
    out.push(ms);
  }
  return out.sort((x, y) => x - y);
}

const pctOf = (sorted: number[], p: number) =>
  sorted.length ? +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(2) : NaN;

/** A's side: Enter → send, and the keystroke task that holds the Enter, in main-thread CPU per message. */
export function summariseA(file: string) {
  const trace = JSON.parse(readFileSync(file, 'utf8')) as Trace;
  const pageA = trace.metadata?.benchPageA;
  if (!pageA) return null;
  const messages = trace.metadata?.messages ?? 100;
  const { pid, tops } = mainThreadOf(trace, 'A', file);
  const marks = marksOf(trace.traceEvents, pid, 'enter', 'sent');
  const toSend = windowCpu(tops, marks);
  const keystroke: number[] = [];
  for (const { from } of marks.values()) {
    const task = from === undefined ? undefined : tops.find((e) => e.ts <= from && from < e.ts + e.dur!);
    if (task) keystroke.push(cpuOf(task));
  }
  keystroke.sort((x, y) => x - y);
  const all = tops.reduce((sum, e) => sum + cpuOf(e), 0);
  return {
    file,
    'A: Enter → send, main-thread CPU p50 ms': pctOf(toSend, 50),
    'A: Enter → send, main-thread CPU p90 ms': pctOf(toSend, 90),
    'A: Enter → send, messages marked': toSend.length,
    "A: the Enter's task, CPU p50 ms": pctOf(keystroke, 50),
    "A: the Enter's task, CPU p90 ms": pctOf(keystroke, 90),
    'A: main thread ms per message': +(all / messages).toFixed(2),
  };
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
  const trace = JSON.parse(readFileSync(file, 'utf8')) as Trace;
  const events = trace.traceEvents;
  const messages = trace.metadata?.messages ?? 100;
  const { pid, xs, tops } = mainThreadOf(trace, 'B', file);
  const cpu = cpuOf;
  const sums = new Map<string, number>();
  const add = (key: string, ms: number) => sums.set(key, (sums.get(key) ?? 0) + ms);
  const frames = { all: 0, layout: 0, styleOnly: 0, neither: 0 };
  // A task that paints is a frame; style and layout in any other task were forced by script (also when the script
  // ran as a microtask, which these trace categories do not show: socket.io delivers its events in one).
  const frameTasks = new Set<TraceEvent>();
  for (let i = 0, t = 0; i < xs.length; i++) {
    const e = xs[i]!;
    while (t + 1 < tops.length && tops[t + 1]!.ts <= e.ts) t++;
    if (FRAME_STAGES.includes(e.name) && tops[t]) frameTasks.add(tops[t]!);
  }
  let top: TraceEvent | null = null;
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
      top = e;
      add('main thread', cpu(e));
      if (!frameTasks.has(e)) add('tasks outside frames', cpu(e));
    }
    const inScript = stack.some((s) => SCRIPT.has(s.name));
    const outsideFrame = top !== null && !frameTasks.has(top);
    const nestedSame = stack.some((s) => s.name === e.name);
    if (!nestedSame) {
      if (e.name === 'Layout' || e.name === 'UpdateLayoutTree') {
        const kind = e.name === 'Layout' ? 'layout' : 'style';
        add(kind, cpu(e));
        add(`${kind} count`, 1);
        add(`${kind}, forced by script`, inScript || outsideFrame ? cpu(e) : 0);
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
  const receiptToPaint = windowCpu(tops, marksOf(events, pid, 'received', 'painted'));
  const pct = (p: number) => pctOf(receiptToPaint, p);
  const per = (key: string) => +((sums.get(key) ?? 0) / messages).toFixed(2);
  return {
    file,
    messages,
    'receipt → painted: main-thread CPU p50 ms': pct(50),
    'receipt → painted: main-thread CPU p90 ms': pct(90),
    'receipt → painted: messages marked': receiptToPaint.length,
    'main thread ms': per('main thread'),
    'script ms (incl. forced)': per('script (incl. its forced style/layout)'),
    'tasks outside frames ms': per('tasks outside frames'),
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
  const sidesA = files.map(summariseA);
  if (sidesA.every((r) => r !== null)) {
    for (const k of Object.keys(sidesA[0]!).filter((k) => k !== 'file'))
      console.log(`| ${k} | ${sidesA.map((r) => r[k as keyof typeof r]).join(' | ')} |`);
  }
}
