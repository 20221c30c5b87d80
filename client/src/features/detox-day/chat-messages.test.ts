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
});
