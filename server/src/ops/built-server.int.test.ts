import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
        // The crisis check reads its model from server/dist/risk-model.json (build.mjs copies it there): a crisis in
        // the chat gets the care, an ordinary reply the mentor.
        const chat = async (message: string) => {
          const answer = await send(server.url, undefined, 'POST', '/api/ai/chat', {
            headers: { Authorization: `Bearer ${token}` },
            body: { message },
          });
          expect(answer.status).toBe(200);
          return (JSON.parse(answer.body) as { source?: { safety?: string } }).source?.safety;
        };
        expect(await chat('vou tomar todos os meus remédios hoje')).toBe('crisis');
        expect(await chat('faz sentido, vou deixar o celular na sala')).toBe('normal');
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited()).toEqual({ code: 0, signal: null });
    },
  );

  it(
    'with the days made ahead (PREMADE_AUDIO_DIR, as the image sets it), takes them and runs no warm-up',
    { timeout: 120_000 },
    async () => {
      const premade = mkdtempSync(join(tmpdir(), 'detox-premade-'));
      for (let day = 1; day <= 21; day++) {
        writeFileSync(join(premade, `dia-${String(day)}-local-v2.mp3`), `dia ${String(day)} feito antes`);
        writeFileSync(join(premade, `dia-${String(day)}-local-v2.cues.json`), '[]');
      }
      const server = await spawnServer(
        { TTS_PROVIDER: 'local', AUDIO_WARMUP: 'true', PREMADE_AUDIO_DIR: premade },
        { built: true },
      );
      try {
        expect((await send(server.url, undefined, 'GET', '/api/ready')).status).toBe(200);
        expect(readdirSync(join(server.dataDir, 'audio'))).toHaveLength(42);
        const token = await subscriberToken(server.url, 'feito-antes@teste.com.br', '198.51.100.34');
        const day = await send(server.url, undefined, 'GET', '/dia%207.mp3', {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(day.status).toBe(200);
        expect(day.body).toBe('dia 7 feito antes');
        // The warm-up found every day made: no work process was started for it.
        await new Promise((resolve) => setTimeout(resolve, 2000));
        expect(childrenOf(server.child.pid ?? 0)).toEqual([]);
        expect(server.output()).toContain('meditações do dia feitas de antemão');
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited()).toEqual({ code: 0, signal: null });
    },
  );
});
