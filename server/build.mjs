// npm run build:server — the server built once for production (issue 33): server/src/main.ts and the work
// processes' entry and jobs module bundled with esbuild into server/dist/, started with plain `node server/dist/main.js`, no
// loader and no transpiling at start. Our workspaces (@detox/*, TypeScript sources) are bundled in; every other
// package stays an import of node_modules, loaded as published (the voice's WebAssembly, PGlite's files and the
// OpenAI SDK find their files from there, as they do under the loader). Each output sits where its source's
// `import.meta.url` expects: main.js two folders below the repository, as main.ts is (../../client/dist), and the
// jobs module beside it (work/heavy-work.ts names it).
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { latin1Source, serverBundleOptions } from './build-options.mjs';

const outdir = new URL('./dist/', import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const { outputFiles } = await build({
  entryPoints: {
    main: 'server/src/main.ts',
    'heavy-work.worker': 'server/src/work/heavy-work.worker.ts',
    'work-process': 'server/src/work/work-process.mjs',
    'pglite-initdb': 'server/src/event-store/pglite/pglite-initdb.ts',
  },
  ...serverBundleOptions,
  absWorkingDir: new URL('../', import.meta.url).pathname,
  outdir,
  splitting: true,
  sourcemap: true,
  write: false,
});
mkdirSync(outdir, { recursive: true });
for (const output of outputFiles)
  writeFileSync(
    output.path,
    output.path.endsWith('.js') ? latin1Source(output.text, output.path) : output.contents,
  );
// The crisis check's model, read from beside the module that loads it (risk-reading.ts), not bundled.
copyFileSync(
  new URL('../providers/src/ai/safety/risk-model.json', import.meta.url),
  `${outdir}risk-model.json`,
);
console.log(`server/dist: built in ${Math.round(performance.now() - started)} ms`);
