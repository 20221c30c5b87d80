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
import blind92 from './crisis-sets/held-back/blind-92.json' with { type: 'json' };
import blind93 from './crisis-sets/held-back/blind-93.json' with { type: 'json' };
import blind94 from './crisis-sets/held-back/blind-94.json' with { type: 'json' };
import blind95 from './crisis-sets/held-back/blind-95.json' with { type: 'json' };
import blind96 from './crisis-sets/held-back/blind-96.json' with { type: 'json' };
import blind97 from './crisis-sets/held-back/blind-97.json' with { type: 'json' };
import blind98 from './crisis-sets/held-back/blind-98.json' with { type: 'json' };
import blind99 from './crisis-sets/held-back/blind-99.json' with { type: 'json' };
import blind100 from './crisis-sets/held-back/blind-100.json' with { type: 'json' };
import blind101 from './crisis-sets/held-back/blind-101.json' with { type: 'json' };
import blind102 from './crisis-sets/held-back/blind-102.json' with { type: 'json' };
import blind103 from './crisis-sets/held-back/blind-103.json' with { type: 'json' };
import blind104 from './crisis-sets/held-back/blind-104.json' with { type: 'json' };
import blind105 from './crisis-sets/held-back/blind-105.json' with { type: 'json' };
import blind106 from './crisis-sets/held-back/blind-106.json' with { type: 'json' };
import blind107 from './crisis-sets/held-back/blind-107.json' with { type: 'json' };
import blind108 from './crisis-sets/held-back/blind-108.json' with { type: 'json' };
import blind109 from './crisis-sets/held-back/blind-109.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { judge, type Judged } from './judge-candidate.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31: the shipped check (screenInput, as the AI routes use it) on the newest blind sets, written by helpers
 * who saw only a brief, never trained on (train-risk-model.ts does not read held-back/). The floors are the shipped
 * check's figures (session 24's model 6d with session 23's routing of someone else; blind-80 to -95 written by sixteen
 * writers in session 24; docs/decisions/0025-care-measured-blind.md): this test fails on a change that makes the
 * check worse on words it never trained on. They are below the targets, printed beside them; the issue stays
 * open until a set the check never saw meets those.
 *
 * Session 25 added fourteen writers (blind-96 to -109), each scored blind first on 6d (their floors here are those
 * figures); two candidates trained on more data (6e, 6f) were judged on eight of them and did not ship
 * (crisis-sets/held-back/RULES-session-25.md).
 *
 * The sets held back before session 24 (blind-18 to -79) judged their last candidates and are trained on now
 * (crisis-sets/judged/); their blind-first figures stay in the decision record.
 */

const sets: { name: string; items: readonly BlindItem[] }[] = [
  // Z36 to Z47: scored blind first on 5c; Z36 to Z39 then judged candidate 6a, Z40 to Z43 candidate 6b, Z44 to Z47
  // candidate 6c; all twelve chose the shipped model's (6d's) thresholds as development sets: never trained on, but
  // not blind for it.
  { name: 'blind-80', items: blind80 as BlindItem[] },
  { name: 'blind-81', items: blind81 as BlindItem[] },
  { name: 'blind-82', items: blind82 as BlindItem[] },
  { name: 'blind-83', items: blind83 as BlindItem[] },
  { name: 'blind-84', items: blind84 as BlindItem[] },
  { name: 'blind-85', items: blind85 as BlindItem[] },
  { name: 'blind-86', items: blind86 as BlindItem[] },
  { name: 'blind-87', items: blind87 as BlindItem[] },
  { name: 'blind-88', items: blind88 as BlindItem[] },
  { name: 'blind-89', items: blind89 as BlindItem[] },
  { name: 'blind-90', items: blind90 as BlindItem[] },
  { name: 'blind-91', items: blind91 as BlindItem[] },
  // Z48 to Z51: written before 6d was fixed, scored blind first on 6c after it, then once on 6d: its judges.
  { name: 'blind-92', items: blind92 as BlindItem[] },
  { name: 'blind-93', items: blind93 as BlindItem[] },
  { name: 'blind-94', items: blind94 as BlindItem[] },
  { name: 'blind-95', items: blind95 as BlindItem[] },
  // Z52 to Z55 (session 25): scored blind first on 6d, then development sets for candidate 6e (not shipped).
  { name: 'blind-96', items: blind96 as BlindItem[] },
  { name: 'blind-97', items: blind97 as BlindItem[] },
  { name: 'blind-98', items: blind98 as BlindItem[] },
  { name: 'blind-99', items: blind99 as BlindItem[] },
  // Z56 to Z59: scored blind first on 6d, then judged candidate 6e once (not shipped).
  { name: 'blind-100', items: blind100 as BlindItem[] },
  { name: 'blind-101', items: blind101 as BlindItem[] },
  { name: 'blind-102', items: blind102 as BlindItem[] },
  { name: 'blind-103', items: blind103 as BlindItem[] },
  // Z60 to Z65: scored blind first on 6d, then judged candidate 6f once (not shipped).
  { name: 'blind-104', items: blind104 as BlindItem[] },
  { name: 'blind-105', items: blind105 as BlindItem[] },
  { name: 'blind-106', items: blind106 as BlindItem[] },
  { name: 'blind-107', items: blind107 as BlindItem[] },
  { name: 'blind-108', items: blind108 as BlindItem[] },
  { name: 'blind-109', items: blind109 as BlindItem[] },
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
      'blind-82': 0.992,
      'blind-83': 1,
      'blind-84': 0.977,
      'blind-85': 0.985,
      'blind-86': 0.992,
      'blind-87': 1,
      'blind-88': 0.985,
      'blind-89': 0.985,
      'blind-90': 0.992,
      'blind-91': 0.985,
      'blind-92': 1,
      'blind-93': 0.977,
      'blind-94': 1,
      'blind-95': 0.985,
      'blind-96': 0.962,
      'blind-97': 0.969,
      'blind-98': 0.977,
      'blind-99': 1,
      'blind-100': 0.985,
      'blind-101': 0.969,
      'blind-102': 0.977,
      'blind-103': 0.977,
      'blind-104': 0.985,
      'blind-105': 0.992,
      'blind-106': 0.977,
      'blind-107': 0.985,
      'blind-108': 1,
      'blind-109': 0.985,
    },
    target: 0.99,
  },
  crisisCard: {
    at: 'least',
    measured: {
      'blind-80': 0.923,
      'blind-81': 0.892,
      'blind-82': 0.931,
      'blind-83': 0.969,
      'blind-84': 0.908,
      'blind-85': 0.931,
      'blind-86': 0.931,
      'blind-87': 0.923,
      'blind-88': 0.923,
      'blind-89': 0.892,
      'blind-90': 0.877,
      'blind-91': 0.9,
      'blind-92': 0.962,
      'blind-93': 0.885,
      'blind-94': 0.969,
      'blind-95': 0.908,
      'blind-96': 0.908,
      'blind-97': 0.908,
      'blind-98': 0.946,
      'blind-99': 0.938,
      'blind-100': 0.915,
      'blind-101': 0.846,
      'blind-102': 0.862,
      'blind-103': 0.892,
      'blind-104': 0.938,
      'blind-105': 0.908,
      'blind-106': 0.885,
      'blind-107': 0.954,
      'blind-108': 0.892,
      'blind-109': 0.869,
    },
    target: 0.97,
  },
  negativesCard: {
    at: 'most',
    measured: {
      'blind-80': 0.115,
      'blind-81': 0.062,
      'blind-82': 0.077,
      'blind-83': 0.054,
      'blind-84': 0.085,
      'blind-85': 0.069,
      'blind-86': 0.108,
      'blind-87': 0.031,
      'blind-88': 0.046,
      'blind-89': 0.062,
      'blind-90': 0.062,
      'blind-91': 0.054,
      'blind-92': 0.069,
      'blind-93': 0.038,
      'blind-94': 0.092,
      'blind-95': 0.131,
      'blind-96': 0.077,
      'blind-97': 0.069,
      'blind-98': 0.115,
      'blind-99': 0.038,
      'blind-100': 0.077,
      'blind-101': 0.023,
      'blind-102': 0.1,
      'blind-103': 0.077,
      'blind-104': 0.131,
      'blind-105': 0.092,
      'blind-106': 0.1,
      'blind-107': 0.092,
      'blind-108': 0.169,
      'blind-109': 0.131,
    },
    target: 0.02,
  },
  negativesCheckIn: {
    at: 'most',
    measured: {
      'blind-80': 0.138,
      'blind-81': 0.177,
      'blind-82': 0.177,
      'blind-83': 0.254,
      'blind-84': 0.185,
      'blind-85': 0.162,
      'blind-86': 0.185,
      'blind-87': 0.123,
      'blind-88': 0.108,
      'blind-89': 0.146,
      'blind-90': 0.169,
      'blind-91': 0.192,
      'blind-92': 0.123,
      'blind-93': 0.192,
      'blind-94': 0.238,
      'blind-95': 0.162,
      'blind-96': 0.2,
      'blind-97': 0.162,
      'blind-98': 0.185,
      'blind-99': 0.138,
      'blind-100': 0.108,
      'blind-101': 0.138,
      'blind-102': 0.138,
      'blind-103': 0.262,
      'blind-104': 0.131,
      'blind-105': 0.146,
      'blind-106': 0.1,
      'blind-107': 0.169,
      'blind-108': 0.085,
      'blind-109': 0.223,
    },
    target: 0.05,
  },
  helper: {
    at: 'least',
    measured: {
      'blind-80': 0.9,
      'blind-81': 0.771,
      'blind-82': 0.829,
      'blind-83': 0.786,
      'blind-84': 0.814,
      'blind-85': 0.814,
      'blind-86': 0.843,
      'blind-87': 0.814,
      'blind-88': 0.857,
      'blind-89': 0.871,
      'blind-90': 0.729,
      'blind-91': 0.857,
      'blind-92': 0.914,
      'blind-93': 0.786,
      'blind-94': 0.814,
      'blind-95': 0.786,
      'blind-96': 0.843,
      'blind-97': 0.871,
      'blind-98': 0.671,
      'blind-99': 0.843,
      'blind-100': 0.857,
      'blind-101': 0.857,
      'blind-102': 0.843,
      'blind-103': 0.857,
      'blind-104': 0.9,
      'blind-105': 0.829,
      'blind-106': 0.814,
      'blind-107': 0.843,
      'blind-108': 0.8,
      'blind-109': 0.857,
    },
    target: 0.95,
  },
  otherNothing: {
    at: 'most',
    measured: {
      'blind-80': 0.014,
      'blind-81': 0.043,
      'blind-82': 0,
      'blind-83': 0.014,
      'blind-84': 0.014,
      'blind-85': 0.057,
      'blind-86': 0,
      'blind-87': 0.043,
      'blind-88': 0.043,
      'blind-89': 0.014,
      'blind-90': 0.014,
      'blind-91': 0.043,
      'blind-92': 0.014,
      'blind-93': 0.014,
      'blind-94': 0.014,
      'blind-95': 0.014,
      'blind-96': 0,
      'blind-97': 0,
      'blind-98': 0.014,
      'blind-99': 0,
      'blind-100': 0.014,
      'blind-101': 0.014,
      'blind-102': 0.014,
      'blind-103': 0.014,
      'blind-104': 0.014,
      'blind-105': 0.014,
      'blind-106': 0.057,
      'blind-107': 0.029,
      'blind-108': 0.014,
      'blind-109': 0.029,
    },
    target: 0,
  },
  bothWriter: {
    at: 'least',
    measured: {
      'blind-80': 1,
      'blind-81': 1,
      'blind-82': 0.967,
      'blind-83': 1,
      'blind-84': 0.967,
      'blind-85': 0.967,
      'blind-86': 1,
      'blind-87': 0.967,
      'blind-88': 1,
      'blind-89': 0.967,
      'blind-90': 1,
      'blind-91': 0.967,
      'blind-92': 0.967,
      'blind-93': 0.967,
      'blind-94': 1,
      'blind-95': 1,
      'blind-96': 0.967,
      'blind-97': 1,
      'blind-98': 1,
      'blind-99': 0.967,
      'blind-100': 0.933,
      'blind-101': 1,
      'blind-102': 1,
      'blind-103': 1,
      'blind-104': 1,
      'blind-105': 1,
      'blind-106': 1,
      'blind-107': 1,
      'blind-108': 1,
      'blind-109': 1,
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
