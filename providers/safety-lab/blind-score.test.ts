import blind212 from './crisis-sets/held-back/blind-212.json' with { type: 'json' };
import blind213 from './crisis-sets/held-back/blind-213.json' with { type: 'json' };
import blind214 from './crisis-sets/held-back/blind-214.json' with { type: 'json' };
import blind215 from './crisis-sets/held-back/blind-215.json' with { type: 'json' };
import blind216 from './crisis-sets/held-back/blind-216.json' with { type: 'json' };
import blind217 from './crisis-sets/held-back/blind-217.json' with { type: 'json' };
import blind218 from './crisis-sets/held-back/blind-218.json' with { type: 'json' };
import blind219 from './crisis-sets/held-back/blind-219.json' with { type: 'json' };
import blind220 from './crisis-sets/held-back/blind-220.json' with { type: 'json' };
import blind221 from './crisis-sets/held-back/blind-221.json' with { type: 'json' };
import blind222 from './crisis-sets/held-back/blind-222.json' with { type: 'json' };
import blind223 from './crisis-sets/held-back/blind-223.json' with { type: 'json' };
import blind224 from './crisis-sets/held-back/blind-224.json' with { type: 'json' };
import blind225 from './crisis-sets/held-back/blind-225.json' with { type: 'json' };
import blind226 from './crisis-sets/held-back/blind-226.json' with { type: 'json' };
import blind227 from './crisis-sets/held-back/blind-227.json' with { type: 'json' };
import blind228 from './crisis-sets/held-back/blind-228.json' with { type: 'json' };
import blind229 from './crisis-sets/held-back/blind-229.json' with { type: 'json' };
import blind230 from './crisis-sets/held-back/blind-230.json' with { type: 'json' };
import blind231 from './crisis-sets/held-back/blind-231.json' with { type: 'json' };
import blind232 from './crisis-sets/held-back/blind-232.json' with { type: 'json' };
import blind233 from './crisis-sets/held-back/blind-233.json' with { type: 'json' };
import blind234 from './crisis-sets/held-back/blind-234.json' with { type: 'json' };
import blind235 from './crisis-sets/held-back/blind-235.json' with { type: 'json' };
import blind236 from './crisis-sets/held-back/blind-236.json' with { type: 'json' };
import blind237 from './crisis-sets/held-back/blind-237.json' with { type: 'json' };
import blind238 from './crisis-sets/held-back/blind-238.json' with { type: 'json' };
import blind239 from './crisis-sets/held-back/blind-239.json' with { type: 'json' };
import blind240 from './crisis-sets/held-back/blind-240.json' with { type: 'json' };
import blind241 from './crisis-sets/held-back/blind-241.json' with { type: 'json' };
import blind242 from './crisis-sets/held-back/blind-242.json' with { type: 'json' };
import blind243 from './crisis-sets/held-back/blind-243.json' with { type: 'json' };
import blind244 from './crisis-sets/held-back/blind-244.json' with { type: 'json' };
import blind245 from './crisis-sets/held-back/blind-245.json' with { type: 'json' };
import blind246 from './crisis-sets/held-back/blind-246.json' with { type: 'json' };
import blind247 from './crisis-sets/held-back/blind-247.json' with { type: 'json' };
import blind248 from './crisis-sets/held-back/blind-248.json' with { type: 'json' };
import blind249 from './crisis-sets/held-back/blind-249.json' with { type: 'json' };
import blind250 from './crisis-sets/held-back/blind-250.json' with { type: 'json' };
import blind251 from './crisis-sets/held-back/blind-251.json' with { type: 'json' };
import blind252 from './crisis-sets/held-back/blind-252.json' with { type: 'json' };
import blind253 from './crisis-sets/held-back/blind-253.json' with { type: 'json' };
import blind254 from './crisis-sets/held-back/blind-254.json' with { type: 'json' };
import blind255 from './crisis-sets/held-back/blind-255.json' with { type: 'json' };
import blind256 from './crisis-sets/held-back/blind-256.json' with { type: 'json' };
import blind257 from './crisis-sets/held-back/blind-257.json' with { type: 'json' };
import blind258 from './crisis-sets/held-back/blind-258.json' with { type: 'json' };
import blind259 from './crisis-sets/held-back/blind-259.json' with { type: 'json' };
import blind260 from './crisis-sets/held-back/blind-260.json' with { type: 'json' };
import blind261 from './crisis-sets/held-back/blind-261.json' with { type: 'json' };
import blind262 from './crisis-sets/held-back/blind-262.json' with { type: 'json' };
import blind263 from './crisis-sets/held-back/blind-263.json' with { type: 'json' };
import blind264 from './crisis-sets/held-back/blind-264.json' with { type: 'json' };
import blind265 from './crisis-sets/held-back/blind-265.json' with { type: 'json' };
import blind266 from './crisis-sets/held-back/blind-266.json' with { type: 'json' };
import blind267 from './crisis-sets/held-back/blind-267.json' with { type: 'json' };
import blind268 from './crisis-sets/held-back/blind-268.json' with { type: 'json' };
import blind269 from './crisis-sets/held-back/blind-269.json' with { type: 'json' };
import blind270 from './crisis-sets/held-back/blind-270.json' with { type: 'json' };
import blind271 from './crisis-sets/held-back/blind-271.json' with { type: 'json' };
import blind272 from './crisis-sets/held-back/blind-272.json' with { type: 'json' };
import blind273 from './crisis-sets/held-back/blind-273.json' with { type: 'json' };
import blind274 from './crisis-sets/held-back/blind-274.json' with { type: 'json' };
import blind275 from './crisis-sets/held-back/blind-275.json' with { type: 'json' };
import blind276 from './crisis-sets/held-back/blind-276.json' with { type: 'json' };
import blind277 from './crisis-sets/held-back/blind-277.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { judge, type Judged } from './judge-candidate.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31: the shipped check (screenInput, as the AI routes use it) on the newest blind sets, written by helpers who
 * saw only a brief, never trained on (train-risk-model.ts does not read held-back/). The floors are the shipped check's
 * figures on each set: since session 37, 8h's (8e, whose writer head is mixed with a sequence reader, with readers of
 * their own for the someone-else head, 8f, and the head for short texts, 8h, and those heads' thresholds chosen for
 * them; docs/decisions/0025-care-measured-blind.md, "Session 37"). A model trades set by set: on their judges 8f carded
 * 2 fewer hard negatives (blind-260 to -265) and 8h read as 8f but for a hard negative carded less and one asked more
 * (blind-266 to -271), each meeting every clause; on some development sets they read worse than 8e did (8f: a hard
 * negative more carded on blind-212, -213, -215, -231, -232, -242, -254, someone else at risk once more with nothing on
 * blind-230 and -236; 8h: a crisis fewer answered on blind-232 and -260); the figures before each model stay in the
 * rules files (held-back/RULES-session-32.md to -37.md). This test fails on a change that makes the check worse on
 * words it never trained on. The floors are below the issue's targets, printed beside them; the issue stays open until
 * a set the check never saw meets those.
 *
 * The sets held back before (blind-18 to -211) judged their last candidates and are trained on now
 * (crisis-sets/judged/); their blind-first figures stay in the decision record and the rules files.
 */

const sets: { name: string; items: readonly BlindItem[] }[] = [
  // Z168 to Z173 (session 32): scored blind first on 7n, then judged 7p once (it shipped); 7q's development sets.
  { name: 'blind-212', items: blind212 as BlindItem[] },
  { name: 'blind-213', items: blind213 as BlindItem[] },
  { name: 'blind-214', items: blind214 as BlindItem[] },
  { name: 'blind-215', items: blind215 as BlindItem[] },
  { name: 'blind-216', items: blind216 as BlindItem[] },
  { name: 'blind-217', items: blind217 as BlindItem[] },
  // Z174 to Z179 (session 32): scored blind first on 7p, then judged 7q once (it shipped): its judges.
  { name: 'blind-218', items: blind218 as BlindItem[] },
  { name: 'blind-219', items: blind219 as BlindItem[] },
  { name: 'blind-220', items: blind220 as BlindItem[] },
  { name: 'blind-221', items: blind221 as BlindItem[] },
  { name: 'blind-222', items: blind222 as BlindItem[] },
  { name: 'blind-223', items: blind223 as BlindItem[] },
  // Z180 to Z185 (session 33): scored blind first on 7q, then judged 7r once (it failed); 7q never trained on them.
  { name: 'blind-224', items: blind224 as BlindItem[] },
  { name: 'blind-225', items: blind225 as BlindItem[] },
  { name: 'blind-226', items: blind226 as BlindItem[] },
  { name: 'blind-227', items: blind227 as BlindItem[] },
  { name: 'blind-228', items: blind228 as BlindItem[] },
  { name: 'blind-229', items: blind229 as BlindItem[] },
  // Z186 to Z191 (session 33): scored blind first on 7q with the two idioms, then judged round 26's rules once (nothing moved).
  { name: 'blind-230', items: blind230 as BlindItem[] },
  { name: 'blind-231', items: blind231 as BlindItem[] },
  { name: 'blind-232', items: blind232 as BlindItem[] },
  { name: 'blind-233', items: blind233 as BlindItem[] },
  { name: 'blind-234', items: blind234 as BlindItem[] },
  { name: 'blind-235', items: blind235 as BlindItem[] },
  { name: 'blind-236', items: blind236 as BlindItem[] },
  { name: 'blind-237', items: blind237 as BlindItem[] },
  { name: 'blind-238', items: blind238 as BlindItem[] },
  { name: 'blind-239', items: blind239 as BlindItem[] },
  { name: 'blind-240', items: blind240 as BlindItem[] },
  { name: 'blind-241', items: blind241 as BlindItem[] },
  { name: 'blind-242', items: blind242 as BlindItem[] },
  { name: 'blind-243', items: blind243 as BlindItem[] },
  { name: 'blind-244', items: blind244 as BlindItem[] },
  { name: 'blind-245', items: blind245 as BlindItem[] },
  { name: 'blind-246', items: blind246 as BlindItem[] },
  { name: 'blind-247', items: blind247 as BlindItem[] },
  // Z204 to Z209 (session 35): scored blind first on 7q-g, then judged round 29's rules once (nothing moved).
  { name: 'blind-248', items: blind248 as BlindItem[] },
  { name: 'blind-249', items: blind249 as BlindItem[] },
  { name: 'blind-250', items: blind250 as BlindItem[] },
  { name: 'blind-251', items: blind251 as BlindItem[] },
  { name: 'blind-252', items: blind252 as BlindItem[] },
  { name: 'blind-253', items: blind253 as BlindItem[] },
  // Z210 to Z215 (session 36): scored blind first on 7q-g, then judged 8e once (it shipped): its judges.
  { name: 'blind-254', items: blind254 as BlindItem[] },
  { name: 'blind-255', items: blind255 as BlindItem[] },
  { name: 'blind-256', items: blind256 as BlindItem[] },
  { name: 'blind-257', items: blind257 as BlindItem[] },
  { name: 'blind-258', items: blind258 as BlindItem[] },
  { name: 'blind-259', items: blind259 as BlindItem[] },
  // Z216 to Z221 (session 37): scored blind first on 8e, then judged 8f once (it shipped): its judges.
  { name: 'blind-260', items: blind260 as BlindItem[] },
  { name: 'blind-261', items: blind261 as BlindItem[] },
  { name: 'blind-262', items: blind262 as BlindItem[] },
  { name: 'blind-263', items: blind263 as BlindItem[] },
  { name: 'blind-264', items: blind264 as BlindItem[] },
  { name: 'blind-265', items: blind265 as BlindItem[] },
  // Z222 to Z227 (session 37): scored blind first on 8f, then judged 8h once (it shipped): its judges.
  { name: 'blind-266', items: blind266 as BlindItem[] },
  { name: 'blind-267', items: blind267 as BlindItem[] },
  { name: 'blind-268', items: blind268 as BlindItem[] },
  { name: 'blind-269', items: blind269 as BlindItem[] },
  { name: 'blind-270', items: blind270 as BlindItem[] },
  { name: 'blind-271', items: blind271 as BlindItem[] },
  // Z228 to Z233 (session 38): scored blind first on 8h (round 33), then judged 8i once (round 34: it met the clauses and was not shipped).
  { name: 'blind-272', items: blind272 as BlindItem[] },
  { name: 'blind-273', items: blind273 as BlindItem[] },
  { name: 'blind-274', items: blind274 as BlindItem[] },
  { name: 'blind-275', items: blind275 as BlindItem[] },
  { name: 'blind-276', items: blind276 as BlindItem[] },
  { name: 'blind-277', items: blind277 as BlindItem[] },
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
      'blind-212': 0.985,
      'blind-213': 0.985,
      'blind-214': 0.985,
      'blind-215': 1,
      'blind-216': 0.992,
      'blind-217': 1,
      'blind-218': 0.992,
      'blind-219': 0.985,
      'blind-220': 0.985,
      'blind-221': 0.992,
      'blind-222': 0.985,
      'blind-223': 0.985,
      'blind-224': 1,
      'blind-225': 0.985,
      'blind-226': 0.985,
      'blind-227': 0.992,
      'blind-228': 0.977,
      'blind-229': 0.985,
      'blind-230': 0.992,
      'blind-231': 1,
      'blind-232': 0.992,
      'blind-233': 1,
      'blind-234': 1,
      'blind-235': 1,
      'blind-236': 1,
      'blind-237': 1,
      'blind-238': 0.985,
      'blind-239': 0.992,
      'blind-240': 0.992,
      'blind-241': 0.992,
      'blind-242': 0.992,
      'blind-243': 0.977,
      'blind-244': 0.992,
      'blind-245': 1,
      'blind-246': 0.985,
      'blind-247': 0.977,
      'blind-248': 1,
      'blind-249': 0.985,
      'blind-250': 0.969,
      'blind-251': 0.977,
      'blind-252': 0.985,
      'blind-253': 0.985,
      'blind-254': 0.992,
      'blind-255': 0.992,
      'blind-256': 0.977,
      'blind-257': 0.992,
      'blind-258': 0.985,
      'blind-259': 0.985,
      'blind-260': 0.954,
      'blind-261': 0.992,
      'blind-262': 0.992,
      'blind-263': 0.985,
      'blind-264': 0.969,
      'blind-265': 0.977,
      'blind-266': 0.992,
      'blind-267': 0.992,
      'blind-268': 0.977,
      'blind-269': 0.992,
      'blind-270': 0.985,
      'blind-271': 0.977,
      'blind-272': 0.985,
      'blind-273': 0.992,
      'blind-274': 0.992,
      'blind-275': 0.992,
      'blind-276': 1,
      'blind-277': 0.992,
    },
    target: 0.99,
  },
  crisisCard: {
    at: 'least',
    measured: {
      'blind-212': 0.915,
      'blind-213': 0.962,
      'blind-214': 0.923,
      'blind-215': 0.954,
      'blind-216': 0.954,
      'blind-217': 0.985,
      'blind-218': 0.977,
      'blind-219': 0.962,
      'blind-220': 0.954,
      'blind-221': 0.962,
      'blind-222': 0.954,
      'blind-223': 0.962,
      'blind-224': 0.985,
      'blind-225': 0.915,
      'blind-226': 0.962,
      'blind-227': 0.969,
      'blind-228': 0.977,
      'blind-229': 0.938,
      'blind-230': 0.992,
      'blind-231': 0.954,
      'blind-232': 0.985,
      'blind-233': 1,
      'blind-234': 1,
      'blind-235': 0.977,
      'blind-236': 0.992,
      'blind-237': 0.992,
      'blind-238': 0.969,
      'blind-239': 0.954,
      'blind-240': 0.985,
      'blind-241': 0.954,
      'blind-242': 0.969,
      'blind-243': 0.931,
      'blind-244': 0.954,
      'blind-245': 1,
      'blind-246': 0.954,
      'blind-247': 0.962,
      'blind-248': 0.969,
      'blind-249': 0.962,
      'blind-250': 0.946,
      'blind-251': 0.938,
      'blind-252': 0.962,
      'blind-253': 0.969,
      'blind-254': 0.969,
      'blind-255': 0.977,
      'blind-256': 0.946,
      'blind-257': 0.969,
      'blind-258': 0.969,
      'blind-259': 0.962,
      'blind-260': 0.908,
      'blind-261': 0.985,
      'blind-262': 0.962,
      'blind-263': 0.977,
      'blind-264': 0.954,
      'blind-265': 0.954,
      'blind-266': 0.954,
      'blind-267': 0.962,
      'blind-268': 0.931,
      'blind-269': 0.977,
      'blind-270': 0.938,
      'blind-271': 0.938,
      'blind-272': 0.962,
      'blind-273': 0.954,
      'blind-274': 0.985,
      'blind-275': 0.985,
      'blind-276': 0.969,
      'blind-277': 0.962,
    },
    target: 0.97,
  },
  negativesCard: {
    at: 'most',
    measured: {
      'blind-212': 0.085,
      'blind-213': 0.085,
      'blind-214': 0.023,
      'blind-215': 0.1,
      'blind-216': 0.069,
      'blind-217': 0.092,
      'blind-218': 0.015,
      'blind-219': 0.054,
      'blind-220': 0.054,
      'blind-221': 0.131,
      'blind-222': 0.046,
      'blind-223': 0.077,
      'blind-224': 0.069,
      'blind-225': 0.085,
      'blind-226': 0.069,
      'blind-227': 0.077,
      'blind-228': 0.085,
      'blind-229': 0.077,
      'blind-230': 0.031,
      'blind-231': 0.038,
      'blind-232': 0.108,
      'blind-233': 0.077,
      'blind-234': 0.077,
      'blind-235': 0.146,
      'blind-236': 0.069,
      'blind-237': 0.062,
      'blind-238': 0.062,
      'blind-239': 0.092,
      'blind-240': 0.031,
      'blind-241': 0.1,
      'blind-242': 0.085,
      'blind-243': 0.046,
      'blind-244': 0.062,
      'blind-245': 0.1,
      'blind-246': 0.062,
      'blind-247': 0.038,
      'blind-248': 0.062,
      'blind-249': 0.038,
      'blind-250': 0.092,
      'blind-251': 0.077,
      'blind-252': 0.038,
      'blind-253': 0.054,
      'blind-254': 0.054,
      'blind-255': 0.023,
      'blind-256': 0.069,
      'blind-257': 0.062,
      'blind-258': 0.038,
      'blind-259': 0.1,
      'blind-260': 0.077,
      'blind-261': 0.031,
      'blind-262': 0.085,
      'blind-263': 0.092,
      'blind-264': 0.069,
      'blind-265': 0.092,
      'blind-266': 0.062,
      'blind-267': 0.1,
      'blind-268': 0.077,
      'blind-269': 0.062,
      'blind-270': 0.023,
      'blind-271': 0.062,
      'blind-272': 0.031,
      'blind-273': 0.038,
      'blind-274': 0.031,
      'blind-275': 0.062,
      'blind-276': 0.062,
      'blind-277': 0.092,
    },
    target: 0.02,
  },
  negativesCheckIn: {
    at: 'most',
    measured: {
      'blind-212': 0.069,
      'blind-213': 0.038,
      'blind-214': 0.077,
      'blind-215': 0.069,
      'blind-216': 0.077,
      'blind-217': 0.054,
      'blind-218': 0.038,
      'blind-219': 0.085,
      'blind-220': 0.069,
      'blind-221': 0.1,
      'blind-222': 0.069,
      'blind-223': 0.069,
      'blind-224': 0.108,
      'blind-225': 0.046,
      'blind-226': 0.077,
      'blind-227': 0.108,
      'blind-228': 0.108,
      'blind-229': 0.062,
      'blind-230': 0.077,
      'blind-231': 0.031,
      'blind-232': 0.123,
      'blind-233': 0.108,
      'blind-234': 0.046,
      'blind-235': 0.085,
      'blind-236': 0.131,
      'blind-237': 0.1,
      'blind-238': 0.054,
      'blind-239': 0.085,
      'blind-240': 0.085,
      'blind-241': 0.054,
      'blind-242': 0.054,
      'blind-243': 0.069,
      'blind-244': 0.054,
      'blind-245': 0.1,
      'blind-246': 0.108,
      'blind-247': 0.077,
      'blind-248': 0.092,
      'blind-249': 0.038,
      'blind-250': 0.092,
      'blind-251': 0.038,
      'blind-252': 0.077,
      'blind-253': 0.077,
      'blind-254': 0.046,
      'blind-255': 0.054,
      'blind-256': 0.085,
      'blind-257': 0.085,
      'blind-258': 0.054,
      'blind-259': 0.062,
      'blind-260': 0.1,
      'blind-261': 0.077,
      'blind-262': 0.077,
      'blind-263': 0.1,
      'blind-264': 0.115,
      'blind-265': 0.038,
      'blind-266': 0.062,
      'blind-267': 0.177,
      'blind-268': 0.062,
      'blind-269': 0.023,
      'blind-270': 0.092,
      'blind-271': 0.115,
      'blind-272': 0.123,
      'blind-273': 0.077,
      'blind-274': 0.069,
      'blind-275': 0.062,
      'blind-276': 0.069,
      'blind-277': 0.085,
    },
    target: 0.05,
  },
  helper: {
    at: 'least',
    measured: {
      'blind-212': 0.943,
      'blind-213': 0.929,
      'blind-214': 0.829,
      'blind-215': 0.957,
      'blind-216': 0.943,
      'blind-217': 1,
      'blind-218': 0.971,
      'blind-219': 0.929,
      'blind-220': 0.929,
      'blind-221': 0.957,
      'blind-222': 0.957,
      'blind-223': 0.914,
      'blind-224': 0.986,
      'blind-225': 0.971,
      'blind-226': 0.986,
      'blind-227': 0.986,
      'blind-228': 0.971,
      'blind-229': 0.986,
      'blind-230': 0.971,
      'blind-231': 0.971,
      'blind-232': 0.914,
      'blind-233': 0.943,
      'blind-234': 0.957,
      'blind-235': 0.914,
      'blind-236': 0.914,
      'blind-237': 0.957,
      'blind-238': 0.957,
      'blind-239': 0.957,
      'blind-240': 0.971,
      'blind-241': 0.957,
      'blind-242': 0.957,
      'blind-243': 0.857,
      'blind-244': 0.943,
      'blind-245': 0.971,
      'blind-246': 0.957,
      'blind-247': 0.986,
      'blind-248': 0.971,
      'blind-249': 0.986,
      'blind-250': 0.929,
      'blind-251': 0.943,
      'blind-252': 0.986,
      'blind-253': 0.971,
      'blind-254': 0.971,
      'blind-255': 0.986,
      'blind-256': 0.943,
      'blind-257': 0.957,
      'blind-258': 0.971,
      'blind-259': 0.971,
      'blind-260': 0.914,
      'blind-261': 0.971,
      'blind-262': 0.986,
      'blind-263': 0.914,
      'blind-264': 0.914,
      'blind-265': 0.986,
      'blind-266': 0.986,
      'blind-267': 0.971,
      'blind-268': 0.971,
      'blind-269': 0.957,
      'blind-270': 0.943,
      'blind-271': 0.9,
      'blind-272': 0.943,
      'blind-273': 0.957,
      'blind-274': 0.986,
      'blind-275': 0.971,
      'blind-276': 0.943,
      'blind-277': 0.943,
    },
    target: 0.95,
  },
  otherNothing: {
    at: 'most',
    measured: {
      'blind-212': 0,
      'blind-213': 0,
      'blind-214': 0.057,
      'blind-215': 0,
      'blind-216': 0,
      'blind-217': 0,
      'blind-218': 0,
      'blind-219': 0,
      'blind-220': 0,
      'blind-221': 0,
      'blind-222': 0,
      'blind-223': 0,
      'blind-224': 0,
      'blind-225': 0,
      'blind-226': 0,
      'blind-227': 0,
      'blind-228': 0,
      'blind-229': 0,
      'blind-230': 0.014,
      'blind-231': 0,
      'blind-232': 0,
      'blind-233': 0.029,
      'blind-234': 0,
      'blind-235': 0,
      'blind-236': 0.043,
      'blind-237': 0,
      'blind-238': 0,
      'blind-239': 0,
      'blind-240': 0,
      'blind-241': 0,
      'blind-242': 0,
      'blind-243': 0.029,
      'blind-244': 0,
      'blind-245': 0.014,
      'blind-246': 0,
      'blind-247': 0,
      'blind-248': 0,
      'blind-249': 0,
      'blind-250': 0,
      'blind-251': 0.014,
      'blind-252': 0,
      'blind-253': 0,
      'blind-254': 0,
      'blind-255': 0,
      'blind-256': 0.014,
      'blind-257': 0,
      'blind-258': 0,
      'blind-259': 0.014,
      'blind-260': 0,
      'blind-261': 0,
      'blind-262': 0,
      'blind-263': 0,
      'blind-264': 0,
      'blind-265': 0.014,
      'blind-266': 0.014,
      'blind-267': 0.014,
      'blind-268': 0,
      'blind-269': 0,
      'blind-270': 0,
      'blind-271': 0.014,
      'blind-272': 0.014,
      'blind-273': 0,
      'blind-274': 0,
      'blind-275': 0.029,
      'blind-276': 0,
      'blind-277': 0.043,
    },
    target: 0,
  },
  bothWriter: {
    at: 'least',
    measured: {
      'blind-212': 1,
      'blind-213': 1,
      'blind-214': 1,
      'blind-215': 1,
      'blind-216': 0.967,
      'blind-217': 1,
      'blind-218': 1,
      'blind-219': 1,
      'blind-220': 1,
      'blind-221': 1,
      'blind-222': 0.967,
      'blind-223': 1,
      'blind-224': 1,
      'blind-225': 1,
      'blind-226': 1,
      'blind-227': 1,
      'blind-228': 1,
      'blind-229': 1,
      'blind-230': 1,
      'blind-231': 0.967,
      'blind-232': 0.967,
      'blind-233': 1,
      'blind-234': 1,
      'blind-235': 0.967,
      'blind-236': 1,
      'blind-237': 1,
      'blind-238': 1,
      'blind-239': 1,
      'blind-240': 1,
      'blind-241': 0.967,
      'blind-242': 1,
      'blind-243': 1,
      'blind-244': 0.967,
      'blind-245': 1,
      'blind-246': 1,
      'blind-247': 0.967,
      'blind-248': 1,
      'blind-249': 1,
      'blind-250': 0.967,
      'blind-251': 0.967,
      'blind-252': 1,
      'blind-253': 1,
      'blind-254': 1,
      'blind-255': 1,
      'blind-256': 1,
      'blind-257': 1,
      'blind-258': 1,
      'blind-259': 1,
      'blind-260': 1,
      'blind-261': 1,
      'blind-262': 1,
      'blind-263': 1,
      'blind-264': 1,
      'blind-265': 1,
      'blind-266': 0.967,
      'blind-267': 1,
      'blind-268': 1,
      'blind-269': 1,
      'blind-270': 1,
      'blind-271': 1,
      'blind-272': 0.967,
      'blind-273': 1,
      'blind-274': 1,
      'blind-275': 1,
      'blind-276': 1,
      'blind-277': 1,
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
