import blind182 from './crisis-sets/held-back/blind-182.json' with { type: 'json' };
import blind183 from './crisis-sets/held-back/blind-183.json' with { type: 'json' };
import blind184 from './crisis-sets/held-back/blind-184.json' with { type: 'json' };
import blind185 from './crisis-sets/held-back/blind-185.json' with { type: 'json' };
import blind186 from './crisis-sets/held-back/blind-186.json' with { type: 'json' };
import blind187 from './crisis-sets/held-back/blind-187.json' with { type: 'json' };
import blind188 from './crisis-sets/held-back/blind-188.json' with { type: 'json' };
import blind189 from './crisis-sets/held-back/blind-189.json' with { type: 'json' };
import blind190 from './crisis-sets/held-back/blind-190.json' with { type: 'json' };
import blind191 from './crisis-sets/held-back/blind-191.json' with { type: 'json' };
import blind192 from './crisis-sets/held-back/blind-192.json' with { type: 'json' };
import blind193 from './crisis-sets/held-back/blind-193.json' with { type: 'json' };
import blind194 from './crisis-sets/held-back/blind-194.json' with { type: 'json' };
import blind195 from './crisis-sets/held-back/blind-195.json' with { type: 'json' };
import blind196 from './crisis-sets/held-back/blind-196.json' with { type: 'json' };
import blind197 from './crisis-sets/held-back/blind-197.json' with { type: 'json' };
import blind198 from './crisis-sets/held-back/blind-198.json' with { type: 'json' };
import blind199 from './crisis-sets/held-back/blind-199.json' with { type: 'json' };
import blind200 from './crisis-sets/held-back/blind-200.json' with { type: 'json' };
import blind201 from './crisis-sets/held-back/blind-201.json' with { type: 'json' };
import blind202 from './crisis-sets/held-back/blind-202.json' with { type: 'json' };
import blind203 from './crisis-sets/held-back/blind-203.json' with { type: 'json' };
import blind204 from './crisis-sets/held-back/blind-204.json' with { type: 'json' };
import blind205 from './crisis-sets/held-back/blind-205.json' with { type: 'json' };
import blind206 from './crisis-sets/held-back/blind-206.json' with { type: 'json' };
import blind207 from './crisis-sets/held-back/blind-207.json' with { type: 'json' };
import blind208 from './crisis-sets/held-back/blind-208.json' with { type: 'json' };
import blind209 from './crisis-sets/held-back/blind-209.json' with { type: 'json' };
import blind210 from './crisis-sets/held-back/blind-210.json' with { type: 'json' };
import blind211 from './crisis-sets/held-back/blind-211.json' with { type: 'json' };
import blind212 from './crisis-sets/held-back/blind-212.json' with { type: 'json' };
import blind213 from './crisis-sets/held-back/blind-213.json' with { type: 'json' };
import blind214 from './crisis-sets/held-back/blind-214.json' with { type: 'json' };
import blind215 from './crisis-sets/held-back/blind-215.json' with { type: 'json' };
import blind216 from './crisis-sets/held-back/blind-216.json' with { type: 'json' };
import blind217 from './crisis-sets/held-back/blind-217.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { judge, type Judged } from './judge-candidate.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31: the shipped check (screenInput, as the AI routes use it) on the newest blind sets, written by helpers who
 * saw only a brief, never trained on (train-risk-model.ts does not read held-back/). The floors are the shipped check's
 * figures (session 32's check 7p: session 31's 7n, the model 7m, 7j's shape, session 27's 7c with a head of its own
 * for texts of ten words or fewer and networks beside the someone-else and who heads, trained on every set that had
 * judged its last candidate, blind-116 to -181 and chat-1 to -10; since 7p the who head decides wherever the writer
 * head reads below the card; docs/decisions/0025-care-measured-blind.md): this test fails on a
 * change that makes the check worse on words it never trained on. They are below the issue's targets, printed beside
 * them; the issue stays open until a set the check never saw meets those.
 *
 * The sets held back before (blind-18 to -181) judged their last candidates and are trained on now
 * (crisis-sets/judged/); their blind-first figures stay in the decision record and the rules files.
 */

const sets: { name: string; items: readonly BlindItem[] }[] = [
  // Z138 to Z143 (session 31): scored blind first on 7j, then judged 7k once (it did not ship; RULES-session-31.md).
  { name: 'blind-182', items: blind182 as BlindItem[] },
  { name: 'blind-183', items: blind183 as BlindItem[] },
  { name: 'blind-184', items: blind184 as BlindItem[] },
  { name: 'blind-185', items: blind185 as BlindItem[] },
  { name: 'blind-186', items: blind186 as BlindItem[] },
  { name: 'blind-187', items: blind187 as BlindItem[] },
  // Z144 to Z149 (session 31): scored blind first on 7j, then judged 7l once (it did not ship).
  { name: 'blind-188', items: blind188 as BlindItem[] },
  { name: 'blind-189', items: blind189 as BlindItem[] },
  { name: 'blind-190', items: blind190 as BlindItem[] },
  { name: 'blind-191', items: blind191 as BlindItem[] },
  { name: 'blind-192', items: blind192 as BlindItem[] },
  { name: 'blind-193', items: blind193 as BlindItem[] },
  // Z150 to Z155 (session 31): scored blind first on 7j, then judged 7m once (it shipped).
  { name: 'blind-194', items: blind194 as BlindItem[] },
  { name: 'blind-195', items: blind195 as BlindItem[] },
  { name: 'blind-196', items: blind196 as BlindItem[] },
  { name: 'blind-197', items: blind197 as BlindItem[] },
  { name: 'blind-198', items: blind198 as BlindItem[] },
  { name: 'blind-199', items: blind199 as BlindItem[] },
  // Z156 to Z161 (session 31): scored blind first on 7m, then judged 7n once (it shipped).
  { name: 'blind-200', items: blind200 as BlindItem[] },
  { name: 'blind-201', items: blind201 as BlindItem[] },
  { name: 'blind-202', items: blind202 as BlindItem[] },
  { name: 'blind-203', items: blind203 as BlindItem[] },
  { name: 'blind-204', items: blind204 as BlindItem[] },
  { name: 'blind-205', items: blind205 as BlindItem[] },
  // Z162 to Z167 (session 32): scored blind first on 7n, then judged 7o once (it did not ship; RULES-session-32.md).
  { name: 'blind-206', items: blind206 as BlindItem[] },
  { name: 'blind-207', items: blind207 as BlindItem[] },
  { name: 'blind-208', items: blind208 as BlindItem[] },
  { name: 'blind-209', items: blind209 as BlindItem[] },
  { name: 'blind-210', items: blind210 as BlindItem[] },
  { name: 'blind-211', items: blind211 as BlindItem[] },
  // Z168 to Z173 (session 32): scored blind first on 7n, then judged 7p once (it shipped): its judges.
  { name: 'blind-212', items: blind212 as BlindItem[] },
  { name: 'blind-213', items: blind213 as BlindItem[] },
  { name: 'blind-214', items: blind214 as BlindItem[] },
  { name: 'blind-215', items: blind215 as BlindItem[] },
  { name: 'blind-216', items: blind216 as BlindItem[] },
  { name: 'blind-217', items: blind217 as BlindItem[] },
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
      'blind-182': 0.992,
      'blind-183': 0.969,
      'blind-184': 0.992,
      'blind-185': 0.992,
      'blind-186': 0.992,
      'blind-187': 0.962,
      'blind-188': 1,
      'blind-189': 1,
      'blind-190': 0.923,
      'blind-191': 0.992,
      'blind-192': 0.962,
      'blind-193': 0.985,
      'blind-194': 0.985,
      'blind-195': 0.985,
      'blind-196': 0.992,
      'blind-197': 0.992,
      'blind-198': 1,
      'blind-199': 0.977,
      'blind-200': 1,
      'blind-201': 0.992,
      'blind-202': 1,
      'blind-203': 0.992,
      'blind-204': 0.992,
      'blind-205': 1,
      'blind-206': 0.992,
      'blind-207': 0.977,
      'blind-208': 0.954,
      'blind-209': 0.992,
      'blind-210': 0.985,
      'blind-211': 0.977,
      'blind-212': 0.969,
      'blind-213': 0.969,
      'blind-214': 0.985,
      'blind-215': 0.977,
      'blind-216': 0.985,
      'blind-217': 0.985,
    },
    target: 0.99,
  },
  crisisCard: {
    at: 'least',
    measured: {
      'blind-182': 0.938,
      'blind-183': 0.938,
      'blind-184': 0.977,
      'blind-185': 0.962,
      'blind-186': 0.977,
      'blind-187': 0.892,
      'blind-188': 0.992,
      'blind-189': 0.985,
      'blind-190': 0.869,
      'blind-191': 0.946,
      'blind-192': 0.892,
      'blind-193': 0.946,
      'blind-194': 0.962,
      'blind-195': 0.946,
      'blind-196': 0.946,
      'blind-197': 0.954,
      'blind-198': 0.946,
      'blind-199': 0.954,
      'blind-200': 0.985,
      'blind-201': 0.938,
      'blind-202': 0.977,
      'blind-203': 0.962,
      'blind-204': 0.985,
      'blind-205': 0.977,
      'blind-206': 0.969,
      'blind-207': 0.954,
      'blind-208': 0.931,
      'blind-209': 0.985,
      'blind-210': 0.946,
      'blind-211': 0.946,
      'blind-212': 0.9,
      'blind-213': 0.938,
      'blind-214': 0.9,
      'blind-215': 0.923,
      'blind-216': 0.931,
      'blind-217': 0.977,
    },
    target: 0.97,
  },
  negativesCard: {
    at: 'most',
    measured: {
      'blind-182': 0.069,
      'blind-183': 0.077,
      'blind-184': 0.1,
      'blind-185': 0.169,
      'blind-186': 0.069,
      'blind-187': 0.1,
      'blind-188': 0.069,
      'blind-189': 0.062,
      'blind-190': 0.046,
      'blind-191': 0.038,
      'blind-192': 0.046,
      'blind-193': 0.085,
      'blind-194': 0.108,
      'blind-195': 0.054,
      'blind-196': 0.1,
      'blind-197': 0.108,
      'blind-198': 0.062,
      'blind-199': 0.062,
      'blind-200': 0.046,
      'blind-201': 0.023,
      'blind-202': 0.077,
      'blind-203': 0.054,
      'blind-204': 0.038,
      'blind-205': 0.077,
      'blind-206': 0.077,
      'blind-207': 0.031,
      'blind-208': 0.046,
      'blind-209': 0.069,
      'blind-210': 0.046,
      'blind-211': 0.138,
      'blind-212': 0.092,
      'blind-213': 0.092,
      'blind-214': 0.046,
      'blind-215': 0.077,
      'blind-216': 0.085,
      'blind-217': 0.077,
    },
    target: 0.02,
  },
  negativesCheckIn: {
    at: 'most',
    measured: {
      'blind-182': 0.069,
      'blind-183': 0.1,
      'blind-184': 0.108,
      'blind-185': 0.154,
      'blind-186': 0.138,
      'blind-187': 0.108,
      'blind-188': 0.054,
      'blind-189': 0.115,
      'blind-190': 0.085,
      'blind-191': 0.185,
      'blind-192': 0.123,
      'blind-193': 0.146,
      'blind-194': 0.062,
      'blind-195': 0.092,
      'blind-196': 0.123,
      'blind-197': 0.085,
      'blind-198': 0.108,
      'blind-199': 0.1,
      'blind-200': 0.115,
      'blind-201': 0.092,
      'blind-202': 0.146,
      'blind-203': 0.115,
      'blind-204': 0.085,
      'blind-205': 0.131,
      'blind-206': 0.077,
      'blind-207': 0.092,
      'blind-208': 0.123,
      'blind-209': 0.085,
      'blind-210': 0.1,
      'blind-211': 0.146,
      'blind-212': 0.115,
      'blind-213': 0.115,
      'blind-214': 0.108,
      'blind-215': 0.085,
      'blind-216': 0.1,
      'blind-217': 0.069,
    },
    target: 0.05,
  },
  helper: {
    at: 'least',
    measured: {
      'blind-182': 0.957,
      'blind-183': 0.957,
      'blind-184': 0.9,
      'blind-185': 1,
      'blind-186': 0.943,
      'blind-187': 0.943,
      'blind-188': 0.957,
      'blind-189': 0.957,
      'blind-190': 0.929,
      'blind-191': 0.914,
      'blind-192': 0.986,
      'blind-193': 0.9,
      'blind-194': 0.943,
      'blind-195': 0.957,
      'blind-196': 0.857,
      'blind-197': 0.957,
      'blind-198': 0.943,
      'blind-199': 0.943,
      'blind-200': 0.929,
      'blind-201': 0.914,
      'blind-202': 0.914,
      'blind-203': 0.971,
      'blind-204': 0.986,
      'blind-205': 0.943,
      'blind-206': 1,
      'blind-207': 0.957,
      'blind-208': 0.929,
      'blind-209': 1,
      'blind-210': 0.957,
      'blind-211': 0.943,
      'blind-212': 0.929,
      'blind-213': 0.9,
      'blind-214': 0.8,
      'blind-215': 0.957,
      'blind-216': 0.943,
      'blind-217': 1,
    },
    target: 0.95,
  },
  otherNothing: {
    at: 'most',
    measured: {
      'blind-182': 0,
      'blind-183': 0.014,
      'blind-184': 0.014,
      'blind-185': 0,
      'blind-186': 0,
      'blind-187': 0,
      'blind-188': 0,
      'blind-189': 0,
      'blind-190': 0.029,
      'blind-191': 0.057,
      'blind-192': 0,
      'blind-193': 0,
      'blind-194': 0,
      'blind-195': 0,
      'blind-196': 0.014,
      'blind-197': 0,
      'blind-198': 0.014,
      'blind-199': 0,
      'blind-200': 0,
      'blind-201': 0.029,
      'blind-202': 0,
      'blind-203': 0,
      'blind-204': 0,
      'blind-205': 0,
      'blind-206': 0,
      'blind-207': 0,
      'blind-208': 0,
      'blind-209': 0,
      'blind-210': 0,
      'blind-211': 0,
      'blind-212': 0,
      'blind-213': 0,
      'blind-214': 0.071,
      'blind-215': 0,
      'blind-216': 0,
      'blind-217': 0,
    },
    target: 0,
  },
  bothWriter: {
    at: 'least',
    measured: {
      'blind-182': 1,
      'blind-183': 1,
      'blind-184': 1,
      'blind-185': 1,
      'blind-186': 0.967,
      'blind-187': 0.967,
      'blind-188': 0.967,
      'blind-189': 1,
      'blind-190': 1,
      'blind-191': 1,
      'blind-192': 1,
      'blind-193': 1,
      'blind-194': 1,
      'blind-195': 0.967,
      'blind-196': 0.967,
      'blind-197': 1,
      'blind-198': 1,
      'blind-199': 1,
      'blind-200': 0.967,
      'blind-201': 1,
      'blind-202': 1,
      'blind-203': 0.967,
      'blind-204': 1,
      'blind-205': 1,
      'blind-206': 1,
      'blind-207': 1,
      'blind-208': 0.967,
      'blind-209': 1,
      'blind-210': 1,
      'blind-211': 0.967,
      'blind-212': 1,
      'blind-213': 1,
      'blind-214': 1,
      'blind-215': 1,
      'blind-216': 0.967,
      'blind-217': 1,
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
