import { describe, expect, it } from 'vitest';
import { pauseSeconds, scriptSegments } from './script-segments.ts';

describe('scriptSegments', () => {
  it('cuts at sentences and puts the marked pauses after the sentence before them', () => {
    expect(
      scriptSegments('Feche os olhos. Respire. [pausa] O ar entra... e sai. [pausa longa] Fim.'),
    ).toEqual([
      { text: 'Feche os olhos.', pauseAfter: 'sentence' },
      { text: 'Respire.', pauseAfter: 'pause' },
      { text: 'O ar entra...', pauseAfter: 'phrase' },
      { text: 'e sai.', pauseAfter: 'longPause' },
      { text: 'Fim.', pauseAfter: 'end' },
    ]);
  });

  it('keeps the longest pause where marks and paragraphs meet, and says no mark aloud', () => {
    const segments = scriptSegments('Um. [pausa]\n\n[pausa longa] Dois!\n\nTrês?');
    expect(segments).toEqual([
      { text: 'Um.', pauseAfter: 'longPause' },
      { text: 'Dois!', pauseAfter: 'paragraph' },
      { text: 'Três?', pauseAfter: 'end' },
    ]);
  });

  it('cuts a very long sentence at commas', () => {
    const long = Array.from({ length: 12 }, (_, i) => `uma parte comprida da frase número ${String(i)}`).join(
      ', ',
    );
    const segments = scriptSegments(`${long}.`);
    expect(segments.length).toBeGreaterThan(1);
    expect(segments.every((segment) => segment.text.length <= 260)).toBe(true);
    expect(segments.map((segment) => segment.text).join(' ')).toBe(`${long}.`);
  });

  it('keeps closing quotes with their sentence', () => {
    expect(scriptSegments('Diga: “isto é tédio.” Depois respire.').map((s) => s.text)).toEqual([
      'Diga: “isto é tédio.”',
      'Depois respire.',
    ]);
  });
});

describe('pauseSeconds', () => {
  it('scales the marked pauses and paragraphs, never the short breaths', () => {
    expect(pauseSeconds('pause', 0.5)).toBe(1.5);
    expect(pauseSeconds('longPause', 1)).toBe(8);
    expect(pauseSeconds('sentence', 0.5)).toBe(0.8);
    expect(pauseSeconds('end', 2)).toBe(0);
  });
});
