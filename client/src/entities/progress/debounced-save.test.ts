import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedSave } from './debounced-save.ts';

describe('createDebouncedSave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves the last value once, 1 s after the last change', () => {
    const saved: string[] = [];
    const saver = createDebouncedSave((value: string) => saved.push(value), 1000);
    saver.change('H');
    vi.advanceTimersByTime(600);
    saver.change('Ho');
    vi.advanceTimersByTime(600);
    saver.change('Hoje');
    vi.advanceTimersByTime(999);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual(['Hoje']);
    vi.advanceTimersByTime(5000);
    expect(saved).toEqual(['Hoje']);
  });

  it('flush saves a pending value at once and only once', () => {
    const saved: string[] = [];
    const saver = createDebouncedSave((value: string) => saved.push(value), 1000);
    saver.change('Hoje percebi');
    saver.flush();
    expect(saved).toEqual(['Hoje percebi']);
    vi.advanceTimersByTime(2000);
    saver.flush();
    expect(saved).toEqual(['Hoje percebi']);
  });

  it('flush with nothing pending sends nothing; cancel drops the pending value', () => {
    const saved: string[] = [];
    const saver = createDebouncedSave((value: string) => saved.push(value), 1000);
    saver.flush();
    saver.change('rascunho');
    saver.cancel();
    vi.advanceTimersByTime(2000);
    expect(saved).toEqual([]);
  });
});
