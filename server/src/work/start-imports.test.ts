import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { latin1Source, serverBundleOptions } from '../../build-options.mjs';

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
    // The voice and the encoder load with the first speech the process makes (espeak-voice.ts, mp3-encoder.ts).
    expect([...packages].filter((name) => !name.startsWith('node:'))).toEqual([]);
    expect(packages).toContain('node:fs/promises');
  });

  it('the server: nodemailer, the OpenAI SDK, web-push and the MP3 encoder only with their first use', async () => {
    const packages = await packagesAtStart('server/src/main.ts');
    for (const late of ['nodemailer', 'openai', 'web-push', '@breezystack/lamejs'])
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

describe('the built server source, one byte a character', () => {
  /** A character beyond Latin-1 (a UTF-16 code unit above U+00FF). */
  const beyond = /[\u0100-\uffff]/;

  it('writes what lies beyond Latin-1 in comments and regular expressions as escapes that read the same', async () => {
    const code = [
      '// Dia 1 \u2014 O despertar',
      "export const dash = '\\u2014';",
      '/** doc 0\u20136 */',
      'export const quotes = /[\u201c\u201d\u2026]/g;',
      'export const smile = /\u{1F642}/u;',
      // An identity escape: the escaped character itself, not a backslash.
      'export const escaped = /^\\\u2014$/;',
    ].join('\n');
    const written = latin1Source(code, 'x.js');
    expect(code).toMatch(beyond);
    expect(written).not.toMatch(beyond);
    const run = async (text: string) => {
      const module = (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as {
        dash: string;
        quotes: RegExp;
        smile: RegExp;
        escaped: RegExp;
      };
      return [
        module.dash,
        module.quotes.test('\u2026'),
        module.quotes.test('"'),
        module.smile.test('\u{1F642}'),
        module.escaped.test('\u2014'),
      ];
    };
    expect(await run(written)).toEqual(await run(code));
    expect(await run(written)).toEqual(['\u2014', true, false, true, true]);
  });

  it('refuses such a character where an escape would change the program', () => {
    expect(() => latin1Source('const raw = String.raw`a\u2014b`;', 'x.js')).toThrow('x.js:1');
  });

  it('the bundle of the server is written whole in Latin-1', async () => {
    // V8 holds a script's source two bytes a character when one character is beyond Latin-1: main.js was 2.6 MB
    // of the idle server's heap, 1.3 after (decision 0028, session 40). latin1Source throws where it cannot escape.
    const result = await build({
      ...serverBundleOptions,
      entryPoints: { main: 'server/src/main.ts' },
      absWorkingDir: new URL('../../../', import.meta.url).pathname,
      outdir: '/tmp/start-imports',
      splitting: true,
      write: false,
      logLevel: 'silent',
    });
    expect(result.outputFiles.some((output) => beyond.test(output.text))).toBe(true);
    for (const output of result.outputFiles)
      expect(latin1Source(output.text, output.path), output.path).not.toMatch(beyond);
  });
});
