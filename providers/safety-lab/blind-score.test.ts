import blind104 from './crisis-sets/held-back/blind-104.json' with { type: 'json' };
import blind105 from './crisis-sets/held-back/blind-105.json' with { type: 'json' };
import blind106 from './crisis-sets/held-back/blind-106.json' with { type: 'json' };
import blind107 from './crisis-sets/held-back/blind-107.json' with { type: 'json' };
import blind108 from './crisis-sets/held-back/blind-108.json' with { type: 'json' };
import blind109 from './crisis-sets/held-back/blind-109.json' with { type: 'json' };
import blind110 from './crisis-sets/held-back/blind-110.json' with { type: 'json' };
import blind111 from './crisis-sets/held-back/blind-111.json' with { type: 'json' };
import blind112 from './crisis-sets/held-back/blind-112.json' with { type: 'json' };
import blind113 from './crisis-sets/held-back/blind-113.json' with { type: 'json' };
import blind114 from './crisis-sets/held-back/blind-114.json' with { type: 'json' };
import blind115 from './crisis-sets/held-back/blind-115.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { judge, type Judged } from './judge-candidate.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31: the shipped check (screenInput, as the AI routes use it) on the newest blind sets, written by helpers
 * who saw only a brief, never trained on (train-risk-model.ts does not read held-back/). The floors are the shipped
 * check's figures (session 25's model 6g, the mean of a fit on every judged set and 6d's heads, with session 23's
 * routing of someone else; docs/decisions/0025-care-measured-blind.md): this test fails on a change that makes the
 * check worse on words it never trained on. They are below the targets, printed beside them; the issue stays
 * open until a set the check never saw meets those.
 *
 * The sets held back before (blind-18 to -103) judged their last candidates and are trained on now
 * (crisis-sets/judged/); their blind-first figures stay in the decision record and the rules files.
 */

const sets: { name: string; items: readonly BlindItem[] }[] = [
  // Z60 to Z65 (session 25): scored blind first on 6d, judged candidate 6f once, then chose the shipped model's (6g's)
  // thresholds as development sets: never trained on, but not blind for it.
  { name: 'blind-104', items: blind104 as BlindItem[] },
  { name: 'blind-105', items: blind105 as BlindItem[] },
  { name: 'blind-106', items: blind106 as BlindItem[] },
  { name: 'blind-107', items: blind107 as BlindItem[] },
  { name: 'blind-108', items: blind108 as BlindItem[] },
  { name: 'blind-109', items: blind109 as BlindItem[] },
  // Z66 to Z71: scored blind first on 6d, then judged 6g once, which shipped: its judges.
  { name: 'blind-110', items: blind110 as BlindItem[] },
  { name: 'blind-111', items: blind111 as BlindItem[] },
  { name: 'blind-112', items: blind112 as BlindItem[] },
  { name: 'blind-113', items: blind113 as BlindItem[] },
  { name: 'blind-114', items: blind114 as BlindItem[] },
  { name: 'blind-115', items: blind115 as BlindItem[] },
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
      'blind-104': 1,
      'blind-105': 0.992,
      'blind-106': 0.977,
      'blind-107': 0.977,
      'blind-108': 1,
      'blind-109': 0.977,
      'blind-110': 0.985,
      'blind-111': 0.985,
      'blind-112': 0.977,
      'blind-113': 0.992,
      'blind-114': 0.992,
      'blind-115': 0.985,
    },
    target: 0.99,
  },
  crisisCard: {
    at: 'least',
    measured: {
      'blind-104': 0.938,
      'blind-105': 0.931,
      'blind-106': 0.908,
      'blind-107': 0.946,
      'blind-108': 0.923,
      'blind-109': 0.877,
      'blind-110': 0.9,
      'blind-111': 0.938,
      'blind-112': 0.931,
      'blind-113': 0.946,
      'blind-114': 0.923,
      'blind-115': 0.962,
    },
    target: 0.97,
  },
  negativesCard: {
    at: 'most',
    measured: {
      'blind-104': 0.146,
      'blind-105': 0.1,
      'blind-106': 0.077,
      'blind-107': 0.1,
      'blind-108': 0.177,
      'blind-109': 0.115,
      'blind-110': 0.123,
      'blind-111': 0.046,
      'blind-112': 0.023,
      'blind-113': 0.046,
      'blind-114': 0.1,
      'blind-115': 0.046,
    },
    target: 0.02,
  },
  negativesCheckIn: {
    at: 'most',
    measured: {
      'blind-104': 0.108,
      'blind-105': 0.115,
      'blind-106': 0.115,
      'blind-107': 0.138,
      'blind-108': 0.092,
      'blind-109': 0.215,
      'blind-110': 0.108,
      'blind-111': 0.154,
      'blind-112': 0.192,
      'blind-113': 0.154,
      'blind-114': 0.115,
      'blind-115': 0.177,
    },
    target: 0.05,
  },
  helper: {
    at: 'least',
    measured: {
      'blind-104': 0.886,
      'blind-105': 0.857,
      'blind-106': 0.871,
      'blind-107': 0.886,
      'blind-108': 0.771,
      'blind-109': 0.871,
      'blind-110': 0.914,
      'blind-111': 0.771,
      'blind-112': 0.814,
      'blind-113': 0.871,
      'blind-114': 0.843,
      'blind-115': 0.843,
    },
    target: 0.95,
  },
  otherNothing: {
    at: 'most',
    measured: {
      'blind-104': 0,
      'blind-105': 0,
      'blind-106': 0.014,
      'blind-107': 0.014,
      'blind-108': 0.014,
      'blind-109': 0.014,
      'blind-110': 0,
      'blind-111': 0,
      'blind-112': 0.029,
      'blind-113': 0.029,
      'blind-114': 0,
      'blind-115': 0,
    },
    target: 0,
  },
  bothWriter: {
    at: 'least',
    measured: {
      'blind-104': 1,
      'blind-105': 1,
      'blind-106': 1,
      'blind-107': 1,
      'blind-108': 1,
      'blind-109': 0.967,
      'blind-110': 1,
      'blind-111': 0.967,
      'blind-112': 0.9,
      'blind-113': 1,
      'blind-114': 1,
      'blind-115': 1,
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
