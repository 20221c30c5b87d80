import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../envelope.ts';
import { type Upcaster, upcastEvent, upcasters } from './upcasters.ts';

const stored = (type: string, data: unknown, schemaVersion: number): StoredEvent => ({
  eventId: 'e1',
  type,
  data,
  metadata: { occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion },
  streamId: 'journey-u1',
  streamPosition: 0,
  checkpoint: '1',
  recordedAt: '2026-01-01T00:00:00.000Z',
});

// An example evolution: v1 ReflectionSaved { day, text } → v2 adds `words` → v3 renames text to body.
const chain: Upcaster[] = [
  {
    type: 'ReflectionSaved',
    fromVersion: 1,
    upcast: (data) => {
      const { text } = data as { text: string };
      return { ...(data as object), words: text.split(/\s+/).filter(Boolean).length };
    },
  },
  {
    type: 'ReflectionSaved',
    fromVersion: 2,
    upcast: (data) => {
      const { text, ...rest } = data as { text: string };
      return { ...rest, body: text };
    },
  },
];

describe('upcastEvent', () => {
  it('brings an old event to the newest version, one step at a time', () => {
    const event = upcastEvent(stored('ReflectionSaved', { day: 2, text: 'um dia calmo' }, 1), chain);
    expect(event.data).toEqual({ day: 2, words: 3, body: 'um dia calmo' });
    expect(event.metadata.schemaVersion).toBe(3);
  });

  it('starts from the stored version and leaves current or other events alone', () => {
    const v2 = upcastEvent(stored('ReflectionSaved', { day: 2, text: 'oi', words: 1 }, 2), chain);
    expect(v2.data).toEqual({ day: 2, words: 1, body: 'oi' });
    const current = stored('ReflectionSaved', { day: 2, body: 'oi', words: 1 }, 3);
    expect(upcastEvent(current, chain)).toBe(current);
    const other = stored('DayCompleted', { day: 2 }, 1);
    expect(upcastEvent(other, chain)).toBe(other);
  });

  it('is the identity with the registered upcasters while every type is at version 1', () => {
    expect(upcasters).toEqual([]);
    const event = stored('DayCompleted', { day: 1 }, 1);
    expect(upcastEvent(event)).toBe(event);
  });
});
