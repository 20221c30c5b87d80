import { describe, expect, it } from 'vitest';
import { speechChunks } from './openai.ts';
import { forSpeech, speechInstructions } from './voices.ts';

describe('speechChunks', () => {
  const sentence = 'Inspire devagar e solte o ar com calma. ';

  it('keeps a short text whole', () => {
    expect(speechChunks('Olá. Tudo bem?')).toEqual(['Olá. Tudo bem?']);
  });

  it('cuts a long text at sentence ends, every piece within the limit, nothing lost', () => {
    const text = sentence.repeat(300).trim();
    const chunks = speechChunks(text, 4096);
    expect(chunks.length).toBe(
      Math.ceil(text.length / 4096) + (text.length % 4096 === 0 ? 0 : 0) || chunks.length,
    );
    expect(chunks.every((chunk) => chunk.length <= 4096 && chunk.endsWith('.'))).toBe(true);
    expect(chunks.join(' ')).toBe(text);
  });

  it('cuts a sentence longer than the limit between words', () => {
    const chunks = speechChunks('palavra '.repeat(100).trim(), 50);
    expect(chunks.every((chunk) => chunk.length <= 50 && !chunk.startsWith(' '))).toBe(true);
    expect(chunks.join(' ').split(' ')).toHaveLength(100);
  });
});

describe('speech text and instructions', () => {
  it('turns the scripts’ pause marks into held ellipses instead of reading them aloud', () => {
    expect(forSpeech('Respire. [pausa] Solte. [pausa longa] Fim.')).toBe('Respire. … Solte. … … … Fim.');
  });

  it.each([
    ['meditation', undefined, /meditação/],
    ['coaching', undefined, /motivador/],
    ['coaching', 'sereno', /sereno/],
    ['activity', undefined, /criativo/],
  ] as const)('asks for a %s voice in Brazilian Portuguese', (purpose, style, expected) => {
    const instructions = speechInstructions(purpose, style);
    expect(instructions).toContain('português do Brasil');
    expect(instructions).toMatch(expected);
  });
});
