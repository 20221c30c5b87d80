import { describe, expect, it } from 'vitest';
import modelFile from './risk-model.json' with { type: 'json' };
import {
  decideRisk,
  loadHeads,
  type RiskModelFile,
  type RiskScores,
  riskScores,
  scoresWith,
  thresholdsOf,
} from './risk-reading.ts';

const shipped = modelFile as RiskModelFile;
const maxWords = shipped.short?.maxWords ?? 0;

/** Issue 31, session 29: a text of at most `short.maxWords` words is read by the head for short texts. */
describe('the head for short texts', () => {
  it('reads a reply of a few words, and leaves a longer text to the writer head', () => {
    expect(maxWords).toBeGreaterThan(0);
    expect(riskScores('isso faz sentido mesmo').short).toBe(true);
    const words = (count: number) => Array.from({ length: count }, () => 'dia').join(' ');
    expect(riskScores(words(maxWords)).short).toBe(true);
    expect(riskScores(words(maxWords + 1)).short).toBeUndefined();
  });

  it('reads a different score than the writer head, weighed by its own thresholds', () => {
    const text = 'isso faz sentido mesmo';
    const { short, ...withoutShort } = shipped;
    expect(short).toBeDefined();
    const writerOnly = scoresWith(loadHeads(withoutShort), thresholdsOf(withoutShort), text);
    expect(writerOnly.short).toBeUndefined();
    expect(riskScores(text).self).not.toBe(writerOnly.self);
  });

  it('decides by the short head’s check-in for a short text, by the writer head’s for a longer one', () => {
    const thresholds = {
      self: { card: 0.6, checkIn: 0.2 },
      other: { card: 0.5 },
      short: { card: 0.6, checkIn: 0.1 },
    };
    const scores: RiskScores = {
      rule: undefined,
      self: 0.15,
      other: 0,
      plainRule: false,
      someoneElseRule: false,
    };
    expect(decideRisk('texto curto', { ...scores, short: true }, thresholds).level).toBe('check-in');
    expect(decideRisk('texto longo', scores, thresholds).level).toBe('none');
    // A model without the head for short texts: the writer head's thresholds for every text.
    expect(
      decideRisk(
        'texto curto',
        { ...scores, short: true },
        { self: thresholds.self, other: thresholds.other },
      ).level,
    ).toBe('none');
  });
});

/** Issue 31, session 30: a who head sure that only someone else is at risk decides over the writer head's card. */
describe('the who head when it is sure', () => {
  const thresholds = {
    self: { card: 0.6, checkIn: 0.2 },
    other: { card: 0.5 },
    who: { writer: 0.12, selfBelow: 0.2, sure: 0.005 },
  };
  // "meu melhor amigo se cortou de propósito no turno. eu vi. ele me pediu pra não contar. eu conto?": the writer
  // head reads the risk words as the writer's, someone else's head and the who head read a friend at risk.
  const scores: RiskScores = {
    rule: 'self-harm',
    self: 0.9,
    other: 0.8,
    plainRule: false,
    someoneElseRule: true,
    who: 0.002,
  };

  it('gives the helper’s words below `sure`, whatever the writer head reads', () => {
    expect(decideRisk('texto', scores, thresholds)).toEqual({ level: 'card', audience: 'someone-else' });
  });

  it('keeps the writer’s card at or above `sure`, or in a model without it', () => {
    expect(decideRisk('texto', { ...scores, who: 0.005 }, thresholds)).toEqual({
      level: 'card',
      audience: 'self',
    });
    const { sure, ...withoutSure } = thresholds.who;
    expect(sure).toBeDefined();
    expect(decideRisk('texto', scores, { ...thresholds, who: withoutSure })).toEqual({
      level: 'card',
      audience: 'self',
    });
  });

  it('is read from the model file', () => {
    const file: RiskModelFile = { ...shipped, who: shipped.who && { ...shipped.who, sure: 0.01 } };
    expect(thresholdsOf(file).who?.sure).toBe(0.01);
  });
});
