import { getPriority } from 'node:os';
import { threadId } from 'node:worker_threads';

/** A worker for work-pool's tests: holds its thread `ms` milliseconds, then says where and at what priority it ran. */
export default function spin(job: { ms: number; fail?: boolean }): { threadId: number; priority: number } {
  const until = performance.now() + job.ms;
  while (performance.now() < until) {
    // busy: the CPU-bound job the pool exists for
  }
  if (job.fail) throw new Error('falhou de propósito');
  return { threadId, priority: getPriority() };
}
