import { describe, expect, it } from 'vitest';
import { renderMarkup, visibleText } from '../../testing/render-markup.tsx';
import { MessageBubble } from './chat-bubble.tsx';
import type { ChatMessage } from './chat-messages.ts';

const careReply =
  'Obrigado por me contar isso. O que você escreveu me preocupa: ligue 188, de graça e a qualquer hora.';
const reply = (crisis: boolean): ChatMessage => ({
  id: 'r1',
  type: 'mentor',
  content: crisis ? careReply : 'Que tal deixar o celular em outro cômodo na hora de dormir?',
  timestamp: '2026-11-25T14:05:00.000Z',
  crisis,
});

describe('a mentor reply in the chat', () => {
  it("for a crisis answer (safety 'crisis') is the reviewed words, then the care card, the log's full width", () => {
    const markup = renderMarkup(<MessageBubble message={reply(true)} />);
    expect(markup).toMatch(/<section [^>]*aria-labelledby=/);
    expect(markup).toMatch(/<h4 [^>]*>Você não está sozinho\(a\)<\/h4>/);
    expect(markup).toContain('href="tel:188"');
    expect(visibleText(markup)).toContain('Mentor ·');
    // The words come first: for someone else at risk (decision 0019) what to do now is in them, not in the card.
    expect(visibleText(markup).indexOf('O que você escreveu me preocupa')).toBeLessThan(
      visibleText(markup).indexOf('Você não está sozinho(a)'),
    );
  });

  it("for an ordinary answer (safety 'normal') is the usual bubble, without the card", () => {
    const markup = renderMarkup(<MessageBubble message={reply(false)} />);
    expect(visibleText(markup)).toContain('Que tal deixar o celular em outro cômodo');
    expect(markup).not.toContain('Você não está sozinho(a)');
    expect(markup).not.toContain('tel:188');
  });

  it("the user's own words are never shown as a card, even if they were flagged", () => {
    const markup = renderMarkup(
      <MessageBubble message={{ ...reply(true), type: 'user', content: 'quero morrer' }} />,
    );
    expect(markup).not.toContain('tel:188');
    expect(visibleText(markup)).toContain('quero morrer');
  });

  it('while the mentor is still writing, the placeholder shows, not the card', () => {
    const markup = renderMarkup(<MessageBubble message={{ ...reply(true), isLoading: true }} />);
    expect(markup).not.toContain('tel:188');
    expect(visibleText(markup)).toContain('O mentor está escrevendo...');
  });
});

describe("the mentor's check-in in the chat (issue 31)", () => {
  it("is the question and its two answers, the log's full width, never the care text that came with it", () => {
    const markup = renderMarkup(
      <MessageBubble
        message={{
          id: 'c1',
          type: 'mentor',
          content: '',
          timestamp: '2026-11-25T14:05:00.000Z',
          checkIn: { message: 'não aguento mais', context: { dayNumber: 1, history: [] } },
        }}
        checkIn={{ send: () => Promise.resolve(true), onWell: () => undefined }}
      />,
    );
    const text = visibleText(markup);
    expect(text).toContain('Mentor ·');
    expect(text).toContain('Quero perguntar com cuidado: você está pensando em se machucar?');
    expect(markup).toMatch(/<button [^>]*>Sim<\/button>/);
    expect(markup).toMatch(/<button [^>]*>Não, estou bem<\/button>/);
    expect(text).not.toContain('não aguento mais');
    expect(markup).not.toContain('tel:188');
  });
});
