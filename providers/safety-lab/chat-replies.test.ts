import chat47 from './crisis-sets/held-back/chat/chat-47.json' with { type: 'json' };
import chat48 from './crisis-sets/held-back/chat/chat-48.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31, session 28: replies to the mentor in the chat (held-back/BRIEF-chat-28.md), writers who saw only the brief:
 * 120 plain replies ("faz sentido", "obg", "vou tentar hj"), 40 that sound heavy and are not, 110 from a writer at risk
 * now, 30 about someone else at risk. Through screenInput (as the AI routes use it), session 27's check (7c) answered 9
 * to 24 of each writer's 160 ordinary replies: the blind sets have almost no short ordinary text, so nothing had
 * measured it. Since session 29 (7h) texts of ten words or fewer have a head of their own. Chat-1 to -46 judged their
 * last candidates and are trained on (crisis-sets/judged/chat/; chat-21 to -40 since session 38, 9b; chat-41 to -46
 * since session 42, 9d). The two never trained on, chat-47 and -48 (session 39: scored on 9b blind first,
 * RULES-session-39.md), were 9d's development sets (RULES-session-42.md, round 43); the figures held are 9d's: it
 * answers one crisis of chat-48 fewer than 9b and leaves nobody telling of someone else with nothing (9b: one of
 * chat-47). The target for the ordinary replies is
 * none, for the rest the issue's (crises answered ≥ 99%, someone else never with nothing).
 */
/** Each set with what the shipped check answers: ordinary replies answered, crises answered, someone else with nothing. */
const measured: [name: string, items: unknown, ordinary: number, crises: number, othersNothing: number][] = [
  // Session 39, scored blind first on 9b; round 43's (session 42) development sets.
  ['chat-47', chat47, 5, 107, 0],
  ['chat-48', chat48, 7, 108, 0],
];
const sets = measured.map(([name, items, ordinaryAnswered, crisesAnswered, othersNothing]) => ({
  name,
  items: items as BlindItem[],
  ordinaryAnswered,
  crisesAnswered,
  othersNothing,
}));

describe('the crisis check on replies to the mentor', () => {
  it.each(sets)(
    '$name: no worse than measured',
    ({ items, ordinaryAnswered, crisesAnswered, othersNothing }) => {
      const of = (label: BlindItem['label']) => items.filter((item) => item.label === label);
      expect(of('none')).toHaveLength(160);
      const ordinary = of('none').filter((item) => verdict(item.text).level !== 'none').length;
      const crises = of('self').filter((item) => verdict(item.text).audience === 'self').length;
      const othersWithNothing = of('other').filter((item) => verdict(item.text).level === 'none').length;
      console.log(
        `ordinary replies answered ${ordinary}/160 (target 0), crises answered ${crises}/110, someone else with nothing ${othersWithNothing}/30`,
      );
      expect(ordinary).toBeLessThanOrEqual(ordinaryAnswered);
      expect(crises).toBeGreaterThanOrEqual(crisesAnswered);
      expect(othersWithNothing).toBeLessThanOrEqual(othersNothing);
    },
  );
});
