import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { alternatingTick, send, spawnServer, subscriberToken } from '../testing/server-process.ts';
import { storageUnavailableMessage } from './write-health.ts';

/**
 * The real server process on PGlite with its disk "full" (disk-full-preload.ts: writes that grow a file fail with
 * ENOSPC, as on a real full disk): writes answer 503 in pt-BR, /api/ready 503, and both come back once there is room.
 */
it('answers 503 while the disk is full and comes back by itself', { timeout: 180_000 }, async () => {
  const flag = join(mkdtempSync(join(tmpdir(), 'detox-disk-')), 'full');
  const server = await spawnServer(
    { DISK_FULL_FLAG: flag },
    { preload: new URL('../testing/disk-full-preload.ts', import.meta.url).pathname },
  );
  try {
    const token = await subscriberToken(server.url, 'disco-cheio@teste.com.br', '198.51.100.60');
    const tick = alternatingTick(server.url, token);
    const ready = () => send(server.url, undefined, 'GET', '/api/ready');
    expect((await tick()).status).toBe(200);
    expect((await ready()).status).toBe(200);

    writeFileSync(flag, '');
    // Writes that fit in pages the tables already have still go through, as on a real full disk; the first one
    // that must grow a file is refused.
    let refused = await tick();
    let accepted = 0;
    while (refused.status === 200 && accepted < 2000) {
      accepted++;
      refused = await tick();
    }
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({
      error: storageUnavailableMessage,
      reason: 'storage_unavailable',
    });
    const notReady = await ready();
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.body)).toMatchObject({ reason: 'disco cheio (53100)' });
    const progress = await send(server.url, undefined, 'GET', '/api/progress', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(progress.status).toBe(200);
    expect((await tick()).status).toBe(503);

    rmSync(flag);
    const deadline = Date.now() + 5000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await ready()).status;
    }
    expect(status).toBe(200);
    expect((await tick()).status).toBe(200);

    server.child.kill('SIGTERM');
    expect((await server.exited()).code).toBe(0);
    const output = server.output();
    expect(output.match(/gravação indisponível: disco cheio \(53100\)/g)).toHaveLength(1);
    expect(output).toContain('gravação restabelecida');
    expect(output).not.toContain('"status":500');
    console.log(`accepted while full before the first refusal: ${accepted}`);
  } finally {
    server.child.kill('SIGKILL');
  }
});
