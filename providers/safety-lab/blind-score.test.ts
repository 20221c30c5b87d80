import blind272 from './crisis-sets/held-back/blind-272.json' with { type: 'json' };
import blind273 from './crisis-sets/held-back/blind-273.json' with { type: 'json' };
import blind274 from './crisis-sets/held-back/blind-274.json' with { type: 'json' };
import blind275 from './crisis-sets/held-back/blind-275.json' with { type: 'json' };
import blind276 from './crisis-sets/held-back/blind-276.json' with { type: 'json' };
import blind277 from './crisis-sets/held-back/blind-277.json' with { type: 'json' };
import blind278 from './crisis-sets/held-back/blind-278.json' with { type: 'json' };
import blind279 from './crisis-sets/held-back/blind-279.json' with { type: 'json' };
import blind280 from './crisis-sets/held-back/blind-280.json' with { type: 'json' };
import blind281 from './crisis-sets/held-back/blind-281.json' with { type: 'json' };
import blind282 from './crisis-sets/held-back/blind-282.json' with { type: 'json' };
import blind283 from './crisis-sets/held-back/blind-283.json' with { type: 'json' };
import blind284 from './crisis-sets/held-back/blind-284.json' with { type: 'json' };
import blind285 from './crisis-sets/held-back/blind-285.json' with { type: 'json' };
import blind286 from './crisis-sets/held-back/blind-286.json' with { type: 'json' };
import blind287 from './crisis-sets/held-back/blind-287.json' with { type: 'json' };
import blind288 from './crisis-sets/held-back/blind-288.json' with { type: 'json' };
import blind289 from './crisis-sets/held-back/blind-289.json' with { type: 'json' };
import blind290 from './crisis-sets/held-back/blind-290.json' with { type: 'json' };
import blind291 from './crisis-sets/held-back/blind-291.json' with { type: 'json' };
import blind292 from './crisis-sets/held-back/blind-292.json' with { type: 'json' };
import blind293 from './crisis-sets/held-back/blind-293.json' with { type: 'json' };
import blind294 from './crisis-sets/held-back/blind-294.json' with { type: 'json' };
import blind295 from './crisis-sets/held-back/blind-295.json' with { type: 'json' };
import blind296 from './crisis-sets/held-back/blind-296.json' with { type: 'json' };
import blind297 from './crisis-sets/held-back/blind-297.json' with { type: 'json' };
import blind298 from './crisis-sets/held-back/blind-298.json' with { type: 'json' };
import blind299 from './crisis-sets/held-back/blind-299.json' with { type: 'json' };
import blind300 from './crisis-sets/held-back/blind-300.json' with { type: 'json' };
import blind301 from './crisis-sets/held-back/blind-301.json' with { type: 'json' };
import blind302 from './crisis-sets/held-back/blind-302.json' with { type: 'json' };
import blind303 from './crisis-sets/held-back/blind-303.json' with { type: 'json' };
import blind304 from './crisis-sets/held-back/blind-304.json' with { type: 'json' };
import blind305 from './crisis-sets/held-back/blind-305.json' with { type: 'json' };
import blind306 from './crisis-sets/held-back/blind-306.json' with { type: 'json' };
import blind307 from './crisis-sets/held-back/blind-307.json' with { type: 'json' };
import blind308 from './crisis-sets/held-back/blind-308.json' with { type: 'json' };
import blind309 from './crisis-sets/held-back/blind-309.json' with { type: 'json' };
import blind310 from './crisis-sets/held-back/blind-310.json' with { type: 'json' };
import blind311 from './crisis-sets/held-back/blind-311.json' with { type: 'json' };
import blind312 from './crisis-sets/held-back/blind-312.json' with { type: 'json' };
import blind313 from './crisis-sets/held-back/blind-313.json' with { type: 'json' };
import blind314 from './crisis-sets/held-back/blind-314.json' with { type: 'json' };
import blind315 from './crisis-sets/held-back/blind-315.json' with { type: 'json' };
import blind316 from './crisis-sets/held-back/blind-316.json' with { type: 'json' };
import blind317 from './crisis-sets/held-back/blind-317.json' with { type: 'json' };
import blind318 from './crisis-sets/held-back/blind-318.json' with { type: 'json' };
import blind319 from './crisis-sets/held-back/blind-319.json' with { type: 'json' };
import blind320 from './crisis-sets/held-back/blind-320.json' with { type: 'json' };
import blind321 from './crisis-sets/held-back/blind-321.json' with { type: 'json' };
import blind322 from './crisis-sets/held-back/blind-322.json' with { type: 'json' };
import blind323 from './crisis-sets/held-back/blind-323.json' with { type: 'json' };
import blind324 from './crisis-sets/held-back/blind-324.json' with { type: 'json' };
import blind325 from './crisis-sets/held-back/blind-325.json' with { type: 'json' };
import blind326 from './crisis-sets/held-back/blind-326.json' with { type: 'json' };
import blind327 from './crisis-sets/held-back/blind-327.json' with { type: 'json' };
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
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { judge, type Judged } from './judge-candidate.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31: the shipped check (screenInput, as the AI routes use it) on the newest blind sets, written by helpers who
 * saw only a brief, never trained on (train-risk-model.ts does not read held-back/). The floors are the shipped check's
 * figures on each set: since session 38, 9b's (8h's design, every head and its three sequence readers fitted with
 * blind-212 to -271 and chat-21 to -40 besides, the thresholds chosen on blind-272 to -277 and chat-41, -42;
 * docs/decisions/0025-care-measured-blind.md, "Session 38"). A model trades set by set: on its judges (blind-278 to
 * -283) 9b carded 9 fewer hard negatives and gave the helper's words and the writer's answer in texts about both more
 * often than 8h, and answered 4 fewer of the writers' crises (blind-278 and -281 one each, blind-282 two); on its
 * development sets it answered 2 fewer (blind-272 and -273); the figures before each model stay in the rules files
 * (held-back/RULES-session-32.md to -38.md). Blind-284 to -295 (session 39) were scored on 9b blind first and held as
 * they came (RULES-session-39.md; round 37 had no candidate). Since session 41 the check reads Spanish, French and Haitian Creole
 * as Portuguese (normalize.ts; rounds 38 and 40 to 42, RULES-session-41.md), and blind-296 to -343 are held as that
 * check scores them. This test fails on a change that makes the check worse on words it never
 * trained on. The floors are below the issue's targets, printed beside them; the issue stays open until a set the
 * check never saw meets those.
 *
 * The sets held back before (blind-18 to -271) judged their last candidates and are trained on now
 * (crisis-sets/judged/); their blind-first figures stay in the decision record and the rules files.
 */

const sets: { name: string; items: readonly BlindItem[] }[] = [
  // Z228 to Z233 (session 38): scored blind first on 8h (round 33), judged 8i once (round 34: not shipped); the development sets of rounds 35 and 36.
  { name: 'blind-272', items: blind272 as BlindItem[] },
  { name: 'blind-273', items: blind273 as BlindItem[] },
  { name: 'blind-274', items: blind274 as BlindItem[] },
  { name: 'blind-275', items: blind275 as BlindItem[] },
  { name: 'blind-276', items: blind276 as BlindItem[] },
  { name: 'blind-277', items: blind277 as BlindItem[] },
  // Z234 to Z239 (session 38): scored blind first on 8h, then judged 9b once (round 36: it shipped): its judges.
  { name: 'blind-278', items: blind278 as BlindItem[] },
  { name: 'blind-279', items: blind279 as BlindItem[] },
  { name: 'blind-280', items: blind280 as BlindItem[] },
  { name: 'blind-281', items: blind281 as BlindItem[] },
  { name: 'blind-282', items: blind282 as BlindItem[] },
  { name: 'blind-283', items: blind283 as BlindItem[] },
  // Z240 to Z245 (session 39): scored blind first on 9b; the development sets of round 37 (no candidate).
  { name: 'blind-284', items: blind284 as BlindItem[] },
  { name: 'blind-285', items: blind285 as BlindItem[] },
  { name: 'blind-286', items: blind286 as BlindItem[] },
  { name: 'blind-287', items: blind287 as BlindItem[] },
  { name: 'blind-288', items: blind288 as BlindItem[] },
  { name: 'blind-289', items: blind289 as BlindItem[] },
  // Z246 to Z251 (session 39): scored blind first on 9b; round 37's judges, left for the next candidate.
  { name: 'blind-290', items: blind290 as BlindItem[] },
  { name: 'blind-291', items: blind291 as BlindItem[] },
  { name: 'blind-292', items: blind292 as BlindItem[] },
  { name: 'blind-293', items: blind293 as BlindItem[] },
  { name: 'blind-294', items: blind294 as BlindItem[] },
  { name: 'blind-295', items: blind295 as BlindItem[] },
  // Z252 to Z259 (session 40): scored blind first on 9b; with blind-290 to -295, the judges of round 38 (session 41).
  { name: 'blind-296', items: blind296 as BlindItem[] },
  { name: 'blind-297', items: blind297 as BlindItem[] },
  { name: 'blind-298', items: blind298 as BlindItem[] },
  { name: 'blind-299', items: blind299 as BlindItem[] },
  { name: 'blind-300', items: blind300 as BlindItem[] },
  { name: 'blind-301', items: blind301 as BlindItem[] },
  { name: 'blind-302', items: blind302 as BlindItem[] },
  { name: 'blind-303', items: blind303 as BlindItem[] },
  // Z260 to Z267 (session 41): scored blind first on 9b; the development sets of rounds 38 to 42.
  { name: 'blind-304', items: blind304 as BlindItem[] },
  { name: 'blind-305', items: blind305 as BlindItem[] },
  { name: 'blind-306', items: blind306 as BlindItem[] },
  { name: 'blind-307', items: blind307 as BlindItem[] },
  { name: 'blind-308', items: blind308 as BlindItem[] },
  { name: 'blind-309', items: blind309 as BlindItem[] },
  { name: 'blind-310', items: blind310 as BlindItem[] },
  { name: 'blind-311', items: blind311 as BlindItem[] },
  // Z268 to Z275 (session 41): scored blind first on the check of round 38; round 40's judges.
  { name: 'blind-312', items: blind312 as BlindItem[] },
  { name: 'blind-313', items: blind313 as BlindItem[] },
  { name: 'blind-314', items: blind314 as BlindItem[] },
  { name: 'blind-315', items: blind315 as BlindItem[] },
  { name: 'blind-316', items: blind316 as BlindItem[] },
  { name: 'blind-317', items: blind317 as BlindItem[] },
  { name: 'blind-318', items: blind318 as BlindItem[] },
  { name: 'blind-319', items: blind319 as BlindItem[] },
  // Z276 to Z283 (session 41): scored blind first on the check of round 40; round 41's judges.
  { name: 'blind-320', items: blind320 as BlindItem[] },
  { name: 'blind-321', items: blind321 as BlindItem[] },
  { name: 'blind-322', items: blind322 as BlindItem[] },
  { name: 'blind-323', items: blind323 as BlindItem[] },
  { name: 'blind-324', items: blind324 as BlindItem[] },
  { name: 'blind-325', items: blind325 as BlindItem[] },
  { name: 'blind-326', items: blind326 as BlindItem[] },
  { name: 'blind-327', items: blind327 as BlindItem[] },
  // Z284 to Z291 (session 41): scored blind first on the check of round 41; round 42's judges.
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
      'blind-272': 0.977,
      'blind-273': 0.985,
      'blind-274': 0.992,
      'blind-275': 0.992,
      'blind-276': 1,
      'blind-277': 0.992,
      'blind-278': 0.992,
      'blind-279': 0.992,
      'blind-280': 0.992,
      'blind-281': 0.985,
      'blind-282': 0.977,
      'blind-283': 0.992,
      'blind-284': 0.985,
      'blind-285': 0.985,
      'blind-286': 0.985,
      'blind-287': 0.992,
      'blind-288': 0.969,
      'blind-289': 1,
      'blind-290': 0.992,
      'blind-291': 0.962,
      'blind-292': 0.992,
      'blind-293': 0.992,
      'blind-294': 0.992,
      'blind-295': 0.977,
      'blind-296': 1,
      'blind-297': 1,
      'blind-298': 0.992,
      'blind-299': 0.985,
      'blind-300': 0.977,
      'blind-301': 0.992,
      'blind-302': 0.977,
      'blind-303': 1,
      'blind-304': 1,
      'blind-305': 0.954,
      'blind-306': 0.954,
      'blind-307': 0.962,
      'blind-308': 0.908,
      'blind-309': 0.962,
      'blind-310': 0.977,
      'blind-311': 0.992,
      'blind-312': 0.969,
      'blind-313': 0.977,
      'blind-314': 0.869,
      'blind-315': 0.985,
      'blind-316': 0.985,
      'blind-317': 0.985,
      'blind-318': 1,
      'blind-319': 0.992,
      'blind-320': 0.815,
      'blind-321': 0.908,
      'blind-322': 0.862,
      'blind-323': 0.862,
      'blind-324': 1,
      'blind-325': 0.985,
      'blind-326': 0.985,
      'blind-327': 1,
      'blind-328': 0.838,
      'blind-329': 0.846,
      'blind-330': 0.908,
      'blind-331': 0.869,
      'blind-332': 0.977,
      'blind-333': 0.992,
      'blind-334': 1,
      'blind-335': 1,
      'blind-336': 1,
      'blind-337': 0.962,
      'blind-338': 0.985,
      'blind-339': 0.992,
      'blind-340': 0.985,
      'blind-341': 0.985,
      'blind-342': 1,
      'blind-343': 0.977,
    },
    target: 0.99,
  },
  crisisCard: {
    at: 'least',
    measured: {
      'blind-272': 0.954,
      'blind-273': 0.969,
      'blind-274': 0.985,
      'blind-275': 0.992,
      'blind-276': 0.977,
      'blind-277': 0.969,
      'blind-278': 0.969,
      'blind-279': 0.985,
      'blind-280': 0.954,
      'blind-281': 0.938,
      'blind-282': 0.969,
      'blind-283': 0.954,
      'blind-284': 0.969,
      'blind-285': 0.915,
      'blind-286': 0.962,
      'blind-287': 0.946,
      'blind-288': 0.915,
      'blind-289': 0.985,
      'blind-290': 0.946,
      'blind-291': 0.954,
      'blind-292': 0.946,
      'blind-293': 0.992,
      'blind-294': 0.969,
      'blind-295': 0.954,
      'blind-296': 0.969,
      'blind-297': 0.946,
      'blind-298': 0.985,
      'blind-299': 0.946,
      'blind-300': 0.962,
      'blind-301': 0.938,
      'blind-302': 0.923,
      'blind-303': 0.977,
      'blind-304': 0.915,
      'blind-305': 0.862,
      'blind-306': 0.915,
      'blind-307': 0.946,
      'blind-308': 0.769,
      'blind-309': 0.915,
      'blind-310': 0.938,
      'blind-311': 0.992,
      'blind-312': 0.9,
      'blind-313': 0.931,
      'blind-314': 0.723,
      'blind-315': 0.923,
      'blind-316': 0.977,
      'blind-317': 0.938,
      'blind-318': 0.962,
      'blind-319': 0.954,
      'blind-320': 0.623,
      'blind-321': 0.754,
      'blind-322': 0.777,
      'blind-323': 0.723,
      'blind-324': 0.977,
      'blind-325': 0.962,
      'blind-326': 0.969,
      'blind-327': 0.962,
      'blind-328': 0.738,
      'blind-329': 0.715,
      'blind-330': 0.831,
      'blind-331': 0.708,
      'blind-332': 0.962,
      'blind-333': 0.977,
      'blind-334': 0.969,
      'blind-335': 0.977,
      'blind-336': 0.962,
      'blind-337': 0.9,
      'blind-338': 0.954,
      'blind-339': 0.946,
      'blind-340': 0.954,
      'blind-341': 0.962,
      'blind-342': 1,
      'blind-343': 0.969,
    },
    target: 0.97,
  },
  negativesCard: {
    at: 'most',
    measured: {
      'blind-272': 0.015,
      'blind-273': 0.069,
      'blind-274': 0.031,
      'blind-275': 0.054,
      'blind-276': 0.062,
      'blind-277': 0.062,
      'blind-278': 0.054,
      'blind-279': 0.015,
      'blind-280': 0.038,
      'blind-281': 0.038,
      'blind-282': 0.031,
      'blind-283': 0.085,
      'blind-284': 0.038,
      'blind-285': 0.054,
      'blind-286': 0.077,
      'blind-287': 0.077,
      'blind-288': 0.085,
      'blind-289': 0.062,
      'blind-290': 0.046,
      'blind-291': 0.031,
      'blind-292': 0.031,
      'blind-293': 0.077,
      'blind-294': 0.031,
      'blind-295': 0.085,
      'blind-296': 0.054,
      'blind-297': 0.069,
      'blind-298': 0.046,
      'blind-299': 0.031,
      'blind-300': 0.054,
      'blind-301': 0.046,
      'blind-302': 0.046,
      'blind-303': 0.092,
      'blind-304': 0.038,
      'blind-305': 0.054,
      'blind-306': 0.054,
      'blind-307': 0.085,
      'blind-308': 0.1,
      'blind-309': 0.038,
      'blind-310': 0.054,
      'blind-311': 0.069,
      'blind-312': 0.054,
      'blind-313': 0.069,
      'blind-314': 0.131,
      'blind-315': 0.077,
      'blind-316': 0.092,
      'blind-317': 0.046,
      'blind-318': 0.077,
      'blind-319': 0.069,
      'blind-320': 0.092,
      'blind-321': 0.077,
      'blind-322': 0.054,
      'blind-323': 0.1,
      'blind-324': 0.031,
      'blind-325': 0.046,
      'blind-326': 0.062,
      'blind-327': 0.046,
      'blind-328': 0.131,
      'blind-329': 0.085,
      'blind-330': 0.038,
      'blind-331': 0.092,
      'blind-332': 0.069,
      'blind-333': 0.092,
      'blind-334': 0.062,
      'blind-335': 0.046,
      'blind-336': 0.062,
      'blind-337': 0.046,
      'blind-338': 0.046,
      'blind-339': 0.1,
      'blind-340': 0.069,
      'blind-341': 0.1,
      'blind-342': 0.085,
      'blind-343': 0.031,
    },
    target: 0.02,
  },
  negativesCheckIn: {
    at: 'most',
    measured: {
      'blind-272': 0.108,
      'blind-273': 0.085,
      'blind-274': 0.046,
      'blind-275': 0.054,
      'blind-276': 0.046,
      'blind-277': 0.108,
      'blind-278': 0.054,
      'blind-279': 0.077,
      'blind-280': 0.046,
      'blind-281': 0.046,
      'blind-282': 0.054,
      'blind-283': 0.092,
      'blind-284': 0.062,
      'blind-285': 0.092,
      'blind-286': 0.054,
      'blind-287': 0.085,
      'blind-288': 0.062,
      'blind-289': 0.038,
      'blind-290': 0.092,
      'blind-291': 0.092,
      'blind-292': 0.015,
      'blind-293': 0.085,
      'blind-294': 0.077,
      'blind-295': 0.108,
      'blind-296': 0.038,
      'blind-297': 0.069,
      'blind-298': 0.054,
      'blind-299': 0.062,
      'blind-300': 0.092,
      'blind-301': 0.108,
      'blind-302': 0.069,
      'blind-303': 0.085,
      'blind-304': 0.046,
      'blind-305': 0.038,
      'blind-306': 0.069,
      'blind-307': 0.077,
      'blind-308': 0.046,
      'blind-309': 0.123,
      'blind-310': 0.092,
      'blind-311': 0.085,
      'blind-312': 0.115,
      'blind-313': 0.092,
      'blind-314': 0.131,
      'blind-315': 0.054,
      'blind-316': 0.1,
      'blind-317': 0.054,
      'blind-318': 0.115,
      'blind-319': 0.123,
      'blind-320': 0.108,
      'blind-321': 0.138,
      'blind-322': 0.123,
      'blind-323': 0.092,
      'blind-324': 0.069,
      'blind-325': 0.077,
      'blind-326': 0.085,
      'blind-327': 0.031,
      'blind-328': 0.069,
      'blind-329': 0.123,
      'blind-330': 0.069,
      'blind-331': 0.115,
      'blind-332': 0.031,
      'blind-333': 0.085,
      'blind-334': 0.085,
      'blind-335': 0.146,
      'blind-336': 0.123,
      'blind-337': 0.077,
      'blind-338': 0.062,
      'blind-339': 0.038,
      'blind-340': 0.069,
      'blind-341': 0.1,
      'blind-342': 0.115,
      'blind-343': 0.069,
    },
    target: 0.05,
  },
  helper: {
    at: 'least',
    measured: {
      'blind-272': 0.943,
      'blind-273': 0.943,
      'blind-274': 0.971,
      'blind-275': 0.986,
      'blind-276': 0.971,
      'blind-277': 0.971,
      'blind-278': 0.929,
      'blind-279': 0.986,
      'blind-280': 0.929,
      'blind-281': 0.929,
      'blind-282': 1,
      'blind-283': 0.971,
      'blind-284': 0.871,
      'blind-285': 0.957,
      'blind-286': 0.986,
      'blind-287': 0.986,
      'blind-288': 0.971,
      'blind-289': 0.986,
      'blind-290': 0.986,
      'blind-291': 0.971,
      'blind-292': 0.957,
      'blind-293': 0.871,
      'blind-294': 0.957,
      'blind-295': 0.929,
      'blind-296': 0.971,
      'blind-297': 0.971,
      'blind-298': 0.943,
      'blind-299': 0.971,
      'blind-300': 0.914,
      'blind-301': 0.971,
      'blind-302': 0.7,
      'blind-303': 1,
      'blind-304': 0.929,
      'blind-305': 0.9,
      'blind-306': 0.943,
      'blind-307': 0.9,
      'blind-308': 0.871,
      'blind-309': 0.957,
      'blind-310': 0.986,
      'blind-311': 1,
      'blind-312': 0.871,
      'blind-313': 0.929,
      'blind-314': 0.914,
      'blind-315': 0.971,
      'blind-316': 1,
      'blind-317': 0.971,
      'blind-318': 1,
      'blind-319': 0.929,
      'blind-320': 0.814,
      'blind-321': 0.843,
      'blind-322': 0.857,
      'blind-323': 0.857,
      'blind-324': 0.986,
      'blind-325': 0.971,
      'blind-326': 1,
      'blind-327': 0.986,
      'blind-328': 0.871,
      'blind-329': 0.8,
      'blind-330': 0.943,
      'blind-331': 0.871,
      'blind-332': 0.9,
      'blind-333': 0.929,
      'blind-334': 0.986,
      'blind-335': 1,
      'blind-336': 0.986,
      'blind-337': 0.957,
      'blind-338': 0.986,
      'blind-339': 1,
      'blind-340': 0.943,
      'blind-341': 0.986,
      'blind-342': 0.971,
      'blind-343': 0.986,
    },
    target: 0.95,
  },
  otherNothing: {
    at: 'most',
    measured: {
      'blind-272': 0.029,
      'blind-273': 0,
      'blind-274': 0,
      'blind-275': 0.014,
      'blind-276': 0,
      'blind-277': 0.014,
      'blind-278': 0,
      'blind-279': 0,
      'blind-280': 0.014,
      'blind-281': 0,
      'blind-282': 0,
      'blind-283': 0,
      'blind-284': 0.014,
      'blind-285': 0,
      'blind-286': 0,
      'blind-287': 0,
      'blind-288': 0,
      'blind-289': 0,
      'blind-290': 0,
      'blind-291': 0,
      'blind-292': 0.014,
      'blind-293': 0,
      'blind-294': 0,
      'blind-295': 0.014,
      'blind-296': 0,
      'blind-297': 0,
      'blind-298': 0,
      'blind-299': 0.014,
      'blind-300': 0.029,
      'blind-301': 0,
      'blind-302': 0.029,
      'blind-303': 0,
      'blind-304': 0,
      'blind-305': 0.014,
      'blind-306': 0,
      'blind-307': 0,
      'blind-308': 0.029,
      'blind-309': 0,
      'blind-310': 0,
      'blind-311': 0,
      'blind-312': 0.014,
      'blind-313': 0.014,
      'blind-314': 0,
      'blind-315': 0,
      'blind-316': 0,
      'blind-317': 0.014,
      'blind-318': 0,
      'blind-319': 0,
      'blind-320': 0.029,
      'blind-321': 0.071,
      'blind-322': 0.071,
      'blind-323': 0.057,
      'blind-324': 0,
      'blind-325': 0,
      'blind-326': 0,
      'blind-327': 0,
      'blind-328': 0.043,
      'blind-329': 0,
      'blind-330': 0,
      'blind-331': 0.043,
      'blind-332': 0,
      'blind-333': 0.014,
      'blind-334': 0,
      'blind-335': 0,
      'blind-336': 0,
      'blind-337': 0,
      'blind-338': 0,
      'blind-339': 0,
      'blind-340': 0,
      'blind-341': 0.014,
      'blind-342': 0,
      'blind-343': 0,
    },
    target: 0,
  },
  bothWriter: {
    at: 'least',
    measured: {
      'blind-272': 1,
      'blind-273': 1,
      'blind-274': 1,
      'blind-275': 1,
      'blind-276': 1,
      'blind-277': 1,
      'blind-278': 1,
      'blind-279': 1,
      'blind-280': 1,
      'blind-281': 1,
      'blind-282': 0.967,
      'blind-283': 1,
      'blind-284': 0.967,
      'blind-285': 0.967,
      'blind-286': 1,
      'blind-287': 1,
      'blind-288': 1,
      'blind-289': 1,
      'blind-290': 1,
      'blind-291': 1,
      'blind-292': 0.967,
      'blind-293': 1,
      'blind-294': 1,
      'blind-295': 1,
      'blind-296': 1,
      'blind-297': 1,
      'blind-298': 0.967,
      'blind-299': 1,
      'blind-300': 1,
      'blind-301': 1,
      'blind-302': 1,
      'blind-303': 0.967,
      'blind-304': 1,
      'blind-305': 0.933,
      'blind-306': 0.967,
      'blind-307': 1,
      'blind-308': 0.867,
      'blind-309': 0.9,
      'blind-310': 1,
      'blind-311': 1,
      'blind-312': 1,
      'blind-313': 1,
      'blind-314': 0.867,
      'blind-315': 0.933,
      'blind-316': 0.967,
      'blind-317': 0.967,
      'blind-318': 1,
      'blind-319': 1,
      'blind-320': 0.8,
      'blind-321': 0.9,
      'blind-322': 0.967,
      'blind-323': 0.9,
      'blind-324': 1,
      'blind-325': 1,
      'blind-326': 1,
      'blind-327': 1,
      'blind-328': 0.9,
      'blind-329': 0.967,
      'blind-330': 0.933,
      'blind-331': 0.867,
      'blind-332': 0.967,
      'blind-333': 1,
      'blind-334': 0.967,
      'blind-335': 0.967,
      'blind-336': 1,
      'blind-337': 1,
      'blind-338': 1,
      'blind-339': 1,
      'blind-340': 1,
      'blind-341': 0.967,
      'blind-342': 0.967,
      'blind-343': 1,
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
