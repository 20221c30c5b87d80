import type { AudioSessionDto, PersonalizedSessionRequest } from '@detox/server/contracts/audio';
import { CARE_CHECK_IN_HEADER } from '@detox/server/contracts/ai';
import { API_BASE_URL, API_TIMEOUT_MS } from '../../shared/api/base-query.ts';
import { readBearerToken } from '../../shared/session/auth-storage.ts';
import { audioErrorMessage } from './audio-fetch.ts';

/**
 * Audio that plays from its first bytes (decision 0029): `url` is for the <audio> element at once, `whole` the
 * file once the last byte came (to download it, and to know it was recorded). `whole` rejects when the answer
 * broke off; the element then reports an error too.
 */
export interface ProgressiveAudio {
  url: string;
  whole: Promise<Blob>;
}

/** Media Source Extensions take MP3 in Chrome, Edge, Firefox, Safari on the Mac; not every phone's browser. */
const progressiveMp3 = () => typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported('audio/mpeg');

const updated = (buffer: SourceBuffer) =>
  buffer.updating
    ? new Promise<void>((resolve) => {
        buffer.addEventListener(
          'updateend',
          () => {
            resolve();
          },
          { once: true },
        );
      })
    : Promise.resolve();

/**
 * An audio/mpeg body as something to play. With Media Source Extensions each piece goes to the element as it
 * arrives; without, the whole file is waited for (as before decision 0029). The object URL is the caller's to
 * revoke.
 */
export async function playableAudio(body: ReadableStream<Uint8Array>): Promise<ProgressiveAudio> {
  if (!progressiveMp3()) {
    const blob = await new Response(body, { headers: { 'Content-Type': 'audio/mpeg' } }).blob();
    return { url: URL.createObjectURL(blob), whole: Promise.resolve(blob) };
  }
  const source = new MediaSource();
  const url = URL.createObjectURL(source);
  // The source opens once an element plays the URL: the pieces wait in the body until then.
  const whole = new Promise<Blob>((resolve, reject) => {
    source.addEventListener(
      'sourceopen',
      () => {
        const buffer = source.addSourceBuffer('audio/mpeg');
        const reader = body.getReader();
        const parts: Uint8Array<ArrayBuffer>[] = [];
        const feed = async () => {
          for (let read = await reader.read(); !read.done; read = await reader.read()) {
            const piece = new Uint8Array(read.value);
            parts.push(piece);
            await updated(buffer);
            buffer.appendBuffer(piece);
          }
          await updated(buffer);
          source.endOfStream();
          return new Blob(parts, { type: 'audio/mpeg' });
        };
        feed().then(resolve, (error: unknown) => {
          if (source.readyState === 'open') source.endOfStream('network');
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      },
      { once: true },
    );
  });
  return { url, whole };
}

export type SessionAnswer =
  | { kind: 'audio'; audio: ProgressiveAudio }
  | { kind: 'session'; session: AudioSessionDto }
  | { kind: 'care'; checkIn: boolean }
  | { kind: 'error'; message: string };

/**
 * POST /api/audio/personalized-session asking for the audio itself (Accept: audio/mpeg): the server answers the
 * MP3 from its first piece while the rest is made (decision 0029), a made session's whole file, the care answer,
 * or, from a server before that decision, the session's JSON (its audioUrl is then fetched as before). The
 * Idempotency-Key is the caller's: a resend with it never makes a second session. Never throws.
 */
export async function postSessionForAudio(
  request: PersonalizedSessionRequest,
  { key, careCheckIn = false, fallback }: { key: string; careCheckIn?: boolean; fallback: string },
): Promise<SessionAnswer> {
  const controller = new AbortController();
  // Until the answer starts: once it plays, the rest takes as long as the voice takes to make it.
  const timer = setTimeout(() => {
    controller.abort();
  }, API_TIMEOUT_MS);
  const headers = new Headers({
    Accept: 'audio/mpeg, application/json',
    'Content-Type': 'application/json',
    'Idempotency-Key': key,
  });
  const token = readBearerToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (careCheckIn) headers.set(CARE_CHECK_IN_HEADER, 'ok');
  try {
    const response = await fetch(`${API_BASE_URL}/audio/personalized-session`, {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    clearTimeout(timer);
    if (!response.ok) return { kind: 'error', message: await audioErrorMessage(response, fallback) };
    const type = response.headers.get('Content-Type') ?? '';
    if (type.startsWith('audio/') && response.body) {
      return { kind: 'audio', audio: await playableAudio(response.body) };
    }
    const answer: unknown = await response.json();
    if (typeof answer === 'object' && answer !== null && 'care' in answer) {
      const source = 'source' in answer ? answer.source : null;
      const checkIn =
        typeof source === 'object' && source !== null && 'safety' in source && source.safety === 'check-in';
      return { kind: 'care', checkIn };
    }
    return { kind: 'session', session: answer as AudioSessionDto };
  } catch {
    return { kind: 'error', message: fallback };
  } finally {
    clearTimeout(timer);
  }
}
