import type { AudioSessionDto, PersonalizedSessionRequest } from '@detox/server/contracts/audio';
import { CARE_CHECK_IN_HEADER } from '@detox/server/contracts/ai';
import { API_BASE_URL, API_TIMEOUT_MS } from '../../shared/api/base-query.ts';
import { readBearerToken } from '../../shared/session/auth-storage.ts';
import { audioErrorMessage, resumeOf } from './audio-fetch.ts';
import { playableAudio, type ProgressiveAudio } from './playable-audio.ts';

export type SessionAnswer =
  | { kind: 'audio'; audio: ProgressiveAudio }
  | { kind: 'session'; session: AudioSessionDto }
  | { kind: 'care'; checkIn: boolean }
  | { kind: 'error'; message: string };

/**
 * POST /api/audio/personalized-session asking for the audio itself (Accept: audio/mpeg): the server answers the
 * MP3 from its first piece while the rest is made (decision 0029), a made session's whole file, the care answer,
 * or, from a server before that decision, the session's JSON (its audioUrl is then fetched as before). The
 * Idempotency-Key is the caller's: a resend with it never makes a second session, and a cut stream resumes with it
 * (resumable-body.ts). Never throws.
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
    const url = `${API_BASE_URL}/audio/personalized-session`;
    const init: RequestInit = { method: 'POST', headers, body: JSON.stringify(request) };
    const response = await fetch(url, { ...init, signal: controller.signal });
    clearTimeout(timer);
    if (!response.ok) return { kind: 'error', message: await audioErrorMessage(response, fallback) };
    const type = response.headers.get('Content-Type') ?? '';
    if (type.startsWith('audio/') && response.body) {
      // A cut connection asks again with the same key: the same run, or the made file, from where it was.
      return { kind: 'audio', audio: await playableAudio(response.body, resumeOf(url, init, response)) };
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
