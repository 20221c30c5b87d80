/**
 * Saves the latest value once changes stop for `delayMs` (spec §4: the reflection 1 s after typing stops).
 * `flush` saves a pending value at once (leaving the field or the screen); nothing pending, nothing sent.
 */
export function createDebouncedSave<Value>(save: (value: Value) => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: Value } | null = null;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending === null) return;
    const { value } = pending;
    pending = null;
    save(value);
  };

  return {
    change(value: Value) {
      pending = { value };
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    /** Forget a pending value without saving it. */
    cancel() {
      clearTimeout(timer);
      pending = null;
    },
  };
}
