import { API_BASE_URL, API_TIMEOUT_MS } from '../../shared/api/base-query.ts';
import { CARE_CHECK_IN_HEADER } from '@detox/server/contracts/ai';
import { readBearerToken } from '../../shared/session/auth-storage.ts';
import { playableAudio, type ProgressiveAudio } from './playable-audio.ts';
import type { Resumable } from './resumable-body.ts';

/**
 * `care`: the text was not read aloud because it suggests a crisis; the screen shows the care card instead.
 * `checkIn` with it: the crisis policy was unsure (issue 31), the screen asks first (CareCheckIn) and, after
 * "Não, estou bem", calls again with `careCheckIn`.
 */
export type AudioResult =
  { ok: true; audio: ProgressiveAudio } | { ok: false; message: string; care?: true; checkIn?: true };

/** A 200 JSON answer in place of audio bytes: the server's care answer (contracts/ai.ts CareResponse). */
async function careAnswer(response: Response): Promise<'card' | 'check-in' | null> {
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return null;
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null || !('care' in body) || body.care !== true) return null;
  const source = 'source' in body ? body.source : null;
  const checkIn =
    typeof source === 'object' && source !== null && 'safety' in source && source.safety === 'check-in';
  return checkIn ? 'check-in' : 'card';
}

/** The server's pt-BR `error` field when the body is JSON, else the caller's catalogue text (spec §8 Audio). */
export async function audioErrorMessage(response: Response, fallback: string): Promise<string> {
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return fallback;
  try {
    const body: unknown = await response.json();
    const message = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
    return typeof message === 'string' && message.trim() !== '' ? message : fallback;
  } catch {
    return fallback;
  }
}

/**
 * How a cut audio answer is asked for again (decision 0029): the same request from byte `from`, sent only when it
 * is still the file the first answer's ETag names. Gives up after API_TIMEOUT_MS without an answer's headers.
 */
export function resumeOf(url: string, init: RequestInit, first: Response): Resumable {
  const etag = first.headers.get('ETag');
  return {
    etag,
    again: async (from) => {
      const headers = new Headers(init.headers);
      headers.set('Range', `bytes=${String(from)}-`);
      if (etag) headers.set('If-Range', etag);
      const controller = new AbortController();
      const timer = setTimeout(() => {
        controller.abort();
      }, API_TIMEOUT_MS);
      try {
        return await fetch(url, { ...init, headers, signal: controller.signal });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Calls an /api/audio endpoint that answers audio bytes (spec §7 Audio), outside RTK Query: its cache holds
 * JSON, not blobs. A body makes it a POST, none a GET (a generated session's file). The audio plays from its first
 * bytes where the browser can (decision 0029: speech being made comes in pieces), and a cut connection carries on
 * from where it was. Never throws.
 */
export async function fetchAudio(
  path: string,
  body: unknown,
  fallback: string,
  { careCheckIn = false }: { careCheckIn?: boolean } = {},
): Promise<AudioResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, API_TIMEOUT_MS);
  const headers = new Headers({ Accept: 'audio/*, application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = readBearerToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (careCheckIn) headers.set(CARE_CHECK_IN_HEADER, 'ok');
  try {
    // A session's audioUrl may already start with /api.
    const url = path.startsWith(`${API_BASE_URL}/`) ? path : `${API_BASE_URL}${path}`;
    const init: RequestInit = {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    const response = await fetch(url, { ...init, signal: controller.signal });
    // Until the answer starts: once it plays, the rest takes as long as the voice takes to make it.
    clearTimeout(timer);
    if (!response.ok) return { ok: false, message: await audioErrorMessage(response, fallback) };
    const care = await careAnswer(response.clone());
    if (care === 'check-in') return { ok: false, message: '', care: true, checkIn: true };
    if (care === 'card') return { ok: false, message: '', care: true };
    const type = response.headers.get('Content-Type') ?? '';
    if (!type.startsWith('audio/') || !response.body || response.headers.get('Content-Length') === '0')
      return { ok: false, message: fallback };
    // Resent as it was: the same text is the same speech (its run under way, or its cached file).
    return { ok: true, audio: await playableAudio(response.body, resumeOf(url, init, response)) };
  } catch {
    return { ok: false, message: fallback };
  } finally {
    clearTimeout(timer);
  }
}
