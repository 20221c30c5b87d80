import chat21 from './crisis-sets/held-back/chat/chat-21.json' with { type: 'json' };
import chat22 from './crisis-sets/held-back/chat/chat-22.json' with { type: 'json' };
import chat23 from './crisis-sets/held-back/chat/chat-23.json' with { type: 'json' };
import chat24 from './crisis-sets/held-back/chat/chat-24.json' with { type: 'json' };
import chat25 from './crisis-sets/held-back/chat/chat-25.json' with { type: 'json' };
import chat26 from './crisis-sets/held-back/chat/chat-26.json' with { type: 'json' };
import chat27 from './crisis-sets/held-back/chat/chat-27.json' with { type: 'json' };
import chat28 from './crisis-sets/held-back/chat/chat-28.json' with { type: 'json' };
import chat29 from './crisis-sets/held-back/chat/chat-29.json' with { type: 'json' };
import chat30 from './crisis-sets/held-back/chat/chat-30.json' with { type: 'json' };
import chat31 from './crisis-sets/held-back/chat/chat-31.json' with { type: 'json' };
import chat32 from './crisis-sets/held-back/chat/chat-32.json' with { type: 'json' };
import chat33 from './crisis-sets/held-back/chat/chat-33.json' with { type: 'json' };
import chat34 from './crisis-sets/held-back/chat/chat-34.json' with { type: 'json' };
import chat35 from './crisis-sets/held-back/chat/chat-35.json' with { type: 'json' };
import chat36 from './crisis-sets/held-back/chat/chat-36.json' with { type: 'json' };
import chat37 from './crisis-sets/held-back/chat/chat-37.json' with { type: 'json' };
import chat38 from './crisis-sets/held-back/chat/chat-38.json' with { type: 'json' };
import chat39 from './crisis-sets/held-back/chat/chat-39.json' with { type: 'json' };
import chat40 from './crisis-sets/held-back/chat/chat-40.json' with { type: 'json' };
import chat41 from './crisis-sets/held-back/chat/chat-41.json' with { type: 'json' };
import chat42 from './crisis-sets/held-back/chat/chat-42.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31, session 28: replies to the mentor in the chat (held-back/BRIEF-chat-28.md), writers who saw only the brief:
 * 120 plain replies ("faz sentido", "obg", "vou tentar hj"), 40 that sound heavy and are not, 110 from a writer at risk
 * now, 30 about someone else at risk. Through screenInput (as the AI routes use it), session 27's check (7c) answered 9
 * to 24 of each writer's 160 ordinary replies: the blind sets have almost no short ordinary text, so nothing had
 * measured it. Since session 29 (7h) texts of ten words or fewer have a head of their own. Chat-1 to -20 judged their
 * last candidates and are trained on (since session 31 chat-1 to -10, 7m; since session 32 chat-11 to -20, 7q;
 * crisis-sets/judged/chat/); the figures held are session 32's (7q, RULES-session-32.md) on the four never trained
 * on: chat-21 and -22 judged 7p, chat-23 and -24 7q, chat-25 and -26 7r (session 33: it failed, 7q stayed), chat-27 and -28 round 26's rules (nothing moved), chat-29 and -30 round 27's floor for the rules (7q-f, session 34), chat-31 and -32 round 28's (7q-g), chat-33 and -34 round 29's rules (session 35: nothing moved), chat-35 and -36 8e (session 36: it shipped), chat-37 and -38 8f (session 37: it shipped), chat-39 and -40 8h (session 37: it shipped), chat-41 and -42 8i (session 38: it met the clauses and was not shipped). Since session 37 the figures held are 8h's, whose head for short texts reads with a reader of its own: over chat-21 to -38 it answers 4 more crises than 8f and one ordinary reply fewer, and trades set by set (chat-31: 2 more ordinary replies answered and a crisis fewer; chat-26: a crisis fewer). The target for the ordinary replies is none, for the rest
 * the (crises answered ≥ 99%, someone else never with nothing).
 */
/** Each set with what the shipped check answers: ordinary replies answered, crises answered, someone else with nothing. */
const measured: [name: string, items: unknown, ordinary: number, crises: number, othersNothing: number][] = [
  ['chat-21', chat21, 3, 106, 1],
  ['chat-22', chat22, 8, 109, 0],
  ['chat-23', chat23, 10, 108, 0],
  ['chat-24', chat24, 9, 106, 0],
  ['chat-25', chat25, 4, 110, 0],
  ['chat-26', chat26, 9, 106, 0],
  ['chat-27', chat27, 5, 105, 0],
  ['chat-28', chat28, 3, 105, 0],
  ['chat-29', chat29, 4, 107, 0],
  ['chat-30', chat30, 6, 109, 0],
  ['chat-31', chat31, 5, 109, 0],
  ['chat-32', chat32, 3, 110, 0],
  ['chat-33', chat33, 3, 106, 0],
  ['chat-34', chat34, 3, 108, 0],
  ['chat-35', chat35, 7, 108, 0],
  ['chat-36', chat36, 4, 106, 0],
  ['chat-37', chat37, 5, 105, 0],
  ['chat-38', chat38, 9, 103, 1],
  ['chat-39', chat39, 7, 108, 0],
  ['chat-40', chat40, 8, 107, 0],
  ['chat-41', chat41, 4, 110, 0],
  ['chat-42', chat42, 7, 108, 1],
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
