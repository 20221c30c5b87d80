import { describe, expect, it } from 'vitest';
import { hasSomethingToSay, speakable } from './speakable.ts';

describe('speakable: what a voice can say', () => {
  it.each([
    ['Respire 🙏 fundo', 'Respire fundo'],
    ['👩‍👩‍👧‍👦 família', 'família'],
    ['Bom dia 🇧🇷!', 'Bom dia !'],
    ['dia 1️⃣', 'dia 1'],
    ['\u202eolá\u200f mundo\u200b', 'olá mundo'],
    // A pile of marks keeps one: NFC composes the first into ó, the next stays.
    ['o\u0301\u0302\u0303la', 'ó\u0302la'],
    ['Parágrafo.\nOutro.', 'Parágrafo.\nOutro.'],
  ])('%j → %j', (text, said) => {
    expect(speakable(text)).toBe(said);
  });

  it.each(['🙏', '🙏🏽👩‍👩‍👧', '🇧🇷', '...!?', '\u202e\u200f', '\u0301\u0301', ' \t', '\ufe0f\u20e3'])(
    'has nothing to say in %j',
    (text) => {
      expect(hasSomethingToSay(text)).toBe(false);
    },
  );

  it('has something to say in a word or a number', () => {
    expect(hasSomethingToSay('ok 🙏')).toBe(true);
    expect(hasSomethingToSay('21')).toBe(true);
  });
});
