import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { send, spawnServer, subscriberToken } from '../testing/server-process.ts';
import { BUILT_SERVER_NODE_FLAGS } from './node-flags.ts';

/** The server as production runs it (issue 33): built once into server/dist/, started with plain node. */

const repoRoot = new URL('../../../', import.meta.url).pathname;

/** The process's children: the loader would have its esbuild service there. */
function childrenOf(pid: number): string[] {
  return readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map((child) => readFileSync(`/proc/${child}/comm`, 'utf8').trim());
}

describe('the built server', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['server/build.mjs'], { cwd: repoRoot, stdio: 'pipe' });
  }, 60_000);

  it(
    'starts with plain node, answers ready, runs heavy work in its built work process and stops on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const server = await spawnServer({}, { built: true });
      try {
        expect(server.child.spawnargs.slice(1)).toEqual([...BUILT_SERVER_NODE_FLAGS, 'server/dist/main.js']);
        expect((await send(server.url, undefined, 'GET', '/api/ready')).status).toBe(200);
        expect(childrenOf(server.child.pid ?? 0)).toEqual([]);
        const token = await subscriberToken(server.url, 'compilado@teste.com.br', '198.51.100.33');
        // A music loop is made in a work process, started for it: the built entry and jobs module
        // (server/dist/work-process.js, heavy-work.worker.js) answer.
        const music = await send(server.url, undefined, 'GET', '/api/audio/background-music/0', {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(music.status).toBe(200);
        expect(music.body.length).toBeGreaterThan(1000);
        expect(childrenOf(server.child.pid ?? 0)).toEqual(['node']);
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited()).toEqual({ code: 0, signal: null });
    },
  );
});
