import chat1 from './crisis-sets/held-back/chat/chat-1.json' with { type: 'json' };
import chat2 from './crisis-sets/held-back/chat/chat-2.json' with { type: 'json' };
import chat3 from './crisis-sets/held-back/chat/chat-3.json' with { type: 'json' };
import chat4 from './crisis-sets/held-back/chat/chat-4.json' with { type: 'json' };
import chat5 from './crisis-sets/held-back/chat/chat-5.json' with { type: 'json' };
import chat6 from './crisis-sets/held-back/chat/chat-6.json' with { type: 'json' };
import chat7 from './crisis-sets/held-back/chat/chat-7.json' with { type: 'json' };
import chat8 from './crisis-sets/held-back/chat/chat-8.json' with { type: 'json' };
import chat9 from './crisis-sets/held-back/chat/chat-9.json' with { type: 'json' };
import chat10 from './crisis-sets/held-back/chat/chat-10.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31, session 28: replies to the mentor in the chat (held-back/BRIEF-chat-28.md), ten writers who saw only the
 * brief, never trained on: 120 plain replies ("faz sentido", "obg", "vou tentar hj"), 40 that sound heavy and are not,
 * 110 from a writer at risk now, 30 about someone else at risk. Through screenInput (as the AI routes use it), session
 * 27's check (7c) answered 9 to 24 of each writer's 160 ordinary replies: the blind sets have almost no short ordinary
 * text, so nothing had measured it. Session 29's check (7h, RULES-session-29.md) reads texts of ten words or fewer
 * with a head of their own and answers 3 to 17; the figures held are session 30's 7j's (7h's with networks beside the
 * someone-else and who heads; chat-5 and -6 judged 7h, chat-7 and -8 7i, chat-9 and -10 7j, RULES-session-30.md; on
 * chat-6 and chat-8 one person worried about someone else gets nothing, as with 7h). The target for the ordinary
 * replies is none, for the rest the issue's (crises answered ≥ 99%, someone else never with nothing).
 */
/** Each set with what the shipped check answers: ordinary replies answered, crises answered, someone else with nothing. */
const measured: [name: string, items: unknown, ordinary: number, crises: number, othersNothing: number][] = [
  ['chat-1', chat1, 3, 108, 0],
  ['chat-2', chat2, 15, 108, 0],
  ['chat-3', chat3, 13, 104, 0],
  ['chat-4', chat4, 13, 106, 0],
  ['chat-5', chat5, 9, 107, 0],
  ['chat-6', chat6, 17, 108, 1],
  ['chat-7', chat7, 15, 109, 0],
  ['chat-8', chat8, 13, 110, 1],
  ['chat-9', chat9, 9, 107, 0],
  ['chat-10', chat10, 13, 107, 0],
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
