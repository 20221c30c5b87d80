// The first start on an empty DATA_DIR, in a process of its own (decision 0028, session 17): PGlite runs initdb in
// a second WebAssembly instance of its own, and what that leaves in the server's native heap (glibc keeps the
// freed pages, ~65 MB measured) never went back to the OS. Here it goes with the process; the server then opens
// the made directory as any restart does. Argument: the PGlite directory.
import { PGlite } from '@electric-sql/pglite';
import { compileWebAssemblyWithBaselineOnly } from '../../ops/wasm-tiers.ts';
import { startParams } from './embedded-settings.ts';

// As in the server: a one-off initdb is no work for the optimising compiler.
compileWebAssemblyWithBaselineOnly();
const directory = process.argv[2];
if (!directory) throw new Error('uso: pglite-initdb <diretório do PGlite>');
const db = await PGlite.create(directory, { startParams });
await db.close();
