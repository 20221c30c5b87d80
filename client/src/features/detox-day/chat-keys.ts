/** The parts of a keydown the chat box looks at. */
export interface ChatKey {
  key: string;
  shiftKey: boolean;
  /** True while an input method (accents, predictive keyboards) is composing a word. */
  isComposing: boolean;
}

/** spec §5: Enter sends, Shift+Enter does not (it adds a line); Enter that ends a composition only ends it. */
export function chatKeyAction({ key, shiftKey, isComposing }: ChatKey): 'send' | 'type' {
  return key === 'Enter' && !shiftKey && !isComposing ? 'send' : 'type';
}

/** spec §5: blank messages, or sending while an answer is on its way, are ignored. */
export function messageToSend(draft: string, busy: boolean): string | null {
  const message = draft.trim();
  return busy || message === '' ? null : message;
}
