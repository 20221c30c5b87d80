import { setFlagsFromString } from 'node:v8';

/**
 * How much V8 lets the old generation grow past what survived the last full collection before it collects again
 * (issue 33, decision 0028 session 20): 25 %, where V8 picks a factor of its own between 1.1 and 4 from how fast
 * it collects. Under bench:api's load the server on PostgreSQL ended at 156–213 MB of RSS with V8's choice (old
 * space 51–109 MB, mostly garbage), 138–143 with this, for the same CPU per request. It is read at each full
 * collection, so setting it here, as main.ts is evaluated, takes: `node server/dist/main.js` needs no flag. The
 * young generation is not touched: what keeps it small (--optimize-for-size, or its growth factor at 1) cost 25–50 %
 * more CPU per request in the same trials. The work processes take it as a flag (work-processes.ts); PGlite's
 * initdb child keeps V8's defaults.
 */
setFlagsFromString('--heap-growing-percent=25');
