import { describe, expect, it } from 'vitest';
import { chatKeyAction, messageToSend } from './chat-keys.ts';

describe('chatKeyAction', () => {
  it.each([
    [{ key: 'Enter', shiftKey: false, isComposing: false }, 'send'],
    [{ key: 'Enter', shiftKey: true, isComposing: false }, 'type'],
    [{ key: 'Enter', shiftKey: false, isComposing: true }, 'type'],
    [{ key: 'a', shiftKey: false, isComposing: false }, 'type'],
    [{ key: 'NumpadEnter', shiftKey: false, isComposing: false }, 'type'],
  ])('%j → %s', (key, action) => {
    expect(chatKeyAction(key)).toBe(action);
  });
});

describe('messageToSend', () => {
  it.each([
    ['  Estou ansioso hoje  ', false, 'Estou ansioso hoje'],
    ['linha 1\nlinha 2', false, 'linha 1\nlinha 2'],
    ['   ', false, null],
    ['', false, null],
    ['Oi', true, null],
  ])('%j while busy=%s → %j', (draft, busy, expected) => {
    expect(messageToSend(draft, busy)).toBe(expected);
  });
});
