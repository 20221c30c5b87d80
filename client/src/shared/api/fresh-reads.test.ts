import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { MAX_STALE_REREADS, withFreshReads } from './fresh-reads.ts';

interface Call {
  kind: 'read' | 'write' | 'ask';
  resolve: (value: { data: string }) => void;
}

function harness() {
  const calls: Call[] = [];
  const query = withFreshReads<string, string, never, { asksOnly?: boolean }>(
    (args) =>
      new Promise((resolve) => {
        calls.push({ kind: args === 'write' ? 'write' : args === 'ask' ? 'ask' : 'read', resolve });
      }),
  );
  const api = (type: 'query' | 'mutation') =>
    ({ type, signal: new AbortController().signal }) as BaseQueryApi;
  return {
    calls,
    read: () => query('read', api('query'), {}),
    write: () => query('write', api('mutation'), {}),
    ask: () => query('ask', api('mutation'), { asksOnly: true }),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withFreshReads', () => {
  it('returns a read as it is when no write was answered meanwhile', async () => {
    const { calls, read } = harness();
    const result = read();
    await tick();
    calls[0]?.resolve({ data: 'v1' });
    expect(await result).toEqual({ data: 'v1' });
    expect(calls).toHaveLength(1);
  });

  it('does not send a read again for a mutation that only asks (the start-up token check)', async () => {
    const { calls, read, ask } = harness();
    const result = read();
    const asked = ask();
    await tick();
    calls[1]?.resolve({ data: 'session ok' });
    await asked;
    calls[0]?.resolve({ data: 'v1' });
    expect(await result).toEqual({ data: 'v1' });
    expect(calls.map((call) => call.kind)).toEqual(['read', 'ask']);
  });

  it('sends a read again when a write was answered while it was out', async () => {
    const { calls, read, write } = harness();
    const result = read();
    const written = write();
    await tick();
    calls[1]?.resolve({ data: 'written' });
    await written;
    calls[0]?.resolve({ data: 'stale' });
    await tick();
    expect(calls.map((call) => call.kind)).toEqual(['read', 'write', 'read']);
    calls[2]?.resolve({ data: 'fresh' });
    expect(await result).toEqual({ data: 'fresh' });
  });

  it('gives up after a bounded number of reads while writes keep landing', async () => {
    const { calls, read, write } = harness();
    const result = read();
    for (let attempt = 0; attempt <= MAX_STALE_REREADS; attempt += 1) {
      await tick();
      const pending = write();
      await tick();
      calls.at(-1)?.resolve({ data: 'written' });
      await pending;
      calls
        .filter((call) => call.kind === 'read')
        .at(-1)
        ?.resolve({ data: `read ${String(attempt)}` });
    }
    expect(await result).toEqual({ data: `read ${String(MAX_STALE_REREADS)}` });
    expect(calls.filter((call) => call.kind === 'read')).toHaveLength(MAX_STALE_REREADS + 1);
  });
});
