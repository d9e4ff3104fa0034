import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (ms) of the processes under load, read from /proc around the slices of a target (bench:realtime). */
const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

function procCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
  } catch {
    return 0; // gone since the listing
  }
}

/**
 * Every PostgreSQL process (backends, WAL writer, checkpointer…) by pid: nothing else uses the database during a
 * run. Per pid, so a backend that exits between two samples (a pool closing an idle connection) does not take its
 * earlier CPU time out of the sum.
 */
function postgresCpuMs(only?: ReadonlySet<number>): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || (only && !only.has(Number(entry)))) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        byPid.set(Number(entry), procCpuMs(Number(entry)));
      }
    } catch {
      /* exited */
    }
  }
  return byPid;
}

/** The whole machine's busy and total time (ms, summed over cores) from /proc/stat. */
function machineMs(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
}

export interface CpuSample {
  server: number;
  postgres: Map<number, number>;
  generator: number;
  echo: number;
  machineBusy: number;
  machineTotal: number;
}

/**
 * `echoPids`: the comparison servers (one is loaded at a time, their sum is its CPU). `postgresPids`: only these
 * PostgreSQL processes (the backends of the benchmark's database, when others use the same PostgreSQL).
 */
export function cpuSample(
  serverPid: number,
  echoPids: readonly number[],
  postgresPids?: ReadonlySet<number>,
): CpuSample {
  const { user, system } = process.cpuUsage();
  const machine = machineMs();
  return {
    server: procCpuMs(serverPid),
    postgres: postgresCpuMs(postgresPids),
    generator: (user + system) / 1000,
    echo: echoPids.reduce((sum, pid) => sum + procCpuMs(pid), 0),
    machineBusy: machine.busy,
    machineTotal: machine.total,
  };
}

export type CpuTotals = Omit<CpuSample, 'postgres'> & { postgres: number };

export const noCpu = (): CpuTotals => ({
  server: 0,
  postgres: 0,
  generator: 0,
  echo: 0,
  machineBusy: 0,
  machineTotal: 0,
});

/** What each process used between two samples (a PostgreSQL process that started in between counts whole). */
export function cpuDelta(before: CpuSample, after: CpuSample): CpuTotals {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return {
    server: after.server - before.server,
    postgres,
    generator: after.generator - before.generator,
    echo: after.echo - before.echo,
    machineBusy: after.machineBusy - before.machineBusy,
    machineTotal: after.machineTotal - before.machineTotal,
  };
}
