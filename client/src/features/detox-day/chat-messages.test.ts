import { describe, expect, it } from 'vitest';
import { type ChatMessage, chatHistory } from './chat-messages.ts';

const message = (index: number, type: 'user' | 'mentor', isLoading = false): ChatMessage => ({
  id: String(index),
  type,
  content: `mensagem ${index}`,
  timestamp: '2026-11-21T12:00:00.000Z',
  isLoading,
});

describe('chatHistory', () => {
  it('leaves out the waiting placeholder and keeps the most recent turns, oldest first', () => {
    const messages = [
      message(1, 'user'),
      message(2, 'mentor'),
      message(3, 'user'),
      message(4, 'mentor', true),
    ];
    expect(chatHistory(messages, 2)).toEqual([
      { type: 'mentor', content: 'mensagem 2' },
      { type: 'user', content: 'mensagem 3' },
    ]);
  });

  it("leaves out the mentor's check-in: its care text is never sent back as a turn", () => {
    const checkIn: ChatMessage = {
      ...message(2, 'mentor'),
      content: '',
      checkIn: { message: 'mensagem 1', context: { dayNumber: 1, history: [] } },
    };
    expect(chatHistory([message(1, 'user'), checkIn, message(3, 'user')], 10)).toEqual([
      { type: 'user', content: 'mensagem 1' },
      { type: 'user', content: 'mensagem 3' },
    ]);
  });
});
