import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch } from '../api/base-query.ts';
import { diagnosticsStrings as text } from './strings.ts';

export interface ConnectionTest {
  state: 'testing' | 'connected' | 'disconnected';
  /** spec §8 Transport: the success text, the HTTP status, or 'Erro de conectividade'. */
  message: string | null;
  testedAt: Date | null;
}

/** GET /api/health, run when the component opens and again on demand (spec §2 'Testar'). */
export function useConnectionTest(): ConnectionTest & { run: () => void } {
  const [result, setResult] = useState<ConnectionTest>({ state: 'testing', message: null, testedAt: null });
  const running = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    void apiFetch('/health', controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      const error = answer.error;
      setResult({
        state: error ? 'disconnected' : 'connected',
        message: !error
          ? text.success
          : typeof error.status === 'number'
            ? text.statusCode(error.status)
            : text.failure,
        testedAt: new Date(),
      });
    });
  }, []);

  // The first test starts with the component ('testing' is the initial state); later ones from 'Testar'.
  useEffect(() => {
    start();
    return () => running.current?.abort();
  }, [start]);

  const run = useCallback(() => {
    setResult((previous) => ({ ...previous, state: 'testing' }));
    start();
  }, [start]);

  return { ...result, run };
}
