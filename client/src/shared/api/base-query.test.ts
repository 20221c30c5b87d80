import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage.ts';
import { API_TIMEOUT_MS, apiFetch, baseQuery } from './base-query.ts';

interface FetchCall {
  url: string;
  init: RequestInit;
}

const calls: FetchCall[] = [];

function respondWith(makeResponse: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(makeResponse());
  });
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

const html = (status: number, statusText: string) =>
  new Response('<html><body>erro</body></html>', {
    status,
    statusText,
    headers: { 'Content-Type': 'text/html' },
  });

/** A fetch that never answers until its signal aborts, like a dead 4G link. */
function hangUntilAborted() {
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        calls.push({ url, init });
        init.signal?.addEventListener('abort', () => {
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  );
}

const headerOf = (name: string, call = calls[0]) => new Headers(call?.init.headers).get(name);

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('localStorage', memoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request', () => {
  it('goes under /api as JSON, with query params and a JSON body', async () => {
    respondWith(() => json({ ok: true }));
    await apiFetch({
      url: '/ai/saved-guidance',
      params: { dayNumber: 3, guidanceType: undefined, limit: 10 },
    });
    await apiFetch({
      url: 'progress/task',
      method: 'POST',
      body: { dayNumber: 1, taskId: 'day1-1', completed: true },
    });

    expect(calls[0]?.url).toBe('/api/ai/saved-guidance?dayNumber=3&limit=10');
    expect(calls[0]?.init.method).toBe('GET');
    expect(headerOf('Accept')).toBe('application/json');
    expect(headerOf('Content-Type')).toBeNull();
    expect(calls[1]?.url).toBe('/api/progress/task');
    expect(calls[1]?.init.method).toBe('POST');
    expect(calls[1]?.init.body).toBe('{"dayNumber":1,"taskId":"day1-1","completed":true}');
    expect(headerOf('Content-Type', calls[1])).toBe('application/json');
  });

  it('takes the bearer token from auth_token first, then token, and sends none without either', async () => {
    respondWith(() => json({}));
    vi.stubGlobal('localStorage', memoryStorage({ auth_token: 'novo', token: 'antigo' }));
    await apiFetch('/progress');
    vi.stubGlobal('localStorage', memoryStorage({ token: 'antigo' }));
    await apiFetch('/progress');
    vi.stubGlobal('localStorage', memoryStorage());
    await apiFetch('/progress');

    expect(headerOf('Authorization', calls[0])).toBe('Bearer novo');
    expect(headerOf('Authorization', calls[1])).toBe('Bearer antigo');
    expect(headerOf('Authorization', calls[2])).toBeNull();
  });

  it('still works when storage is unavailable', async () => {
    respondWith(() => json({}));
    vi.stubGlobal('localStorage', undefined);
    expect(await apiFetch('/health')).toEqual({ data: {} });
    expect(headerOf('Authorization')).toBeNull();
  });

  it('lets the caller add headers such as Idempotency-Key', async () => {
    respondWith(() => json({}));
    await apiFetch({
      url: '/progress/complete-day',
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(headerOf('Idempotency-Key')).toBe('k-1');
  });
});

describe('successful responses', () => {
  it('unwraps a data field', async () => {
    respondWith(() => json({ data: { currentDay: 4 }, success: true }));
    expect(await apiFetch('/progress')).toEqual({ data: { currentDay: 4 } });
  });

  it('unwraps a data field even when it is null or falsy', async () => {
    respondWith(() => json({ data: null }));
    expect(await apiFetch('/ai/content')).toEqual({ data: null });
  });

  it('returns the whole body when there is no data field', async () => {
    respondWith(() => json({ token: 't', user: { id: '1' } }));
    expect(await apiFetch('/auth/login')).toEqual({ data: { token: 't', user: { id: '1' } } });
    respondWith(() => json([1, 2]));
    expect(await apiFetch('/list')).toEqual({ data: [1, 2] });
  });

  it('accepts 204 No Content', async () => {
    respondWith(() => new Response(null, { status: 204 }));
    expect(await apiFetch({ url: '/auth/logout', method: 'POST' })).toEqual({ data: null });
  });

  it('rejects a success that is not JSON', async () => {
    respondWith(() => html(200, 'OK'));
    expect(await apiFetch('/progress')).toEqual({
      error: { status: 'PARSE_ERROR', message: 'Servidor retornou resposta inválida (não é JSON)' },
    });
  });

  it('rejects JSON that does not parse', async () => {
    respondWith(
      () => new Response('{"data": ', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    expect(await apiFetch('/progress')).toEqual({
      error: { status: 'PARSE_ERROR', message: 'Resposta do servidor não é um JSON válido' },
    });
  });
});

describe('error responses', () => {
  it("uses the body's error field as the message", async () => {
    respondWith(() => json({ error: 'Email não encontrado' }, 401, 'Unauthorized'));
    expect(await apiFetch('/auth/login')).toEqual({
      error: { status: 401, message: 'Email não encontrado' },
    });
  });

  it('falls back when the JSON error body has no error field', async () => {
    respondWith(() => json({ message: 'x' }, 400, 'Bad Request'));
    expect(await apiFetch('/auth/login')).toEqual({
      error: { status: 400, message: 'Erro de conexão com o servidor' },
    });
  });

  it.each([
    [404, 'Not Found', 'Endpoint da API não encontrado. Verifique a configuração do servidor.'],
    [500, 'Internal Server Error', 'Erro interno do servidor. Tente novamente em alguns minutos.'],
    [502, 'Bad Gateway', 'Erro interno do servidor. Tente novamente em alguns minutos.'],
    [503, 'Service Unavailable', 'Erro interno do servidor. Tente novamente em alguns minutos.'],
    [403, 'Forbidden', 'Erro do servidor (403): Forbidden'],
    [429, 'Too Many Requests', 'Erro do servidor (429): Too Many Requests'],
  ])('maps a non-JSON %i to its message', async (status, statusText, message) => {
    respondWith(() => html(status, statusText));
    expect(await apiFetch('/progress')).toEqual({ error: { status, message } });
  });

  it('treats an error body that claims JSON but is not as non-JSON', async () => {
    respondWith(() => new Response('oops', { status: 502, headers: { 'Content-Type': 'application/json' } }));
    expect(await apiFetch('/progress')).toEqual({
      error: { status: 502, message: 'Erro interno do servidor. Tente novamente em alguns minutos.' },
    });
  });
});

describe('connection failures', () => {
  it('reports a network failure', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await apiFetch('/health')).toEqual({
      error: { status: 'FETCH_ERROR', message: 'Erro de conexão com o servidor' },
    });
  });

  it('gives up after 30 s', async () => {
    vi.useFakeTimers();
    hangUntilAborted();
    let settled = false;
    const result = apiFetch('/progress').finally(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({
      error: { status: 'TIMEOUT_ERROR', message: 'Erro de conexão com o servidor' },
    });
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('also times out a body that stops arriving', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      // A body stream that errors when the request is aborted, as a browser's does.
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":'));
          init.signal?.addEventListener('abort', () => {
            controller.error(new DOMException('aborted', 'AbortError'));
          });
        },
      });
      return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    });
    const result = apiFetch('/progress');
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(await result).toEqual({
      error: { status: 'TIMEOUT_ERROR', message: 'Erro de conexão com o servidor' },
    });
  });

  it('stops when the caller aborts, without waiting for the timeout', async () => {
    hangUntilAborted();
    const controller = new AbortController();
    const result = apiFetch('/progress', controller.signal);
    controller.abort();
    expect(await result).toEqual({
      error: { status: 'FETCH_ERROR', message: 'Erro de conexão com o servidor' },
    });
  });
});

describe('baseQuery', () => {
  const queryApi = (controller: AbortController) => ({
    signal: controller.signal,
    abort: () => {
      controller.abort();
    },
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'checkSubscription',
    type: 'query' as const,
  });

  it('is apiFetch for RTK Query', async () => {
    respondWith(() => json({ data: { hasAccess: true } }));
    const result = await baseQuery('/auth/check-subscription/a%40b.com', queryApi(new AbortController()), {});
    expect(result).toEqual({ data: { hasAccess: true } });
    expect(calls[0]?.url).toBe('/api/auth/check-subscription/a%40b.com');
  });

  it('cancels the request when RTK Query aborts it', async () => {
    hangUntilAborted();
    const controller = new AbortController();
    const result = baseQuery('/progress', queryApi(controller), {});
    controller.abort();
    expect(await result).toEqual({
      error: { status: 'FETCH_ERROR', message: 'Erro de conexão com o servidor' },
    });
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });
});
