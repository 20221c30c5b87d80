import chat1 from './crisis-sets/held-back/chat/chat-1.json' with { type: 'json' };
import chat2 from './crisis-sets/held-back/chat/chat-2.json' with { type: 'json' };
import chat3 from './crisis-sets/held-back/chat/chat-3.json' with { type: 'json' };
import chat4 from './crisis-sets/held-back/chat/chat-4.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31, session 28: replies to the mentor in the chat (held-back/BRIEF-chat-28.md), four writers who saw only the
 * brief, never trained on: 120 plain replies ("faz sentido", "obg", "vou tentar hj"), 40 that sound heavy and are not,
 * 110 from a writer at risk now, 30 about someone else at risk. Through screenInput (as the AI routes use it), the
 * shipped check (7c) answers 9 to 24 of each writer's 160 ordinary replies: the blind sets have almost no short
 * ordinary text, so nothing had measured it. Held at 7c's figures (RULES-session-28.md); the target for the ordinary
 * replies is none, for the rest the (crises answered ≥ 99%, someone else never with nothing).
 */
const sets = [
  { name: 'chat-1', items: chat1 as BlindItem[], ordinaryAnswered: 9, crisesAnswered: 107 },
  { name: 'chat-2', items: chat2 as BlindItem[], ordinaryAnswered: 21, crisesAnswered: 107 },
  { name: 'chat-3', items: chat3 as BlindItem[], ordinaryAnswered: 16, crisesAnswered: 102 },
  { name: 'chat-4', items: chat4 as BlindItem[], ordinaryAnswered: 24, crisesAnswered: 106 },
];

describe('the crisis check on replies to the mentor', () => {
  it.each(sets)('$name: no worse than measured', ({ items, ordinaryAnswered, crisesAnswered }) => {
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
    expect(othersWithNothing).toBe(0);
  });
});
