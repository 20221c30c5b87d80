import { describe, expect, it } from 'vitest';
import { createConsoleOutbox } from './console-outbox.ts';
import type { SentMail } from './mail-provider.ts';

describe('console outbox', () => {
  it('prints each message and lists the last ones, newest first', async () => {
    const printed: SentMail[] = [];
    const outbox = createConsoleOutbox({
      print: (mail) => printed.push(mail),
      keep: 2,
      now: () => new Date('2026-01-02T03:04:05.000Z'),
    });
    for (const n of [1, 2, 3])
      await outbox.send({ to: `a${n}@example.com`, subject: `s${n}`, text: `t${n}` });
    expect(printed.map((mail) => mail.to)).toEqual(['a1@example.com', 'a2@example.com', 'a3@example.com']);
    expect(outbox.recent()).toEqual([
      { to: 'a3@example.com', subject: 's3', text: 't3', sentAt: '2026-01-02T03:04:05.000Z' },
      { to: 'a2@example.com', subject: 's2', text: 't2', sentAt: '2026-01-02T03:04:05.000Z' },
    ]);
  });
});
