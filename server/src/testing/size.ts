/**
 * How big the heavy integration tests run (issue 20 item 6). `npm test` runs each at a size that still proves its
 * point; TEST_SIZE=full runs the big variants (a nightly run, or before touching what they guard). The benchmarks
 * (`npm run bench:store`, `bench:meditations`, …) measure at full scale whatever the setting.
 */
const fullSize = process.env.TEST_SIZE === 'full';

/** `quick` for `npm test`, `full` with TEST_SIZE=full. */
export const bySize = <T>(quick: T, full: T): T => (fullSize ? full : quick);
