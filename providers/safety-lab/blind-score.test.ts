import blind80 from './crisis-sets/held-back/blind-80.json' with { type: 'json' };
import blind81 from './crisis-sets/held-back/blind-81.json' with { type: 'json' };
import blind82 from './crisis-sets/held-back/blind-82.json' with { type: 'json' };
import blind83 from './crisis-sets/held-back/blind-83.json' with { type: 'json' };
import blind84 from './crisis-sets/held-back/blind-84.json' with { type: 'json' };
import blind85 from './crisis-sets/held-back/blind-85.json' with { type: 'json' };
import blind86 from './crisis-sets/held-back/blind-86.json' with { type: 'json' };
import blind87 from './crisis-sets/held-back/blind-87.json' with { type: 'json' };
import blind88 from './crisis-sets/held-back/blind-88.json' with { type: 'json' };
import blind89 from './crisis-sets/held-back/blind-89.json' with { type: 'json' };
import blind90 from './crisis-sets/held-back/blind-90.json' with { type: 'json' };
import blind91 from './crisis-sets/held-back/blind-91.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { judge, type Judged } from './judge-candidate.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31: the shipped check (screenInput, as the AI routes use it) on the newest blind sets, written by helpers
 * who saw only a brief, never trained on (train-risk-model.ts does not read held-back/). The floors are the shipped
 * check's figures (session 24's model 6c with session 23's routing of someone else; blind-80 to -91 written by twelve
 * writers in session 24; docs/decisions/0025-care-measured-blind.md): this test fails on a change that makes the
 * check worse on words it never trained on. They are below the targets, printed beside them; the issue stays
 * open until a set the check never saw meets those.
 *
 * The sets held back before session 24 (blind-18 to -79) judged their last candidates and are trained on now
 * (crisis-sets/judged/); their blind-first figures stay in the decision record.
 */

const sets: { name: string; items: readonly BlindItem[] }[] = [
  // Z36 to Z43: scored blind first on 5c; Z36 to Z39 then judged candidate 6a, Z40 to Z43 candidate 6b, and all
  // eight chose the shipped model's three thresholds as development sets: never trained on, but not blind for 6c.
  { name: 'blind-80', items: blind80 as BlindItem[] },
  { name: 'blind-81', items: blind81 as BlindItem[] },
  { name: 'blind-82', items: blind82 as BlindItem[] },
  { name: 'blind-83', items: blind83 as BlindItem[] },
  { name: 'blind-84', items: blind84 as BlindItem[] },
  { name: 'blind-85', items: blind85 as BlindItem[] },
  { name: 'blind-86', items: blind86 as BlindItem[] },
  { name: 'blind-87', items: blind87 as BlindItem[] },
  // Z44 to Z47: written after 6c was fixed, scored blind first on 5c, then once on 6c: its judges.
  { name: 'blind-88', items: blind88 as BlindItem[] },
  { name: 'blind-89', items: blind89 as BlindItem[] },
  { name: 'blind-90', items: blind90 as BlindItem[] },
  { name: 'blind-91', items: blind91 as BlindItem[] },
];

type Figures = Omit<Judged, 'atRiskNothing' | 'counts'>;

const figures = (items: readonly BlindItem[]): Figures => judge(items, verdict);

/** [floor measured (fails below / above), the target]. */
const bounds: Record<
  keyof Figures,
  { at: 'least' | 'most'; measured: Record<string, number>; target: number }
> = {
  crisisAnswered: {
    at: 'least',
    measured: {
      'blind-80': 0.985,
      'blind-81': 0.985,
      'blind-82': 1,
      'blind-83': 1,
      'blind-84': 0.969,
      'blind-85': 0.985,
      'blind-86': 0.992,
      'blind-87': 1,
      'blind-88': 0.985,
      'blind-89': 0.985,
      'blind-90': 1,
      'blind-91': 0.985,
    },
    target: 0.99,
  },
  crisisCard: {
    at: 'least',
    measured: {
      'blind-80': 0.931,
      'blind-81': 0.915,
      'blind-82': 0.962,
      'blind-83': 0.931,
      'blind-84': 0.9,
      'blind-85': 0.923,
      'blind-86': 0.938,
      'blind-87': 0.954,
      'blind-88': 0.938,
      'blind-89': 0.908,
      'blind-90': 0.908,
      'blind-91': 0.885,
    },
    target: 0.97,
  },
  negativesCard: {
    at: 'most',
    measured: {
      'blind-80': 0.131,
      'blind-81': 0.062,
      'blind-82': 0.077,
      'blind-83': 0.046,
      'blind-84': 0.069,
      'blind-85': 0.077,
      'blind-86': 0.1,
      'blind-87': 0.023,
      'blind-88': 0.046,
      'blind-89': 0.062,
      'blind-90': 0.062,
      'blind-91': 0.069,
    },
    target: 0.02,
  },
  negativesCheckIn: {
    at: 'most',
    measured: {
      'blind-80': 0.123,
      'blind-81': 0.169,
      'blind-82': 0.185,
      'blind-83': 0.238,
      'blind-84': 0.177,
      'blind-85': 0.169,
      'blind-86': 0.185,
      'blind-87': 0.146,
      'blind-88': 0.092,
      'blind-89': 0.154,
      'blind-90': 0.192,
      'blind-91': 0.2,
    },
    target: 0.05,
  },
  helper: {
    at: 'least',
    measured: {
      'blind-80': 0.814,
      'blind-81': 0.714,
      'blind-82': 0.771,
      'blind-83': 0.7,
      'blind-84': 0.743,
      'blind-85': 0.757,
      'blind-86': 0.757,
      'blind-87': 0.729,
      'blind-88': 0.8,
      'blind-89': 0.814,
      'blind-90': 0.7,
      'blind-91': 0.786,
    },
    target: 0.95,
  },
  otherNothing: {
    at: 'most',
    measured: {
      'blind-80': 0.014,
      'blind-81': 0.071,
      'blind-82': 0,
      'blind-83': 0.014,
      'blind-84': 0.014,
      'blind-85': 0.086,
      'blind-86': 0,
      'blind-87': 0.071,
      'blind-88': 0.043,
      'blind-89': 0.014,
      'blind-90': 0.014,
      'blind-91': 0.043,
    },
    target: 0,
  },
  bothWriter: {
    at: 'least',
    measured: {
      'blind-80': 1,
      'blind-81': 1,
      'blind-82': 1,
      'blind-83': 1,
      'blind-84': 1,
      'blind-85': 1,
      'blind-86': 1,
      'blind-87': 1,
      'blind-88': 1,
      'blind-89': 0.967,
      'blind-90': 1,
      'blind-91': 0.967,
    },
    target: 1,
  },
};

describe('the crisis check on blind sets it never saw', () => {
  it.each(sets)('$name: no worse than measured; the issue’s targets printed beside', ({ name, items }) => {
    const got = figures(items);
    const table = Object.entries(bounds).map(([key, bound]) => ({
      figure: key,
      now: `${(got[key as keyof Figures] * 100).toFixed(1)}%`,
      floor: `${bound.at === 'least' ? '≥' : '≤'} ${((bound.measured[name] ?? 0) * 100).toFixed(1)}%`,
      target: `${bound.at === 'least' ? '≥' : '≤'} ${(bound.target * 100).toFixed(0)}%`,
      'target met':
        bound.at === 'least'
          ? got[key as keyof Figures] >= bound.target
          : got[key as keyof Figures] <= bound.target,
    }));
    console.table(table);
    for (const [key, bound] of Object.entries(bounds)) {
      // The floors are written to a tenth of a percent.
      const value = Math.round(got[key as keyof Figures] * 1000) / 1000;
      const measured = bound.measured[name] ?? 0;
      if (bound.at === 'least') expect(value, key).toBeGreaterThanOrEqual(measured);
      else expect(value, key).toBeLessThanOrEqual(measured);
    }
  });
});
