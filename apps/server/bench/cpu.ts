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

/** Every PostgreSQL process (backends, WAL writer, checkpointer…): nothing else uses the database during a run. */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += procCpuMs(Number(entry));
    } catch {
      /* exited */
    }
  }
  return total;
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
  postgres: number;
  generator: number;
  echo: number;
  machineBusy: number;
  machineTotal: number;
}

export function cpuSample(serverPid: number, echoPid: number): CpuSample {
  const { user, system } = process.cpuUsage();
  const machine = machineMs();
  return {
    server: procCpuMs(serverPid),
    postgres: postgresCpuMs(),
    generator: (user + system) / 1000,
    echo: procCpuMs(echoPid),
    machineBusy: machine.busy,
    machineTotal: machine.total,
  };
}
