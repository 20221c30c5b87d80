import chat11 from './crisis-sets/held-back/chat/chat-11.json' with { type: 'json' };
import chat12 from './crisis-sets/held-back/chat/chat-12.json' with { type: 'json' };
import chat13 from './crisis-sets/held-back/chat/chat-13.json' with { type: 'json' };
import chat14 from './crisis-sets/held-back/chat/chat-14.json' with { type: 'json' };
import chat15 from './crisis-sets/held-back/chat/chat-15.json' with { type: 'json' };
import chat16 from './crisis-sets/held-back/chat/chat-16.json' with { type: 'json' };
import chat17 from './crisis-sets/held-back/chat/chat-17.json' with { type: 'json' };
import chat18 from './crisis-sets/held-back/chat/chat-18.json' with { type: 'json' };
import chat19 from './crisis-sets/held-back/chat/chat-19.json' with { type: 'json' };
import chat20 from './crisis-sets/held-back/chat/chat-20.json' with { type: 'json' };
import chat21 from './crisis-sets/held-back/chat/chat-21.json' with { type: 'json' };
import chat22 from './crisis-sets/held-back/chat/chat-22.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31, session 28: replies to the mentor in the chat (held-back/BRIEF-chat-28.md), writers who saw only the brief:
 * 120 plain replies ("faz sentido", "obg", "vou tentar hj"), 40 that sound heavy and are not, 110 from a writer at risk
 * now, 30 about someone else at risk. Through screenInput (as the AI routes use it), session 27's check (7c) answered 9
 * to 24 of each writer's 160 ordinary replies: the blind sets have almost no short ordinary text, so nothing had
 * measured it. Since session 29 (7h) texts of ten words or fewer have a head of their own. Chat-1 to -10 judged their
 * last candidates and are trained on since session 31 (7m, RULES-session-31.md; crisis-sets/judged/chat/); the figures
 * held are session 32's (7p: 7n, 7m's model and three more rules, with the who head deciding below the card) on the
 * twelve never trained on: chat-11 and -12 judged 7k, chat-13 and -14 7l, chat-15 and -16 7m, chat-17 and -18 7n,
 * chat-19 and -20 7o, chat-21 and -22 7p. The target for the ordinary replies is none, for the rest
 * the (crises answered ≥ 99%, someone else never with nothing).
 */
/** Each set with what the shipped check answers: ordinary replies answered, crises answered, someone else with nothing. */
const measured: [name: string, items: unknown, ordinary: number, crises: number, othersNothing: number][] = [
  ['chat-11', chat11, 10, 106, 1],
  ['chat-12', chat12, 10, 109, 0],
  ['chat-13', chat13, 11, 110, 0],
  ['chat-14', chat14, 12, 107, 1],
  ['chat-15', chat15, 7, 106, 0],
  ['chat-16', chat16, 12, 107, 0],
  ['chat-17', chat17, 11, 107, 0],
  ['chat-18', chat18, 10, 109, 0],
  ['chat-19', chat19, 7, 106, 0],
  ['chat-20', chat20, 7, 109, 0],
  ['chat-21', chat21, 6, 107, 1],
  ['chat-22', chat22, 10, 109, 0],
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
