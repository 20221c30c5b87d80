import blind328 from './crisis-sets/held-back/blind-328.json' with { type: 'json' };
import blind329 from './crisis-sets/held-back/blind-329.json' with { type: 'json' };
import blind330 from './crisis-sets/held-back/blind-330.json' with { type: 'json' };
import blind331 from './crisis-sets/held-back/blind-331.json' with { type: 'json' };
import blind332 from './crisis-sets/held-back/blind-332.json' with { type: 'json' };
import blind333 from './crisis-sets/held-back/blind-333.json' with { type: 'json' };
import blind334 from './crisis-sets/held-back/blind-334.json' with { type: 'json' };
import blind335 from './crisis-sets/held-back/blind-335.json' with { type: 'json' };
import blind336 from './crisis-sets/held-back/blind-336.json' with { type: 'json' };
import blind337 from './crisis-sets/held-back/blind-337.json' with { type: 'json' };
import blind338 from './crisis-sets/held-back/blind-338.json' with { type: 'json' };
import blind339 from './crisis-sets/held-back/blind-339.json' with { type: 'json' };
import blind340 from './crisis-sets/held-back/blind-340.json' with { type: 'json' };
import blind341 from './crisis-sets/held-back/blind-341.json' with { type: 'json' };
import blind342 from './crisis-sets/held-back/blind-342.json' with { type: 'json' };
import blind343 from './crisis-sets/held-back/blind-343.json' with { type: 'json' };
import blind344 from './crisis-sets/held-back/blind-344.json' with { type: 'json' };
import blind345 from './crisis-sets/held-back/blind-345.json' with { type: 'json' };
import blind346 from './crisis-sets/held-back/blind-346.json' with { type: 'json' };
import blind347 from './crisis-sets/held-back/blind-347.json' with { type: 'json' };
import blind348 from './crisis-sets/held-back/blind-348.json' with { type: 'json' };
import blind349 from './crisis-sets/held-back/blind-349.json' with { type: 'json' };
import blind350 from './crisis-sets/held-back/blind-350.json' with { type: 'json' };
import blind351 from './crisis-sets/held-back/blind-351.json' with { type: 'json' };
import blind352 from './crisis-sets/held-back/blind-352.json' with { type: 'json' };
import blind353 from './crisis-sets/held-back/blind-353.json' with { type: 'json' };
import blind354 from './crisis-sets/held-back/blind-354.json' with { type: 'json' };
import blind355 from './crisis-sets/held-back/blind-355.json' with { type: 'json' };
import blind356 from './crisis-sets/held-back/blind-356.json' with { type: 'json' };
import blind357 from './crisis-sets/held-back/blind-357.json' with { type: 'json' };
import blind358 from './crisis-sets/held-back/blind-358.json' with { type: 'json' };
import blind359 from './crisis-sets/held-back/blind-359.json' with { type: 'json' };
import blind360 from './crisis-sets/held-back/blind-360.json' with { type: 'json' };
import blind361 from './crisis-sets/held-back/blind-361.json' with { type: 'json' };
import blind362 from './crisis-sets/held-back/blind-362.json' with { type: 'json' };
import blind363 from './crisis-sets/held-back/blind-363.json' with { type: 'json' };
import blind364 from './crisis-sets/held-back/blind-364.json' with { type: 'json' };
import blind365 from './crisis-sets/held-back/blind-365.json' with { type: 'json' };
import blind366 from './crisis-sets/held-back/blind-366.json' with { type: 'json' };
import blind367 from './crisis-sets/held-back/blind-367.json' with { type: 'json' };
import blind368 from './crisis-sets/held-back/blind-368.json' with { type: 'json' };
import blind369 from './crisis-sets/held-back/blind-369.json' with { type: 'json' };
import blind370 from './crisis-sets/held-back/blind-370.json' with { type: 'json' };
import blind371 from './crisis-sets/held-back/blind-371.json' with { type: 'json' };
import blind372 from './crisis-sets/held-back/blind-372.json' with { type: 'json' };
import blind373 from './crisis-sets/held-back/blind-373.json' with { type: 'json' };
import blind374 from './crisis-sets/held-back/blind-374.json' with { type: 'json' };
import blind375 from './crisis-sets/held-back/blind-375.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { judge, type Judged } from './judge-candidate.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31: the shipped check (screenInput, as the AI routes use it) on the newest blind sets, written by helpers who
 * saw only a brief, never trained on (train-risk-model.ts does not read held-back/). The floors are the shipped check's
 * figures on each set: since session 42, 9d's (8h's design, every head and its three sequence readers fitted with
 * blind-116 to -327 and chat-1 to -46, the thresholds chosen on blind-328 to -335 and chat-47, -48;
 * held-back/RULES-session-42.md, round 43; docs/decisions/0025-care-measured-blind.md, "Session 42"). Blind-328 to
 * -335 were 9d's development sets; blind-336 to -343 (session 42) were scored blind first on 9b, then judged 9d once;
 * blind-344 to -351 (session 42) and blind-352 to -359 (session 43) were scored blind first on 9d and judged round 44
 * (held-back/RULES-session-43.md): since session 43 the reader takes an ellipsis before a completion ("me atiro... no
 * sofá") as a pause inside one sentence (round 44). blind-360 to -367 (session 43) were scored blind first on that
 * check and judged round 45: the joke cue reads laughter ("kkkk"), the writer's card at 0.55; the floors are that
 * check's. blind-368 to -375 (session 43) were scored blind first on it and judge the next candidate.
 * A model trades set by set: on its judges 9d carded 7 fewer hard negatives and left as many people at risk with
 * nothing as 9b, answered one crisis fewer in blind-337 and -338 each, and gave the helper's words 3 times fewer; the
 * figures before each model stay in the rules files. The floors are written by hold-blind-floors.ts. This test fails
 * on a change that makes the check worse on words it never trained on. The floors are below the targets,
 * printed beside them; the issue stays open until a set the check never saw meets those.
 *
 * The sets held back before (blind-18 to -327) judged their last candidates and are trained on now
 * (crisis-sets/judged/); their blind-first figures stay in the decision record and the rules files.
 */

const sets: { name: string; items: readonly BlindItem[] }[] = [
  // Z284 to Z291 (session 41): scored blind first on the check of round 41; round 42's judges, round 43's development sets.
  { name: 'blind-328', items: blind328 as BlindItem[] },
  { name: 'blind-329', items: blind329 as BlindItem[] },
  { name: 'blind-330', items: blind330 as BlindItem[] },
  { name: 'blind-331', items: blind331 as BlindItem[] },
  { name: 'blind-332', items: blind332 as BlindItem[] },
  { name: 'blind-333', items: blind333 as BlindItem[] },
  { name: 'blind-334', items: blind334 as BlindItem[] },
  { name: 'blind-335', items: blind335 as BlindItem[] },
  // Z292 to Z299 (session 42): scored blind first on the check as shipped (9bdcc98); round 43's judges.
  { name: 'blind-336', items: blind336 as BlindItem[] },
  { name: 'blind-337', items: blind337 as BlindItem[] },
  { name: 'blind-338', items: blind338 as BlindItem[] },
  { name: 'blind-339', items: blind339 as BlindItem[] },
  { name: 'blind-340', items: blind340 as BlindItem[] },
  { name: 'blind-341', items: blind341 as BlindItem[] },
  { name: 'blind-342', items: blind342 as BlindItem[] },
  { name: 'blind-343', items: blind343 as BlindItem[] },
  // Z300 to Z307 (session 42): scored blind first on 9d; round 44's judges (session 43).
  { name: 'blind-344', items: blind344 as BlindItem[] },
  { name: 'blind-345', items: blind345 as BlindItem[] },
  { name: 'blind-346', items: blind346 as BlindItem[] },
  { name: 'blind-347', items: blind347 as BlindItem[] },
  { name: 'blind-348', items: blind348 as BlindItem[] },
  { name: 'blind-349', items: blind349 as BlindItem[] },
  { name: 'blind-350', items: blind350 as BlindItem[] },
  { name: 'blind-351', items: blind351 as BlindItem[] },
  // Z308 to Z315 (session 43): scored blind first on 9d; round 44's judges too.
  { name: 'blind-352', items: blind352 as BlindItem[] },
  { name: 'blind-353', items: blind353 as BlindItem[] },
  { name: 'blind-354', items: blind354 as BlindItem[] },
  { name: 'blind-355', items: blind355 as BlindItem[] },
  { name: 'blind-356', items: blind356 as BlindItem[] },
  { name: 'blind-357', items: blind357 as BlindItem[] },
  { name: 'blind-358', items: blind358 as BlindItem[] },
  { name: 'blind-359', items: blind359 as BlindItem[] },
  // Z316 to Z323 (session 43): scored blind first on round 44's check; round 45's judges.
  { name: 'blind-360', items: blind360 as BlindItem[] },
  { name: 'blind-361', items: blind361 as BlindItem[] },
  { name: 'blind-362', items: blind362 as BlindItem[] },
  { name: 'blind-363', items: blind363 as BlindItem[] },
  { name: 'blind-364', items: blind364 as BlindItem[] },
  { name: 'blind-365', items: blind365 as BlindItem[] },
  { name: 'blind-366', items: blind366 as BlindItem[] },
  { name: 'blind-367', items: blind367 as BlindItem[] },
  // Z324 to Z331 (session 43): scored blind first on round 45's check; the next round's judges.
  { name: 'blind-368', items: blind368 as BlindItem[] },
  { name: 'blind-369', items: blind369 as BlindItem[] },
  { name: 'blind-370', items: blind370 as BlindItem[] },
  { name: 'blind-371', items: blind371 as BlindItem[] },
  { name: 'blind-372', items: blind372 as BlindItem[] },
  { name: 'blind-373', items: blind373 as BlindItem[] },
  { name: 'blind-374', items: blind374 as BlindItem[] },
  { name: 'blind-375', items: blind375 as BlindItem[] },
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
      'blind-328': 0.931,
      'blind-329': 0.969,
      'blind-330': 0.954,
      'blind-331': 0.946,
      'blind-332': 0.977,
      'blind-333': 0.992,
      'blind-334': 1,
      'blind-335': 0.992,
      'blind-336': 1,
      'blind-337': 0.954,
      'blind-338': 0.977,
      'blind-339': 0.992,
      'blind-340': 0.992,
      'blind-341': 0.992,
      'blind-342': 1,
      'blind-343': 0.985,
      'blind-344': 0.977,
      'blind-345': 0.969,
      'blind-346': 0.985,
      'blind-347': 0.977,
      'blind-348': 0.985,
      'blind-349': 1,
      'blind-350': 1,
      'blind-351': 0.969,
      'blind-352': 0.992,
      'blind-353': 1,
      'blind-354': 0.992,
      'blind-355': 0.962,
      'blind-356': 1,
      'blind-357': 0.992,
      'blind-358': 0.992,
      'blind-359': 0.992,
      'blind-360': 0.992,
      'blind-361': 0.985,
      'blind-362': 0.992,
      'blind-363': 0.985,
      'blind-364': 0.985,
      'blind-365': 1,
      'blind-366': 1,
      'blind-367': 0.985,
      'blind-368': 1,
      'blind-369': 1,
      'blind-370': 0.977,
      'blind-371': 1,
      'blind-372': 0.992,
      'blind-373': 1,
      'blind-374': 0.992,
      'blind-375': 0.977,
    },
    target: 0.99,
  },
  crisisCard: {
    at: 'least',
    measured: {
      'blind-328': 0.869,
      'blind-329': 0.862,
      'blind-330': 0.915,
      'blind-331': 0.854,
      'blind-332': 0.962,
      'blind-333': 0.969,
      'blind-334': 0.969,
      'blind-335': 0.992,
      'blind-336': 0.977,
      'blind-337': 0.885,
      'blind-338': 0.969,
      'blind-339': 0.954,
      'blind-340': 0.954,
      'blind-341': 0.969,
      'blind-342': 0.992,
      'blind-343': 0.969,
      'blind-344': 0.931,
      'blind-345': 0.938,
      'blind-346': 0.954,
      'blind-347': 0.954,
      'blind-348': 0.962,
      'blind-349': 0.954,
      'blind-350': 0.962,
      'blind-351': 0.962,
      'blind-352': 0.969,
      'blind-353': 0.977,
      'blind-354': 0.962,
      'blind-355': 0.923,
      'blind-356': 0.977,
      'blind-357': 0.969,
      'blind-358': 0.954,
      'blind-359': 0.946,
      'blind-360': 0.969,
      'blind-361': 0.954,
      'blind-362': 0.969,
      'blind-363': 0.977,
      'blind-364': 0.977,
      'blind-365': 0.992,
      'blind-366': 0.992,
      'blind-367': 0.969,
      'blind-368': 1,
      'blind-369': 0.985,
      'blind-370': 0.946,
      'blind-371': 0.969,
      'blind-372': 0.985,
      'blind-373': 0.985,
      'blind-374': 0.992,
      'blind-375': 0.954,
    },
    target: 0.97,
  },
  negativesCard: {
    at: 'most',
    measured: {
      'blind-328': 0.115,
      'blind-329': 0.1,
      'blind-330': 0.023,
      'blind-331': 0.069,
      'blind-332': 0.077,
      'blind-333': 0.092,
      'blind-334': 0.062,
      'blind-335': 0.062,
      'blind-336': 0.046,
      'blind-337': 0.046,
      'blind-338': 0.046,
      'blind-339': 0.069,
      'blind-340': 0.069,
      'blind-341': 0.069,
      'blind-342': 0.085,
      'blind-343': 0.038,
      'blind-344': 0.031,
      'blind-345': 0.023,
      'blind-346': 0.046,
      'blind-347': 0.131,
      'blind-348': 0.054,
      'blind-349': 0.046,
      'blind-350': 0.038,
      'blind-351': 0.054,
      'blind-352': 0.062,
      'blind-353': 0.123,
      'blind-354': 0.062,
      'blind-355': 0.015,
      'blind-356': 0.062,
      'blind-357': 0.054,
      'blind-358': 0.062,
      'blind-359': 0.046,
      'blind-360': 0.054,
      'blind-361': 0.069,
      'blind-362': 0.046,
      'blind-363': 0.069,
      'blind-364': 0.092,
      'blind-365': 0.062,
      'blind-366': 0.046,
      'blind-367': 0.062,
      'blind-368': 0.023,
      'blind-369': 0.092,
      'blind-370': 0.062,
      'blind-371': 0.031,
      'blind-372': 0.054,
      'blind-373': 0.062,
      'blind-374': 0.054,
      'blind-375': 0.092,
    },
    target: 0.02,
  },
  negativesCheckIn: {
    at: 'most',
    measured: {
      'blind-328': 0.092,
      'blind-329': 0.115,
      'blind-330': 0.054,
      'blind-331': 0.131,
      'blind-332': 0.054,
      'blind-333': 0.092,
      'blind-334': 0.062,
      'blind-335': 0.123,
      'blind-336': 0.115,
      'blind-337': 0.054,
      'blind-338': 0.046,
      'blind-339': 0.085,
      'blind-340': 0.077,
      'blind-341': 0.1,
      'blind-342': 0.115,
      'blind-343': 0.054,
      'blind-344': 0.038,
      'blind-345': 0.108,
      'blind-346': 0.085,
      'blind-347': 0.123,
      'blind-348': 0.046,
      'blind-349': 0.046,
      'blind-350': 0.038,
      'blind-351': 0.046,
      'blind-352': 0.054,
      'blind-353': 0.069,
      'blind-354': 0.077,
      'blind-355': 0.038,
      'blind-356': 0.085,
      'blind-357': 0.069,
      'blind-358': 0.062,
      'blind-359': 0.069,
      'blind-360': 0.046,
      'blind-361': 0.054,
      'blind-362': 0.054,
      'blind-363': 0.092,
      'blind-364': 0.092,
      'blind-365': 0.1,
      'blind-366': 0.069,
      'blind-367': 0.038,
      'blind-368': 0.054,
      'blind-369': 0.138,
      'blind-370': 0.046,
      'blind-371': 0.062,
      'blind-372': 0.1,
      'blind-373': 0.1,
      'blind-374': 0.062,
      'blind-375': 0.085,
    },
    target: 0.05,
  },
  helper: {
    at: 'least',
    measured: {
      'blind-328': 0.957,
      'blind-329': 0.843,
      'blind-330': 0.971,
      'blind-331': 0.857,
      'blind-332': 0.914,
      'blind-333': 0.929,
      'blind-334': 1,
      'blind-335': 0.986,
      'blind-336': 0.986,
      'blind-337': 0.957,
      'blind-338': 0.986,
      'blind-339': 0.986,
      'blind-340': 0.929,
      'blind-341': 0.971,
      'blind-342': 0.943,
      'blind-343': 0.986,
      'blind-344': 0.971,
      'blind-345': 0.9,
      'blind-346': 0.986,
      'blind-347': 0.957,
      'blind-348': 0.943,
      'blind-349': 0.957,
      'blind-350': 1,
      'blind-351': 0.929,
      'blind-352': 0.986,
      'blind-353': 1,
      'blind-354': 1,
      'blind-355': 1,
      'blind-356': 0.971,
      'blind-357': 0.943,
      'blind-358': 0.971,
      'blind-359': 0.929,
      'blind-360': 0.957,
      'blind-361': 0.957,
      'blind-362': 0.929,
      'blind-363': 0.957,
      'blind-364': 0.943,
      'blind-365': 0.971,
      'blind-366': 0.957,
      'blind-367': 0.971,
      'blind-368': 0.971,
      'blind-369': 0.986,
      'blind-370': 0.957,
      'blind-371': 0.943,
      'blind-372': 0.971,
      'blind-373': 0.957,
      'blind-374': 0.9,
      'blind-375': 0.929,
    },
    target: 0.95,
  },
  otherNothing: {
    at: 'most',
    measured: {
      'blind-328': 0,
      'blind-329': 0,
      'blind-330': 0.014,
      'blind-331': 0.014,
      'blind-332': 0,
      'blind-333': 0,
      'blind-334': 0,
      'blind-335': 0.014,
      'blind-336': 0,
      'blind-337': 0,
      'blind-338': 0,
      'blind-339': 0,
      'blind-340': 0,
      'blind-341': 0.014,
      'blind-342': 0.014,
      'blind-343': 0,
      'blind-344': 0,
      'blind-345': 0.014,
      'blind-346': 0,
      'blind-347': 0.014,
      'blind-348': 0,
      'blind-349': 0,
      'blind-350': 0,
      'blind-351': 0.043,
      'blind-352': 0,
      'blind-353': 0,
      'blind-354': 0,
      'blind-355': 0,
      'blind-356': 0,
      'blind-357': 0,
      'blind-358': 0,
      'blind-359': 0.014,
      'blind-360': 0,
      'blind-361': 0,
      'blind-362': 0.014,
      'blind-363': 0.029,
      'blind-364': 0.014,
      'blind-365': 0,
      'blind-366': 0,
      'blind-367': 0,
      'blind-368': 0,
      'blind-369': 0,
      'blind-370': 0.014,
      'blind-371': 0,
      'blind-372': 0.014,
      'blind-373': 0,
      'blind-374': 0.029,
      'blind-375': 0,
    },
    target: 0,
  },
  bothWriter: {
    at: 'least',
    measured: {
      'blind-328': 1,
      'blind-329': 1,
      'blind-330': 0.967,
      'blind-331': 1,
      'blind-332': 0.967,
      'blind-333': 1,
      'blind-334': 0.933,
      'blind-335': 0.967,
      'blind-336': 1,
      'blind-337': 1,
      'blind-338': 1,
      'blind-339': 1,
      'blind-340': 1,
      'blind-341': 0.967,
      'blind-342': 0.967,
      'blind-343': 1,
      'blind-344': 0.833,
      'blind-345': 1,
      'blind-346': 1,
      'blind-347': 0.967,
      'blind-348': 1,
      'blind-349': 0.933,
      'blind-350': 1,
      'blind-351': 1,
      'blind-352': 1,
      'blind-353': 1,
      'blind-354': 1,
      'blind-355': 0.967,
      'blind-356': 1,
      'blind-357': 0.967,
      'blind-358': 1,
      'blind-359': 1,
      'blind-360': 1,
      'blind-361': 0.967,
      'blind-362': 1,
      'blind-363': 0.967,
      'blind-364': 1,
      'blind-365': 1,
      'blind-366': 1,
      'blind-367': 1,
      'blind-368': 1,
      'blind-369': 0.967,
      'blind-370': 1,
      'blind-371': 1,
      'blind-372': 1,
      'blind-373': 1,
      'blind-374': 1,
      'blind-375': 0.967,
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
