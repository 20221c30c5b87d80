import { describe, expect, it } from 'vitest';
import modelFile from './risk-model.json' with { type: 'json' };
import { sentencesOf } from './crisis-features.ts';
import {
  decideRisk,
  loadHeads,
  readingOf,
  type RiskModelFile,
  type RiskScores,
  riskScores,
  riskThresholds,
  scoresWith,
  thresholdsOf,
} from './risk-reading.ts';

const shipped = modelFile as RiskModelFile;
const maxWords = shipped.short?.maxWords ?? 0;

/** The shipped model file with a head's `ruleFloor` set (issue 31, session 34). */
const withFloor = (head: 'self' | 'other', floor: number): RiskModelFile => ({
  ...shipped,
  [head]: { ...shipped[head], ruleFloor: floor },
});

/** What a model file decides for a text, as the policy decides with the shipped one. */
const decideWith = (text: string, file: RiskModelFile) =>
  decideRisk(text, scoresWith(loadHeads(file), thresholdsOf(file), text), thresholdsOf(file));

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

/**
 * Issue 31, session 34: what the rules alone saw, where the writer head reads almost no risk (under the model's
 * `ruleFloor`) and the text names no one else, no longer asks the writer. On the development sets blind-212 to -235
 * and chat-21 to -28 (4,000 texts of people at risk the model never trained on) no crisis took that path; 68 hard
 * negatives did ("to estudando suicídio em Durkheim pra prova", RULES-session-34.md).
 */
describe('the rules under the floor', () => {
  const study =
    'to estudando suicídio em Durkheim pra prova de teoria sociológica, alguem tem resumo bom em papel? rsrs';

  it('is read from the model file, and absent it the rules always ask', () => {
    const { ruleFloor, ...selfWithout } = shipped.self;
    expect(ruleFloor).toBe(0.02);
    expect(thresholdsOf(withFloor('self', 0.05)).self.ruleFloor).toBe(0.05);
    expect(riskScores(study).rule).toBeDefined();
    expect(riskScores(study).self).toBeLessThan(0.02);
    expect(decideWith(study, { ...shipped, self: selfWithout }).level).toBe('check-in');
  });

  it('is the shipped check’s: the AI routes ask no one about the Durkheim exam', () => {
    expect(decideRisk(study, riskScores(study), riskThresholds())).toEqual({ level: 'none', audience: null });
  });

  it('asks no one about a crisis only the rules saw, the model reading below the floor', () => {
    expect(decideWith(study, withFloor('self', 0.02))).toEqual({ level: 'none', audience: null });
  });

  it('still asks when the text names someone else, whose the words may be', () => {
    const inLaw =
      'Boa noite. Meu sogro, de 67 anos, produtor rural, tem manifestado ideias de morte após o leilão da propriedade. Gostaria de orientação sobre como buscar atendimento especializado no interior de Goiás.';
    const scores = riskScores(inLaw);
    expect(scores.rule).toBeDefined();
    expect(scores.self).toBeLessThan(0.02);
    expect(decideWith(inLaw, withFloor('self', 0.02)).level).not.toBe('none');
  });

  it('leaves every reading at or above the floor as it was', () => {
    const scores: RiskScores = {
      rule: 'ideation-active',
      self: 0.03,
      other: 0,
      plainRule: false,
      someoneElseRule: false,
    };
    const thresholds = { self: { card: 0.6, checkIn: 0.2, ruleFloor: 0.02 }, other: { card: 0.5 } };
    expect(decideRisk('texto', scores, thresholds).level).toBe('check-in');
    expect(decideRisk('texto', { ...scores, self: 0.01 }, thresholds).level).toBe('none');
    expect(decideRisk('texto', { ...scores, self: 0.01, someoneElseRule: true }, thresholds).level).not.toBe(
      'none',
    );
  });
});

/**
 * Issue 31, session 34 (round 28): someone-else.ts's rules alone, where someone else's head reads almost no one at
 * risk (under its `ruleFloor`), no longer give the helper's words. On blind-212 to -241 and chat-21 to -30 the rules
 * alone gave them to 20 hard negatives ("li uma matéria sobre suicídio entre pequenos empresários") and to one person
 * worried about someone else, whose text the head read at 0.055 (RULES-session-34.md).
 */
describe('someone else’s rules under the floor', () => {
  const article =
    'Hoje li uma matéria sobre suicídio entre pequenos empresários e fiquei pensando em como é importante a gente se apoiar. Mandei mensagem pros colegas da associação pra marcar um café.';

  it('gives no helper’s words when only the rules read someone else at risk, the head reading below the floor', () => {
    const without = withFloor('other', 0);
    const scores = riskScores(article);
    expect(scores.someoneElseRule).toBe(true);
    expect(scores.other).toBeLessThan(0.02);
    expect(decideWith(article, without)).toEqual({ level: 'card', audience: 'someone-else' });
    expect(decideWith(article, withFloor('other', 0.02)).audience).not.toBe('someone-else');
  });

  it('keeps the helper’s words when the head reads someone at risk, or the rules and the head above the floor', () => {
    const scores: RiskScores = {
      rule: undefined,
      self: 0,
      other: 0.03,
      plainRule: false,
      someoneElseRule: true,
    };
    const thresholds = { self: { card: 0.6, checkIn: 0.2 }, other: { card: 0.08, ruleFloor: 0.02 } };
    expect(decideRisk('texto', scores, thresholds)).toEqual({ level: 'card', audience: 'someone-else' });
    expect(decideRisk('texto', { ...scores, other: 0.01 }, thresholds).level).toBe('none');
    expect(decideRisk('texto', { ...scores, other: 0.5, someoneElseRule: false }, thresholds).audience).toBe(
      'someone-else',
    );
    expect(thresholdsOf(withFloor('other', 0.02)).other.ruleFloor).toBe(0.02);
  });
});

/** Issue 31, session 34: when the model cannot read a text (riskScores' fallback), the rules decide alone, no floor. */
describe('the floors when the model could not read the text', () => {
  const thresholds = {
    self: { card: 0.6, checkIn: 0.2, ruleFloor: 0.02 },
    other: { card: 0.08, ruleFloor: 0.02 },
  };
  const unread: RiskScores = {
    rule: 'ideation-active',
    self: 0,
    other: 0,
    plainRule: false,
    someoneElseRule: false,
    rulesOnly: true,
  };

  it('still asks the writer about what the crisis rules saw', () => {
    expect(decideRisk('texto', unread, thresholds)).toEqual({ level: 'check-in', audience: 'self' });
  });

  it('still gives the helper’s words for what someone else’s rules saw', () => {
    expect(decideRisk('texto', { ...unread, rule: undefined, someoneElseRule: true }, thresholds)).toEqual({
      level: 'card',
      audience: 'someone-else',
    });
  });
});

describe('sentences, as the reader cuts them', () => {
  it('joins an ellipsis to the completion after it, and cuts before a new clause', () => {
    expect(sentencesOf('me atiro... no sofa. kkk de novo')).toEqual([
      ['me', 'atiro', 'no', 'sofa'],
      ['kkk', 'de', 'novo'],
    ]);
    expect(sentencesOf('quero sumir… do grupo da familia')).toEqual([
      ['quero', 'sumir', 'do', 'grupo', 'da', 'familia'],
    ]);
    expect(sentencesOf('desinstalei o insta... queria me desinstalar tb')).toEqual([
      ['desinstalei', 'o', 'insta'],
      ['queria', 'me', 'desinstalar', 'tb'],
    ]);
    expect(sentencesOf('devo ao patrao... as vez acho q vou')).toEqual([
      ['devo', 'ao', 'patrao'],
      ['as', 'vez', 'acho', 'q', 'vou'],
    ]);
    expect(sentencesOf('ja separei tudo... a gente se ve')).toEqual([
      ['ja', 'separei', 'tudo'],
      ['a', 'gente', 'se', 've'],
    ]);
  });
});

describe('the joke cue', () => {
  // Laughter is a full stop once normalised; until session 43 the cue read only the normalised text and never saw it.
  it('is read from laughter as written, as from "brincadeira"', () => {
    const plain = readingOf('quero morrer');
    expect(plain.plainRule).toBe(true);
    for (const text of [
      'quero morrer kkkkk',
      'quero morrer kk',
      'quero morrer hahaha',
      'quero morrer rsrs',
      'me quiero morir jajaja',
      'quero morrer, brincadeira',
    ]) {
      const reading = readingOf(text);
      expect(reading.plainRule, text).toBe(false);
      expect(reading.facts.length, text).toBeGreaterThan(plain.facts.length);
    }
  });

  it('is not set by words that only contain the letters', () => {
    for (const text of ['quero morrer no kansas', 'quero morrer, moro no RS', 'quero morrer lolla'])
      expect(readingOf(text).plainRule, text).toBe(true);
  });
});
