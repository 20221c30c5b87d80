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
