import type { ChatRequest } from '@detox/server/contracts/ai';

/** spec §3 'Chat message'. */
export interface ChatMessage {
  id: string;
  type: 'user' | 'mentor';
  content: string;
  timestamp: string;
  isLoading?: boolean;
  /** A mentor's answer to a crisis (`source.safety` 'crisis'): shown as the care card. */
  crisis?: boolean;
  /**
   * The mentor's check-in (`source.safety` 'check-in', issue 31) in place of an answer: the request to send again
   * after "Não, estou bem". Its content is empty: the care text that came with it is never shown nor sent back.
   */
  checkIn?: ChatRequest;
}

/** The earlier turns sent with a message: answered ones only (no check-in), the most recent `max`. */
export function chatHistory(messages: readonly ChatMessage[], max: number) {
  return messages
    .filter((message) => message.isLoading !== true && message.checkIn === undefined)
    .slice(-max)
    .map(({ type, content }) => ({ type, content }));
}

/** spec §2: timestamps in pt-BR (e.g. 14:05). */
export function chatTime(timestamp: string): string {
  return new Date(timestamp).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
}
