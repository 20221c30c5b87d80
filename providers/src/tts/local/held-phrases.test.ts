import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createHeldPhrases } from './held-phrases.ts';

const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith('detox-phrases-'));

describe('createHeldPhrases', () => {
  it('gives back each phrase as it was held, 16-bit or float, in any order', () => {
    const before = leftovers().length;
    const phrases = createHeldPhrases();
    const first = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    const second = Float32Array.from([0.5, -0.25, 1e-7, -1]);
    const third = new Int16Array(0);
    const held = [phrases.hold(first), phrases.hold(second), phrases.hold(third)] as const;
    expect(leftovers().length).toBe(before);
    expect(phrases.read(held[1])).toEqual(second);
    expect(phrases.read(held[0])).toEqual(first);
    expect(phrases.read(held[2])).toEqual(third);
    expect(held.map((phrase) => phrase.length)).toEqual([6, 4, 0]);
    phrases.close();
    expect(leftovers().length).toBe(before);
  });

  it('holds a part of a larger buffer as that part alone', () => {
    const phrases = createHeldPhrases();
    const whole = Int16Array.from([9, 8, 7, 6, 5]);
    const held = phrases.hold(whole.subarray(1, 4));
    expect(phrases.read(held)).toEqual(Int16Array.from([8, 7, 6]));
    phrases.close();
  });
});
