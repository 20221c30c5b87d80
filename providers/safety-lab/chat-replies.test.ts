import chat41 from './crisis-sets/held-back/chat/chat-41.json' with { type: 'json' };
import chat42 from './crisis-sets/held-back/chat/chat-42.json' with { type: 'json' };
import chat43 from './crisis-sets/held-back/chat/chat-43.json' with { type: 'json' };
import chat44 from './crisis-sets/held-back/chat/chat-44.json' with { type: 'json' };
import chat45 from './crisis-sets/held-back/chat/chat-45.json' with { type: 'json' };
import chat46 from './crisis-sets/held-back/chat/chat-46.json' with { type: 'json' };
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
 * measured it. Since session 29 (7h) texts of ten words or fewer have a head of their own. Chat-1 to -40 judged their
 * last candidates and are trained on (crisis-sets/judged/chat/; chat-21 to -40 since session 38, 9b). The figures held
 * are 9b's (RULES-session-38.md) on the four never trained on: chat-41 and -42 judged 8i (round 34: not shipped) and
 * were 9b's development sets, chat-43 and -44 judged 9b (round 36: it shipped); chat-45 to -48 (session 39) were
 * scored on 9b blind first (RULES-session-39.md). The target for the ordinary replies is
 * none, for the rest the issue's (crises answered ≥ 99%, someone else never with nothing).
 */
/** Each set with what the shipped check answers: ordinary replies answered, crises answered, someone else with nothing. */
const measured: [name: string, items: unknown, ordinary: number, crises: number, othersNothing: number][] = [
  ['chat-41', chat41, 4, 110, 0],
  ['chat-42', chat42, 6, 109, 0],
  ['chat-43', chat43, 6, 110, 1],
  ['chat-44', chat44, 1, 108, 0],
  // Session 39, scored blind first on 9b: chat-45 and -46 round 37's development sets, chat-47 and -48 its judges.
  ['chat-45', chat45, 2, 110, 0],
  ['chat-46', chat46, 6, 108, 1],
  ['chat-47', chat47, 5, 107, 1],
  ['chat-48', chat48, 7, 109, 0],
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
