import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentToasts,
  dismissCheerfulToasts,
  dismissToast,
  showToast,
  subscribeToToasts,
  TOAST_DURATION_MS,
} from './toast-store.ts';

afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a toast, tells listeners, and removes it after a while', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const stop = subscribeToToasts(() => seen.push(currentToasts().length));
    showToast({ title: 'Que alegria ter você aqui!' });
    expect(currentToasts()).toMatchObject([{ title: 'Que alegria ter você aqui!', variant: 'default' }]);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(currentToasts()).toEqual([]);
    expect(seen).toEqual([1, 0]);
    stop();
  });

  it('keeps the last three', () => {
    for (const n of [1, 2, 3, 4]) showToast({ title: `t${n}`, variant: 'destructive' });
    expect(currentToasts().map((toast) => toast.title)).toEqual(['t2', 't3', 't4']);
  });

  it('clears the failures shown before a success, and keeps other successes', () => {
    showToast({ title: 'Erro no login', description: 'Código inválido.', variant: 'destructive' });
    showToast({ title: 'Lembrete salvo' });
    showToast({ title: 'Erro no login', description: 'Código expirado.', variant: 'destructive' });
    expect(currentToasts().map((toast) => toast.title)).toEqual(['Lembrete salvo', 'Erro no login']);
    showToast({ title: 'Que alegria ter você aqui!' });
    expect(currentToasts().map((toast) => toast.title)).toEqual([
      'Lembrete salvo',
      'Que alegria ter você aqui!',
    ]);
  });

  it('clears the cheerful toasts when care appears, and keeps the failures', () => {
    showToast({ title: 'Erro ao atualizar tarefa', variant: 'destructive' });
    showToast({ title: 'Que alegria ter você aqui!' });
    showToast({ title: 'Erro ao salvar', variant: 'destructive' });
    dismissCheerfulToasts();
    expect(currentToasts().map((toast) => toast.title)).toEqual(['Erro ao salvar']);
  });
});
