import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_SERVER_MALLOC_TUNABLES, BUILT_SERVER_NODE_FLAGS } from './node-flags.ts';

const repoRoot = new URL('../../../', import.meta.url);
const built = ['node', ...BUILT_SERVER_NODE_FLAGS, 'server/dist/main.js'];

describe('the built server starts with its node flags and glibc tunables', () => {
  it('with npm start', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('package.json', repoRoot), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(
      `npm run build && GLIBC_TUNABLES=${BUILT_SERVER_MALLOC_TUNABLES} ${built.join(' ')}`,
    );
  });

  it("in the image's CMD", () => {
    const dockerfile = readFileSync(new URL('Dockerfile', repoRoot), 'utf8');
    expect(dockerfile).toContain(`CMD ${JSON.stringify(built).replaceAll(',', ', ')}`);
    expect(dockerfile).toContain(`ENV GLIBC_TUNABLES=${BUILT_SERVER_MALLOC_TUNABLES}\n`);
    // The build stage's warm-up, making the premade days with the same allocator.
    expect(dockerfile).toContain(`RUN GLIBC_TUNABLES=${BUILT_SERVER_MALLOC_TUNABLES} \\\n`);
  });
});
