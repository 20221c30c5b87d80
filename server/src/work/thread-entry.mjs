// The first module of every thread of the work pool (work-pool.ts). Plain JavaScript on purpose: a worker thread
// does not get the TypeScript loader that `node --import tsx` gave the request thread (passing `--import tsx` to
// the thread loads a .ts entry too early, and tsx's require hook then turns the jobs module into CommonJS), so
// the thread registers tsx's ESM loader itself and then imports the jobs module the pool names. The same under
// `npm start`, in production and under Vitest.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const jobs = await import(workerData.module);

/**
 * Piscina calls this with each job: the jobs module's default export answers it.
 * @public Piscina runs this module's default export in each worker thread.
 */
export default jobs.default;
