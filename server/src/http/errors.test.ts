import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { WorkQueueFullError } from '../work/work-errors.ts';
import { errorHandler } from './errors.ts';

describe('the error handler', () => {
  it('answers a full work queue 503 in pt-BR with Retry-After, never a 500', async () => {
    const app = new Hono().get('/dia', () => {
      throw new WorkQueueFullError(17);
    });
    app.onError(errorHandler(pino({ level: 'silent' })));
    const response = await app.request('/dia');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('17');
    expect(await response.json()).toEqual({
      error: 'Muitos áudios estão sendo preparados agora. Tente de novo em 17 segundos.',
      reason: 'busy',
    });
  });
});
