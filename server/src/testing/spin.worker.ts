import { readdirSync, readFileSync } from 'node:fs';

/** The nice value of every thread of this process (the 19th field of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((thread) => {
    const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
    // After the command's closing parenthesis: state is field 3, nice field 19.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[19 - 3]);
  });
}

/**
 * A jobs module for work-pool's tests: holds its process `ms` milliseconds, then says which process it ran in and
 * the nice value of each of that process's threads and the glibc tunables it was started with; or fails (`fail`), or ends its process (`crash`).
 */
export default function spin(
  job: { ms: number; fail?: boolean; crash?: boolean; report?: boolean },
  context?: { progress: (value: string) => void },
): {
  pid: number;
  niceValues: number[];
  mallocTunables: string | undefined;
} {
  if (job.report) context?.progress('começou');
  const until = performance.now() + job.ms;
  while (performance.now() < until) {
    // busy: the CPU-bound job the pool exists for
  }
  if (job.fail) throw new Error('falhou de propósito');
  if (job.crash) process.exit(3);
  return { pid: process.pid, niceValues: threadNiceValues(), mallocTunables: process.env.GLIBC_TUNABLES };
}
