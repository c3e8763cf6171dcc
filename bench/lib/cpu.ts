import { readFileSync } from 'node:fs';

/** Linux reports a process's times in /proc in ticks of 1/100 s, whatever the kernel's own rate. */
const MS_PER_TICK = 10;

/**
 * The CPU time (user and system) a process has used, in milliseconds, from /proc/<pid>/stat; undefined
 * where there is no /proc. Unlike latency, it barely moves when other programs load the machine.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after it are space-separated.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}
