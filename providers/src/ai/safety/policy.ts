import { type CrisisKind, crisisRuleSignal, crisisSignal } from './crisis.ts';
import { closestKind } from './crisis-model.ts';
import { decideRisk, riskScores, riskThresholds } from './risk-reading.ts';

/**
 * The crisis policy every AI surface follows (issue 19), on both providers and on the server's own templates:
 *
 * - before: when any text the person wrote suggests a crisis (the local detector, crisis.ts; with OpenAI also
 *   the moderation endpoint), nothing is generated: the answer is the reviewed care text (care.ts);
 * - after: a generated answer that itself reads as a crisis, or that quotes a flagged text of the person
 *   (QUOTE_MIN_CHARS characters or more, verbatim), is replaced by the care text too.
 *
 * A decision names what was seen and where, never the words themselves: it is what gets recorded (CareOffered).
 *
 * 'someone-else' (decision 0019): the person tells of another person at risk (someone-else.ts) and says nothing of
 * the kind about themself; nothing is generated either, and the care text is the one for someone who wants to help.
 */

/**
 * The detector's kind, 'moderation' when only the moderation endpoint flagged the text, or 'someone-else' when the
 * text tells of another person at risk.
 */
type CareSignal = CrisisKind | 'moderation' | 'someone-else';

/** Whom the care answer speaks to: the person at risk, or a person worried about someone else at risk. */
export type CareAudience = 'self' | 'someone-else';

export const audienceOf = (decision: CareDecision): CareAudience =>
  decision.signal === 'someone-else' ? 'someone-else' : 'self';
/** 'local': the detector on the person's text; 'moderation': the provider's moderation; 'output': the check after. */
type CareVia = 'local' | 'moderation' | 'output';

/**
 * 'card': the care card (CVV 188…), nothing generated. 'check-in': the detector is unsure: the mentor asks first,
 * gently ("Quero perguntar com cuidado: você está pensando em se machucar?"); "Sim" opens the card, "Não, estou
 * bem" goes on (the request is sent again with the answer, and only a 'card' decision stops it then).
 */
type CareLevel = 'card' | 'check-in';

export interface CareDecision {
  signal: CareSignal;
  via: CareVia;
  level: CareLevel;
}

/** Whether a decision still stops the answer once the person said "Não, estou bem" to the check-in. */
export const stopsAfterCheckIn = (decision: CareDecision): boolean => decision.level === 'card';

/** A generated text repeating this many characters of a flagged text, verbatim, is quoting it. */
const QUOTE_MIN_CHARS = 20;

/** The texts worth screening: trimmed, non-empty. */
export function screenable(texts: readonly string[]): string[] {
  return texts.map((text) => text.trim()).filter((text) => text.length > 0);
}

/**
 * Before: each of the person's texts as the risk reader reads it (risk-reading.ts): a card for the writer decides
 * at once (a text about both the writer and someone else keeps the writer's card); failing that, the helper's
 * words for someone else at risk; failing that, a gentle check-in when the writer may be at risk; else nothing.
 * The decision's kind is what the rules saw, or the closest kind by the words (crisis-model.ts).
 */
export function screenInput(texts: readonly string[]): CareDecision | undefined {
  let other: CareDecision | undefined;
  let checkIn: CareDecision | undefined;
  for (const text of texts) {
    const scores = riskScores(text);
    const verdict = decideRisk(text, scores, riskThresholds());
    if (verdict.level === 'none') continue;
    if (verdict.audience === 'someone-else') {
      other ??= { signal: 'someone-else', via: 'local', level: 'card' };
      continue;
    }
    const signal = scores.rule ?? closestKind(text);
    if (verdict.level === 'card') return { signal, via: 'local', level: 'card' };
    checkIn ??= { signal, via: 'local', level: 'check-in' };
  }
  return checkIn ?? other;
}

/** Every string inside a value (an answer's fields, nested lists), in order. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

const comparable = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** True when `output` repeats QUOTE_MIN_CHARS or more consecutive characters of `source` (case and spacing aside). */
export function quotes(output: string, source: string, minChars = QUOTE_MIN_CHARS): boolean {
  const said = comparable(output);
  const written = comparable(source);
  if (written.length < minChars || said.length < minChars) return false;
  for (let start = 0; start + minChars <= written.length; start++) {
    if (said.includes(written.slice(start, start + minChars))) return true;
  }
  return false;
}

/**
 * After: a generated answer is refused when any of its texts reads as a crisis, or when it quotes one of the
 * person's texts that is flagged (by the detector, or listed in `flagged`, e.g. by moderation).
 *
 * The answer's own texts are read by the rules alone: the statistical model (crisis-model.ts) was trained and
 * measured on what people write, and reads the mentor's caring words about sadness and the detox as a crisis (every
 * feature of the fake mentor was refused with it). The person's texts are read by the whole detector, as before.
 */
export function screenOutput(
  output: unknown,
  userTexts: readonly string[],
  flagged: readonly string[] = [],
): CareDecision | undefined {
  const said = stringsIn(output);
  for (const text of said) {
    const signal = crisisRuleSignal(text);
    if (signal) return { signal, via: 'output', level: 'card' };
  }
  for (const text of userTexts) {
    const signal: CareSignal | undefined =
      crisisSignal(text) ?? (flagged.includes(text) ? 'moderation' : undefined);
    if (signal && said.some((piece) => quotes(piece, text))) return { signal, via: 'output', level: 'card' };
  }
  return undefined;
}
