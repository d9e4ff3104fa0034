import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (ms) of the processes under load, read from /proc around the slices of a target (bench:realtime). */
const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/** A process's CPU time so far (ms, user + system); 0 once it is gone. */
export function procCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
  } catch {
    return 0; // gone since the listing
  }
}

/** What a PostgreSQL process is, from its title: a backend of `database`, a shared background process, or else. */
type PgKind = 'bench' | 'background' | 'other';

function postgresKind(pid: number, database: string): PgKind {
  // "postgres: 15/main: <user> <database> <host(port)> <state>" for a backend; "postgres: 15/main: walwriter" etc.
  const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  const words = title
    .replace(/^postgres: (?:[^:]+: )?/, '')
    .trim()
    .split(/\s+/);
  if (words.length >= 3 && /\(\d+\)$|^\[local\]$/.test(words[2]!)) return words[1] === database ? 'bench' : 'other';
  return 'background';
}

/**
 * Every process named `comm` by pid (Redis, PostgreSQL…). Per pid, so a process that exits between two samples (a
 * pool closing an idle connection) does not take its earlier CPU time out of the sum.
 */
export function cpuByName(comm: string): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) {
        byPid.set(Number(entry), procCpuMs(Number(entry)));
      }
    } catch {
      /* exited */
    }
  }
  return byPid;
}

/**
 * Every PostgreSQL process by pid, with its kind: the benchmark database's backends and the shared background
 * processes (WAL writer, checkpointer, background writer, autovacuum) count; other databases' backends (another
 * benchmark or test on the same PostgreSQL) are kept apart, not charged to the benchmark.
 */
function postgresCpuMs(database: string): Map<number, { ms: number; kind: PgKind }> {
  const byPid = new Map<number, { ms: number; kind: PgKind }>();
  for (const [pid, ms] of cpuByName('postgres')) {
    try {
      byPid.set(pid, { ms, kind: postgresKind(pid, database) });
    } catch {
      /* exited */
    }
  }
  return byPid;
}

/** PostgreSQL's processes charged to `database` (its backends and the shared background ones), as `cpuByName`. */
export function chargedPostgres(database: string): Map<number, number> {
  const charged = new Map<number, number>();
  for (const [pid, { ms, kind }] of postgresCpuMs(database)) if (kind !== 'other') charged.set(pid, ms);
  return charged;
}

/** What the processes of a `cpuByName` listing used between two listings (one that started in between counts whole). */
export function cpuByNameDelta(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

/** The whole machine's busy and total time (ms, summed over cores) from /proc/stat. */
export function machineMs(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
}

export interface CpuSample {
  server: number;
  postgres: Map<number, { ms: number; kind: PgKind }>;
  generator: number;
  echo: number;
  machineBusy: number;
  machineTotal: number;
}

/**
 * `echoPids`: the comparison servers (one is loaded at a time, their sum is its CPU); `database`: the benchmark's
 * (its backends are PostgreSQL's share).
 */
export function cpuSample(serverPid: number, echoPids: readonly number[], database: string): CpuSample {
  const { user, system } = process.cpuUsage();
  const machine = machineMs();
  return {
    server: procCpuMs(serverPid),
    postgres: postgresCpuMs(database),
    generator: (user + system) / 1000,
    echo: echoPids.reduce((sum, pid) => sum + procCpuMs(pid), 0),
    machineBusy: machine.busy,
    machineTotal: machine.total,
  };
}

/**
 * `postgres`: the benchmark database's backends + the shared background processes; `postgresBackground`: that
 * second part alone; `postgresOther`: other databases' backends (not in `postgres`: someone else's load).
 */
export type CpuTotals = Omit<CpuSample, 'postgres'> & {
  postgres: number;
  postgresBackground: number;
  postgresOther: number;
};

export const noCpu = (): CpuTotals => ({
  server: 0,
  postgres: 0,
  postgresBackground: 0,
  postgresOther: 0,
  generator: 0,
  echo: 0,
  machineBusy: 0,
  machineTotal: 0,
});

/** What each process used between two samples (a PostgreSQL process that started in between counts whole). */
export function cpuDelta(before: CpuSample, after: CpuSample): CpuTotals {
  const sums: Record<PgKind, number> = { bench: 0, background: 0, other: 0 };
  for (const [pid, { ms, kind }] of after.postgres) sums[kind] += ms - (before.postgres.get(pid)?.ms ?? 0);
  return {
    server: after.server - before.server,
    postgres: sums.bench + sums.background,
    postgresBackground: sums.background,
    postgresOther: sums.other,
    generator: after.generator - before.generator,
    echo: after.echo - before.echo,
    machineBusy: after.machineBusy - before.machineBusy,
    machineTotal: after.machineTotal - before.machineTotal,
  };
}
