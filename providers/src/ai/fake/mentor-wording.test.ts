import { beforeAll, describe, expect, it } from 'vitest';
import type { AiMethodName } from '../methods.ts';
import type { AiResult } from '../port.ts';
import { type VariedCase, variedCases } from '../testing/varied-inputs.ts';
import { writingProblems } from '../writing-rules.ts';
import { createFakeAiProvider } from './fake-ai-provider.ts';

/**
 * Issue 19, item 2: every fake method, on each of the 21 real programme days × varied people, writes valid,
 * grammatical pt-BR (writing-rules.ts) and does not say the same sentence to everyone.
 */

const provider = createFakeAiProvider();
const methods: AiMethodName[] = [
  'coaching',
  'reflection',
  'wellbeing',
  'chat',
  'dayContent',
  'cards',
  'insights',
  'activities',
  'meditation',
  'relapsePlan',
  'weeklyChallenge',
  'progressAnalysis',
];

/** Every string inside a result, as a person would read it; ids and enum values are not prose. */
const stringsOf = (value: unknown, key = ''): string[] =>
  typeof value === 'string'
    ? /^(?:id|taskId|type|tone|intensity|difficulty|priority|riskLevel|severity|focus)$/.test(key)
      ? []
      : [value]
    : Array.isArray(value)
      ? value.flatMap((item) => stringsOf(item, key))
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([field, item]) => stringsOf(item, field))
        : [];

type Data = Record<string, unknown>;
const field = (data: Data, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Data | undefined)?.[key], data);
const each = (data: Data, list: string, key: string) =>
  ((data[list] as Data[] | undefined) ?? []).map((item) => item[key]);

/**
 * The mentor's own prose per method, where repetition shows: catalogue steps, instructions and the guided
 * meditation's breathing lines repeat by design and are left out.
 */
const proseOf: Record<AiMethodName, (data: Data) => unknown[]> = {
  coaching: (d) => [d.analysis, d.motivation],
  reflection: (d) => [
    field(d, 'sentimentAnalysis', 'daySpecificContext'),
    d.insights,
    d.progressAssessment,
    d.validation,
    d.guidance,
  ],
  wellbeing: (d) => [d.summary],
  chat: (d) => [d.response],
  dayContent: (d) => [
    d.personalizedTitle,
    field(d, 'audioContent', 'script'),
    field(d, 'reflection', 'content'),
  ],
  // Activity and meditation cards carry the catalogue's and the programme's descriptions.
  cards: (d) => [
    each(d, 'cards', 'adaptedReason'),
    ((d.cards as Data[] | undefined) ?? [])
      .filter((card) => card.type !== 'activity' && card.type !== 'meditation')
      .map((card) => card.description),
  ],
  insights: (d) => [d.narrative],
  // An activity's description is its catalogue entry, the same wherever it is offered.
  activities: () => [],
  // The opening and the closing; the body scan and the breathing in between are the practice itself.
  meditation: (d) => {
    const paragraphs = typeof d.script === 'string' ? d.script.split('\n\n') : [];
    return [d.title, paragraphs.slice(0, 4), paragraphs.slice(-2)];
  },
  relapsePlan: (d) => [d.summary],
  weeklyChallenge: (d) => [d.description],
  progressAnalysis: (d) => [d.summary, d.nextFocus],
};

const sentencesOf = (text: string) =>
  text
    .replace(/\[pausa(?: longa)?\]/g, '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 3);

interface Output {
  method: AiMethodName;
  entry: VariedCase;
  data: Data;
}
const outputs: Output[] = [];

beforeAll(async () => {
  for (const entry of variedCases())
    for (const method of methods) {
      const result = await (provider[method] as (input: unknown) => Promise<AiResult<Data>>)(
        entry.inputs[method],
      );
      expect(result.meta.safety, `${method} day ${entry.dayNumber}`).toBe('normal');
      outputs.push({ method, entry, data: result.data });
    }
}, 120_000);

describe('the fake mentor writes pt-BR that reads the person (issue 19)', () => {
  it('answers every method on every day with a valid result, and prints samples', () => {
    expect(outputs).toHaveLength(21 * 8 * methods.length);
    // Day 12's reflection title is not a question; 17/3 has 2 of 5 tasks; 19 and 21 are late and last days.
    const samples: [AiMethodName, number, number][] = [
      ['reflection', 12, 6],
      ['insights', 17, 3],
      ['coaching', 19, 1],
      ['chat', 21, 4],
      ['dayContent', 8, 5],
    ];
    for (const [method, dayNumber, variant] of samples) {
      const output = outputs.find(
        (o) => o.method === method && o.entry.dayNumber === dayNumber && o.entry.variant === variant,
      );
      if (output)
        console.log(
          `\n--- ${method}, dia ${dayNumber}, variante ${variant} ---\n${stringsOf(
            proseOf[method](output.data),
          )
            .slice(0, 6)
            .join('\n')}`,
        );
    }
  });

  it('breaks no writing rule in any generated text', () => {
    const problems = outputs.flatMap(({ method, entry, data }) =>
      stringsOf(data).flatMap((text) =>
        writingProblems(text, { dayNumber: entry.dayNumber, given: stringsOf(entry.inputs[method]) }).map(
          (problem) => `${method} dia ${entry.dayNumber}/${entry.variant}: ${problem}`,
        ),
      ),
    );
    const byRule = new Map<string, number>();
    for (const problem of problems) {
      const key = problem.replace(/ dia \d+\/\d+: ([\w-]+):.*/, ' $1');
      byRule.set(key, (byRule.get(key) ?? 0) + 1);
    }
    if (problems.length > 0)
      console.log(
        `\n${problems.length} problemas:\n${[...byRule].map(([key, count]) => `  ${key}: ${count}`).join('\n')}\n` +
          `exemplos:\n${[...new Set(problems.map((p) => p.replace(/ dia \d+\/\d+/, '')))].slice(0, 60).join('\n')}`,
      );
    expect(problems).toEqual([]);
  });

  it('repeats no sentence in more than 20% of one method’s answers', () => {
    const report: string[] = [];
    for (const method of methods) {
      const mine = outputs.filter((output) => output.method === method);
      const counts = new Map<string, number>();
      for (const { data, entry } of mine) {
        // A sentence that only repeats the programme's or the person's own text is not the mentor's wording.
        const given = stringsOf(entry.inputs[method]).filter((text) => text.length >= 12);
        const ownWords = (sentence: string) =>
          !given.some((part) => part.includes(sentence)) &&
          sentencesOf(given.reduce((rest, part) => rest.split(part).join(' '), sentence)).length > 0;
        const sentences = stringsOf(proseOf[method](data)).flatMap(sentencesOf).filter(ownWords);
        for (const sentence of new Set(sentences)) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
      }
      for (const [sentence, count] of counts)
        if (count / mine.length > 0.2) report.push(`${method} ${count}/${mine.length}: ${sentence}`);
    }
    if (report.length > 0) console.log(`\nfrases repetidas:\n${report.join('\n')}`);
    expect(report).toEqual([]);
  });
});
