import { readFileSync, readdirSync, statSync } from 'node:fs';
import type { RiskModelFile } from '../src/ai/safety/risk-reading.ts';
import type { BlindItem } from './blind-sets.ts';
import { decide, type Verdict } from './risk-decision.ts';

/**
 * Judges models on sets they never saw, printing counts only, never a text (issue 31; decision 0025): a judge set
 * stays unread so that it can judge the next candidate too.
 *
 *   node --import tsx providers/safety-lab/judge-candidate.ts --models shipped,/tmp/candidate.json \
 *     --sets providers/safety-lab/crisis-sets/held-back/blind-35.json,…   (a folder: every .json in it, one set)
 *
 * `shipped` is the committed risk-model.json, decided as screenInput decides with it.
 */

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

function itemsAt(path: string): BlindItem[] {
  if (!statSync(path).isDirectory()) return JSON.parse(readFileSync(path, 'utf8')) as BlindItem[];
  return readdirSync(path)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(`${path}/${file}`, 'utf8')) as BlindItem[]);
}

/** A model file, or `shipped`: the committed risk-model.json. */
export function modelAt(path: string): RiskModelFile {
  const file = path === 'shipped' ? new URL('../src/ai/safety/risk-model.json', import.meta.url) : path;
  return JSON.parse(readFileSync(file, 'utf8')) as RiskModelFile;
}

export interface Judged {
  crisisAnswered: number;
  crisisCard: number;
  negativesCard: number;
  negativesCheckIn: number;
  helper: number;
  otherNothing: number;
  bothWriter: number;
  /** Writers' crises with no answer, someone else at risk with no answer, texts about both without the writer's. */
  atRiskNothing: number;
  counts: Record<string, number>;
}

export function judge(items: readonly BlindItem[], verdictOf: (text: string) => Verdict): Judged {
  const verdicts = items.map((item) => ({ label: item.label, verdict: verdictOf(item.text) }));
  const of = (label: BlindItem['label']) => verdicts.filter((entry) => entry.label === label);
  const share = (label: BlindItem['label'], test: (verdict: Verdict) => boolean) =>
    of(label).filter((entry) => test(entry.verdict)).length / Math.max(of(label).length, 1);
  const nothing = (label: BlindItem['label'], test: (verdict: Verdict) => boolean) =>
    of(label).filter((entry) => test(entry.verdict)).length;
  return {
    crisisAnswered: share('self', (v) => v.audience === 'self'),
    crisisCard: share('self', (v) => v.audience === 'self' && v.level === 'card'),
    negativesCard: share('none', (v) => v.level === 'card'),
    negativesCheckIn: share('none', (v) => v.level === 'check-in'),
    helper: share('other', (v) => v.audience === 'someone-else'),
    otherNothing: share('other', (v) => v.level === 'none'),
    bothWriter: share('both', (v) => v.audience === 'self'),
    atRiskNothing:
      nothing('self', (v) => v.audience !== 'self') +
      nothing('other', (v) => v.level === 'none') +
      nothing('both', (v) => v.audience !== 'self'),
    counts: Object.fromEntries(
      (['self', 'none', 'other', 'both'] as const).map((label) => [label, of(label).length]),
    ),
  };
}

const pct = (value: number) => `${(100 * value).toFixed(1)}%`;

if (process.argv[1]?.endsWith('judge-candidate.ts')) {
  const models = (argument('--models') ?? 'shipped').split(',');
  const sets = (argument('--sets') ?? '').split(',').filter(Boolean);
  const rows: Record<string, Record<string, string | number>> = {};
  const totals = new Map<string, { nothing: number; negatives: number; card: number; checkIn: number }>();
  for (const path of sets) {
    const items = itemsAt(path);
    const name =
      path
        .replace(/\/$/, '')
        .split('/')
        .pop()
        ?.replace(/\.json$/, '') ?? path;
    for (const modelPath of models) {
      const model = modelAt(modelPath);
      const judged = judge(items, (text) => decide(text, model));
      const label =
        modelPath
          .split('/')
          .pop()
          ?.replace(/\.json$/, '') ?? modelPath;
      rows[`${name} ${label}`] = {
        answered: pct(judged.crisisAnswered),
        card: pct(judged.crisisCard),
        'neg card': pct(judged.negativesCard),
        'neg check-in': pct(judged.negativesCheckIn),
        helper: pct(judged.helper),
        'other nothing': pct(judged.otherNothing),
        'both writer': pct(judged.bothWriter),
        'at risk nothing': judged.atRiskNothing,
      };
      const total = totals.get(label) ?? { nothing: 0, negatives: 0, card: 0, checkIn: 0 };
      total.nothing += judged.atRiskNothing;
      total.negatives += judged.counts.none ?? 0;
      total.card += Math.round(judged.negativesCard * (judged.counts.none ?? 0));
      total.checkIn += Math.round(judged.negativesCheckIn * (judged.counts.none ?? 0));
      totals.set(label, total);
    }
  }
  console.table(rows);
  for (const [label, total] of totals)
    console.log(
      `${label}: people at risk with nothing ${total.nothing}; hard negatives carded ${total.card}/${total.negatives} (${pct(total.card / Math.max(total.negatives, 1))}), asked ${total.checkIn} (${pct(total.checkIn / Math.max(total.negatives, 1))})`,
    );
}
