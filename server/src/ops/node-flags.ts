/**
 * The node flags the built server starts with, wherever it starts: `npm start` (package.json), the image's CMD
 * (Dockerfile) and the tests and benches that start it built (testing/server-process.ts); node-flags.test.ts
 * checks the first two against this list. A semi-space of 4 MB (V8 lets each grow to 16 MB) keeps the young
 * generation at 8 MB: it was 25–31 MB of the PostgreSQL server's RSS at ready, idle and under load (decision 0028,
 * session 20). V8 reads it once, when the heap is made, so it cannot be set from main.ts as v8-memory.ts does.
 */
export const BUILT_SERVER_NODE_FLAGS = ['--max-semi-space-size=4'] as const;
