import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from './open-pglite.ts';

/** The embedded database on disk: an empty DATA_DIR is made by initdb in a child process, then opened here. */

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openEmbeddedDatabase on a DATA_DIR', () => {
  it(
    'makes an empty directory (initdb in a process of its own), then reopens what it holds',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'detox-open-pglite-'));
      made.push(dataDir);
      const first = await openEmbeddedDatabase(dataDir);
      await first.sql`create table kept (note text)`;
      await first.sql`insert into kept values ('ainda aqui')`;
      await first.close();

      const again = await openEmbeddedDatabase(dataDir);
      try {
        expect(await again.sql`select note from kept`).toEqual([{ note: 'ainda aqui' }]);
        expect(await again.sql`show shared_buffers`).toEqual([{ shared_buffers: '16MB' }]);
      } finally {
        await again.close();
      }
    },
  );
});
