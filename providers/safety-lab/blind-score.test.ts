import blind45 from './crisis-sets/held-back/blind-45.json' with { type: 'json' };
import blind46 from './crisis-sets/held-back/blind-46.json' with { type: 'json' };
import blind47 from './crisis-sets/held-back/blind-47.json' with { type: 'json' };
import blind48 from './crisis-sets/held-back/blind-48.json' with { type: 'json' };
import blind49 from './crisis-sets/held-back/blind-49.json' with { type: 'json' };
import blind50 from './crisis-sets/held-back/blind-50.json' with { type: 'json' };
import blind51 from './crisis-sets/held-back/blind-51.json' with { type: 'json' };
import blind52 from './crisis-sets/held-back/blind-52.json' with { type: 'json' };
import blind53 from './crisis-sets/held-back/blind-53.json' with { type: 'json' };
import blind54 from './crisis-sets/held-back/blind-54.json' with { type: 'json' };
import blind55 from './crisis-sets/held-back/blind-55.json' with { type: 'json' };
import blind56 from './crisis-sets/held-back/blind-56.json' with { type: 'json' };
import blind57 from './crisis-sets/held-back/blind-57.json' with { type: 'json' };
import blind58 from './crisis-sets/held-back/blind-58.json' with { type: 'json' };
import blind59 from './crisis-sets/held-back/blind-59.json' with { type: 'json' };
import blind60 from './crisis-sets/held-back/blind-60.json' with { type: 'json' };
import blind61 from './crisis-sets/held-back/blind-61.json' with { type: 'json' };
import blind62 from './crisis-sets/held-back/blind-62.json' with { type: 'json' };
import blind63 from './crisis-sets/held-back/blind-63.json' with { type: 'json' };
import blind64 from './crisis-sets/held-back/blind-64.json' with { type: 'json' };
import blind65 from './crisis-sets/held-back/blind-65.json' with { type: 'json' };
import blind66 from './crisis-sets/held-back/blind-66.json' with { type: 'json' };
import blind67 from './crisis-sets/held-back/blind-67.json' with { type: 'json' };
import blind68 from './crisis-sets/held-back/blind-68.json' with { type: 'json' };
import blind69 from './crisis-sets/held-back/blind-69.json' with { type: 'json' };
import blind70 from './crisis-sets/held-back/blind-70.json' with { type: 'json' };
import blind71 from './crisis-sets/held-back/blind-71.json' with { type: 'json' };
import blind72 from './crisis-sets/held-back/blind-72.json' with { type: 'json' };
import blind73 from './crisis-sets/held-back/blind-73.json' with { type: 'json' };
import blind74 from './crisis-sets/held-back/blind-74.json' with { type: 'json' };
import blind75 from './crisis-sets/held-back/blind-75.json' with { type: 'json' };
import blind76 from './crisis-sets/held-back/blind-76.json' with { type: 'json' };
import blind77 from './crisis-sets/held-back/blind-77.json' with { type: 'json' };
import blind78 from './crisis-sets/held-back/blind-78.json' with { type: 'json' };
import blind79 from './crisis-sets/held-back/blind-79.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { judge, type Judged } from './judge-candidate.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31: the shipped check (screenInput, as the AI routes use it) on the newest blind sets, written by helpers
 * who saw only a brief, never trained on (train-risk-model.ts does not read held-back/). The floors are the shipped
 * check's figures (session 22's model 4e with session 23's routing of someone else, 5c; blind-45 to -57 written in
 * session 22, blind-58 to -79 by twenty-two more writers in session 23; docs/decisions/0025-care-measured-blind.md):
 * this test fails on a change that makes the check worse on words it never saw. They are below the targets,
 * printed beside them; the issue stays open until a set the check never saw meets those.
 *
 * The sets held back before session 22 (blind-18 to -44) judged their last candidates and are trained on now
 * (crisis-sets/judged/); their blind-first figures stay in the decision record.
 */

const sets: { name: string; items: readonly BlindItem[] }[] = [
  // Session 22, Z1 to Z3: scored blind first on the session-17 check; then they judged candidates 4a and 4b, and
  // chose the shipped model's card threshold (0.80) as development sets: not blind for it.
  { name: 'blind-45', items: blind45 as BlindItem[] },
  { name: 'blind-46', items: blind46 as BlindItem[] },
  { name: 'blind-47', items: blind47 as BlindItem[] },
  // Z4 to Z7: scored blind first on the session-17 check, then judged candidate 4c; the shipped model (4e) was
  // scored on them once after it had been fixed (a second look).
  { name: 'blind-48', items: blind48 as BlindItem[] },
  { name: 'blind-49', items: blind49 as BlindItem[] },
  { name: 'blind-50', items: blind50 as BlindItem[] },
  { name: 'blind-51', items: blind51 as BlindItem[] },
  // Z8 to Z10: written after 4e was defined, scored blind first on the session-17 check, then once on 4e: its judges.
  { name: 'blind-52', items: blind52 as BlindItem[] },
  { name: 'blind-53', items: blind53 as BlindItem[] },
  { name: 'blind-54', items: blind54 as BlindItem[] },
  // Z11 to Z13: written after 4e shipped, scored once on it, blind first (the candidate they were written to judge
  // was dropped before judging).
  { name: 'blind-55', items: blind55 as BlindItem[] },
  { name: 'blind-56', items: blind56 as BlindItem[] },
  { name: 'blind-57', items: blind57 as BlindItem[] },
  { name: 'blind-58', items: blind58 as BlindItem[] },
  { name: 'blind-59', items: blind59 as BlindItem[] },
  { name: 'blind-60', items: blind60 as BlindItem[] },
  { name: 'blind-61', items: blind61 as BlindItem[] },
  { name: 'blind-62', items: blind62 as BlindItem[] },
  { name: 'blind-63', items: blind63 as BlindItem[] },
  { name: 'blind-64', items: blind64 as BlindItem[] },
  { name: 'blind-65', items: blind65 as BlindItem[] },
  { name: 'blind-66', items: blind66 as BlindItem[] },
  { name: 'blind-67', items: blind67 as BlindItem[] },
  { name: 'blind-68', items: blind68 as BlindItem[] },
  { name: 'blind-69', items: blind69 as BlindItem[] },
  { name: 'blind-70', items: blind70 as BlindItem[] },
  { name: 'blind-71', items: blind71 as BlindItem[] },
  { name: 'blind-72', items: blind72 as BlindItem[] },
  { name: 'blind-73', items: blind73 as BlindItem[] },
  { name: 'blind-74', items: blind74 as BlindItem[] },
  { name: 'blind-75', items: blind75 as BlindItem[] },
  { name: 'blind-76', items: blind76 as BlindItem[] },
  { name: 'blind-77', items: blind77 as BlindItem[] },
  { name: 'blind-78', items: blind78 as BlindItem[] },
  { name: 'blind-79', items: blind79 as BlindItem[] },
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
      'blind-45': 0.977,
      'blind-46': 0.969,
      'blind-47': 0.962,
      'blind-48': 0.938,
      'blind-49': 0.954,
      'blind-50': 0.969,
      'blind-51': 0.985,
      'blind-52': 0.954,
      'blind-53': 0.962,
      'blind-54': 0.969,
      'blind-55': 0.946,
      'blind-56': 0.954,
      'blind-57': 0.962,
      'blind-58': 0.977,
      'blind-59': 0.938,
      'blind-60': 0.977,
      'blind-61': 0.977,
      'blind-62': 0.962,
      'blind-63': 0.977,
      'blind-64': 0.992,
      'blind-65': 0.969,
      'blind-66': 0.977,
      'blind-67': 0.969,
      'blind-68': 0.985,
      'blind-69': 0.977,
      'blind-70': 0.977,
      'blind-71': 0.969,
      'blind-72': 0.946,
      'blind-73': 0.946,
      'blind-74': 1,
      'blind-75': 0.992,
      'blind-76': 0.954,
      'blind-77': 0.977,
      'blind-78': 0.946,
      'blind-79': 0.977,
    },
    target: 0.99,
  },
  crisisCard: {
    at: 'least',
    measured: {
      'blind-45': 0.746,
      'blind-46': 0.838,
      'blind-47': 0.792,
      'blind-48': 0.677,
      'blind-49': 0.746,
      'blind-50': 0.769,
      'blind-51': 0.723,
      'blind-52': 0.731,
      'blind-53': 0.662,
      'blind-54': 0.708,
      'blind-55': 0.738,
      'blind-56': 0.7,
      'blind-57': 0.746,
      'blind-58': 0.746,
      'blind-59': 0.754,
      'blind-60': 0.792,
      'blind-61': 0.708,
      'blind-62': 0.723,
      'blind-63': 0.8,
      'blind-64': 0.815,
      'blind-65': 0.723,
      'blind-66': 0.823,
      'blind-67': 0.715,
      'blind-68': 0.754,
      'blind-69': 0.792,
      'blind-70': 0.723,
      'blind-71': 0.7,
      'blind-72': 0.708,
      'blind-73': 0.738,
      'blind-74': 0.777,
      'blind-75': 0.777,
      'blind-76': 0.785,
      'blind-77': 0.854,
      'blind-78': 0.677,
      'blind-79': 0.646,
    },
    target: 0.97,
  },
  negativesCard: {
    at: 'most',
    measured: {
      'blind-45': 0.069,
      'blind-46': 0.054,
      'blind-47': 0.046,
      'blind-48': 0.1,
      'blind-49': 0.062,
      'blind-50': 0.069,
      'blind-51': 0.062,
      'blind-52': 0.015,
      'blind-53': 0.062,
      'blind-54': 0.077,
      'blind-55': 0.069,
      'blind-56': 0.046,
      'blind-57': 0.046,
      'blind-58': 0.069,
      'blind-59': 0.069,
      'blind-60': 0.054,
      'blind-61': 0.077,
      'blind-62': 0.077,
      'blind-63': 0.069,
      'blind-64': 0.046,
      'blind-65': 0.062,
      'blind-66': 0.046,
      'blind-67': 0.054,
      'blind-68': 0.123,
      'blind-69': 0.1,
      'blind-70': 0.046,
      'blind-71': 0.115,
      'blind-72': 0.069,
      'blind-73': 0.069,
      'blind-74': 0.2,
      'blind-75': 0.038,
      'blind-76': 0.031,
      'blind-77': 0.108,
      'blind-78': 0.069,
      'blind-79': 0.054,
    },
    target: 0.02,
  },
  negativesCheckIn: {
    at: 'most',
    measured: {
      'blind-45': 0.169,
      'blind-46': 0.177,
      'blind-47': 0.115,
      'blind-48': 0.162,
      'blind-49': 0.169,
      'blind-50': 0.146,
      'blind-51': 0.169,
      'blind-52': 0.215,
      'blind-53': 0.138,
      'blind-54': 0.138,
      'blind-55': 0.169,
      'blind-56': 0.123,
      'blind-57': 0.192,
      'blind-58': 0.138,
      'blind-59': 0.162,
      'blind-60': 0.123,
      'blind-61': 0.162,
      'blind-62': 0.231,
      'blind-63': 0.169,
      'blind-64': 0.185,
      'blind-65': 0.192,
      'blind-66': 0.162,
      'blind-67': 0.123,
      'blind-68': 0.192,
      'blind-69': 0.215,
      'blind-70': 0.246,
      'blind-71': 0.185,
      'blind-72': 0.223,
      'blind-73': 0.2,
      'blind-74': 0.123,
      'blind-75': 0.162,
      'blind-76': 0.177,
      'blind-77': 0.115,
      'blind-78': 0.185,
      'blind-79': 0.177,
    },
    target: 0.05,
  },
  helper: {
    at: 'least',
    measured: {
      'blind-45': 0.829,
      'blind-46': 0.8,
      'blind-47': 0.757,
      'blind-48': 0.643,
      'blind-49': 0.771,
      'blind-50': 0.729,
      'blind-51': 0.7,
      'blind-52': 0.714,
      'blind-53': 0.629,
      'blind-54': 0.771,
      'blind-55': 0.771,
      'blind-56': 0.671,
      'blind-57': 0.743,
      'blind-58': 0.771,
      'blind-59': 0.786,
      'blind-60': 0.757,
      'blind-61': 0.843,
      'blind-62': 0.7,
      'blind-63': 0.786,
      'blind-64': 0.771,
      'blind-65': 0.729,
      'blind-66': 0.671,
      'blind-67': 0.686,
      'blind-68': 0.643,
      'blind-69': 0.686,
      'blind-70': 0.586,
      'blind-71': 0.557,
      'blind-72': 0.814,
      'blind-73': 0.786,
      'blind-74': 0.714,
      'blind-75': 0.757,
      'blind-76': 0.714,
      'blind-77': 0.657,
      'blind-78': 0.714,
      'blind-79': 0.729,
    },
    target: 0.95,
  },
  otherNothing: {
    at: 'most',
    measured: {
      'blind-45': 0.029,
      'blind-46': 0.014,
      'blind-47': 0.014,
      'blind-48': 0.043,
      'blind-49': 0.029,
      'blind-50': 0.014,
      'blind-51': 0.057,
      'blind-52': 0.043,
      'blind-53': 0.029,
      'blind-54': 0.029,
      'blind-55': 0,
      'blind-56': 0.029,
      'blind-57': 0,
      'blind-58': 0.043,
      'blind-59': 0.029,
      'blind-60': 0,
      'blind-61': 0.029,
      'blind-62': 0.014,
      'blind-63': 0,
      'blind-64': 0.043,
      'blind-65': 0.014,
      'blind-66': 0,
      'blind-67': 0.057,
      'blind-68': 0.029,
      'blind-69': 0,
      'blind-70': 0,
      'blind-71': 0.014,
      'blind-72': 0.014,
      'blind-73': 0,
      'blind-74': 0.014,
      'blind-75': 0,
      'blind-76': 0.043,
      'blind-77': 0.014,
      'blind-78': 0.014,
      'blind-79': 0.014,
    },
    target: 0,
  },
  bothWriter: {
    at: 'least',
    measured: {
      'blind-45': 0.933,
      'blind-46': 0.967,
      'blind-47': 0.933,
      'blind-48': 0.967,
      'blind-49': 1,
      'blind-50': 1,
      'blind-51': 0.967,
      'blind-52': 0.933,
      'blind-53': 0.967,
      'blind-54': 1,
      'blind-55': 0.967,
      'blind-56': 0.967,
      'blind-57': 0.967,
      'blind-58': 1,
      'blind-59': 1,
      'blind-60': 0.967,
      'blind-61': 1,
      'blind-62': 0.967,
      'blind-63': 0.967,
      'blind-64': 0.9,
      'blind-65': 0.967,
      'blind-66': 1,
      'blind-67': 1,
      'blind-68': 1,
      'blind-69': 1,
      'blind-70': 1,
      'blind-71': 1,
      'blind-72': 0.967,
      'blind-73': 0.967,
      'blind-74': 1,
      'blind-75': 1,
      'blind-76': 1,
      'blind-77': 1,
      'blind-78': 0.967,
      'blind-79': 1,
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
