import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBundleOptions } from '../../build-options.mjs';

/**
 * The packages a built entry loads when it starts: the static imports of its output and of the chunks those import,
 * not the dynamic ones (loaded on first use). Bundled as build.mjs bundles the server (issue 33, decision 0028
 * "Session 39").
 */
async function packagesAtStart(entry: string): Promise<Set<string>> {
  const result = await build({
    ...serverBundleOptions,
    entryPoints: { entry },
    absWorkingDir: new URL('../../../', import.meta.url).pathname,
    outdir: '/tmp/start-imports',
    splitting: true,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  const start = Object.keys(outputs).find((file) => file.endsWith('/entry.js'));
  if (!start) throw new Error('no entry output');
  visit(start);
  return packages;
}

describe('what a process loads at start', () => {
  it('a work process: the voice, the encoder and the music, without zod, the AI SDK or mail', async () => {
    const packages = await packagesAtStart('server/src/work/heavy-work.worker.ts');
    // zod alone was about 12 MB of a work process's RSS: the server checks each request before it is handed over.
    for (const heavy of ['zod', 'openai', 'nodemailer', 'postgres', 'hono'])
      expect(
        [...packages].filter((name) => name === heavy || name.startsWith(`${heavy}/`)),
        heavy,
      ).toEqual([]);
    expect(packages).toContain('@breezystack/lamejs');
  });

  it('the server: nodemailer and the OpenAI SDK only with their first use', async () => {
    const packages = await packagesAtStart('server/src/main.ts');
    for (const late of ['nodemailer', 'openai'])
      expect(
        [...packages].filter((name) => name === late || name.startsWith(`${late}/`)),
        late,
      ).toEqual([]);
    expect(packages).toContain('hono');
  });
});

/** Every TypeScript source file under `folder`, tests left out. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(folder, file));
}

describe('what the server touches at start', () => {
  it('builds no Intl formatter when a module loads: each is made with its first use', () => {
    // One formatter built at start brought ICU's zone or number data in: 12 MB of the idle server's RSS for the five
    // there were (decision 0028 "Session 39").
    const root = new URL('../../../', import.meta.url).pathname;
    const atLoad = ['server/src', 'providers/src', 'fixtures/src', 'projections/src']
      .flatMap((folder) => sources(join(root, folder)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /^(export )?(const|let|var) .*(new Intl\.|toLocale)/.test(line))
          .map((line) => `${file.slice(root.length)}: ${line.trim()}`),
      );
    expect(atLoad).toEqual([]);
  });
});
