import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds (user + system) used so far by the processes this bench cares about, from /proc (Linux). */
export interface CpuSample {
  server: number;
  postgres: number;
  bench: number;
}

const TICKS_PER_SECOND = 100;

function ticksOf(pid: number | string): { comm: string; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // Fields after the command: state is [0], utime [11], stime [12].
    return { comm, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

export function sampleCpu(serverPid: number): CpuSample | null {
  const server = ticksOf(serverPid);
  if (!server) return null;
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const process = ticksOf(entry);
    if (process?.comm === 'postgres') postgres += process.ticks;
  }
  return {
    server: server.ticks / TICKS_PER_SECOND,
    postgres: postgres / TICKS_PER_SECOND,
    bench: ticksOf('self')!.ticks / TICKS_PER_SECOND,
  };
}

/** Microseconds of CPU per request in each part, between two samples. */
export function cpuPerRequest(before: CpuSample | null, after: CpuSample | null, requests: number): string {
  if (!before || !after || requests === 0) return '';
  const us = (a: number, b: number) => Math.round(((b - a) * 1e6) / requests);
  return `CPU µs/request: server ${us(before.server, after.server)}, PostgreSQL ${us(before.postgres, after.postgres)}, load ${us(before.bench, after.bench)}`;
}
