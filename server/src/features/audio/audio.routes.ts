import { randomUUID } from 'node:crypto';
import { type EventData, type EventOfType, isEventIn } from '@detox/projections';
import type { AudioSessionState } from '@detox/projections/read-models/audio-sessions';
import type { AudioPurpose } from '@detox/providers/tts/port';
import { defaultVoice, ttsVoices } from '@detox/providers/tts/voices';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { backgroundTrackDto, backgroundTrackDtos, createBackgroundMusic } from './background-music.ts';
import { careResponse, recordCare, screenComposed, screenTexts, withoutCareMessage } from '../ai/index.ts';
import { SESSION_PROMPT_VERSION, sessionScript } from './session-script.ts';
import {
  audioStreamId,
  createSpeechService,
  type MadeSpeech,
  recordAudioEvent,
  SPEECH_PROMPT_VERSION,
  type SpeechAsk,
} from './speech-service.ts';
import {
  activityAudioRequestSchema,
  type AudioSessionDto,
  backgroundMusicIndexSchema,
  coachingAudioRequestSchema,
  meditationAudioRequestSchema,
  personalizedSessionRequestSchema,
  reflectionAudioRequestSchema,
  sessionIdParamSchema,
  userSessionsQuerySchema,
  type VoicesResponse,
  wellbeingAudioRequestSchema,
} from '../../contracts/audio.ts';
import { eventIdFor, keyReused, requestHashOf, storedEvent } from '../../commands/command-handler.ts';
import { derivedUuid } from '../../commands/derived-id.ts';
import { readJourney } from '../journey/index.ts';
import { requirePremium } from '../account/index.ts';
import { ApiError } from '../../http/errors.ts';
import { idempotencyKey } from '../../http/idempotency.ts';
import { validate } from '../../http/validation.ts';
import { z } from 'zod';
import { audioRuntimeMessages } from './messages.ts';
import { parseByteRange } from './byte-range.ts';

type SessionCreated = EventOfType<'AudioSessionCreated'>;

function audioAnswer(c: Context, bytes: Uint8Array<ArrayBuffer>, durationSeconds: number, cache: string) {
  return c.body(bytes, 200, {
    'Content-Type': 'audio/mpeg',
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': cache,
    'X-Audio-Duration-Seconds': durationSeconds.toFixed(1),
  });
}

/** The strong validator of a piece of speech: its content hash names one file (the same ask gives the same bytes). */
const etagOf = (audioHash: string) => `"${audioHash}"`;

/**
 * A whole file of speech, with range requests: a phone's player seeks with them, and a player whose stream was cut
 * asks the same request again from the bytes it has (decision 0029; on a POST too, this API's own use). With
 * `If-Range`, the range is sent only when it is still the same file.
 */
function fileAnswer(
  c: Context,
  bytes: Uint8Array<ArrayBuffer>,
  durationSeconds: number,
  audioHash: string,
  more: Record<string, string> = {},
) {
  const size = bytes.byteLength;
  const etag = etagOf(audioHash);
  const ifRange = c.req.header('If-Range');
  const range =
    ifRange === undefined || ifRange === etag ? parseByteRange(c.req.header('Range'), size) : undefined;
  const headers = {
    'Cache-Control': 'private, max-age=86400',
    ...more,
    'Content-Type': 'audio/mpeg',
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'X-Audio-Duration-Seconds': durationSeconds.toFixed(1),
  };
  if (range === 'unsatisfiable')
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${String(size)}` });
  if (!range) return c.body(bytes, 200, { ...headers, 'Content-Length': String(size) });
  const part = bytes.subarray(range.start, range.end + 1);
  return c.body(part, 206, {
    ...headers,
    'Content-Range': `bytes ${String(range.start)}-${String(range.end)}/${String(size)}`,
    'Content-Length': String(part.byteLength),
  });
}

/**
 * Speech being made, answered as it comes (decision 0029): chunked, so no length, nor a duration until it is whole
 * (the replay of the cached file has both). Not kept by caches: the whole file is at its own address.
 */
function streamedAnswer(
  c: Context,
  made: { body: ReadableStream<Uint8Array>; audioHash: string },
  headers: Record<string, string> = {},
) {
  // No range while it is made (its length is unknown): a resuming player gets it from the start and skips what it
  // has, the same file by its ETag.
  return c.body(made.body, 200, {
    'Content-Type': 'audio/mpeg',
    'Cache-Control': 'no-store',
    ETag: etagOf(made.audioHash),
    ...headers,
  });
}

/** The client asks for the session's audio itself (Accept: audio/mpeg), to play it as it is made (decision 0029). */
const wantsAudio = (c: Context) => /\baudio\/(mpeg|\*)/i.test(c.req.header('Accept') ?? '');

/** A UUID-shaped id from parts (the subscriber and their idempotency key), so a resend finds the same session. */
function derivedId(...parts: string[]): string {
  return derivedUuid(parts.join(':'), '4');
}

/** Where a session answered as audio lives: its JSON (Location) and its whole file, for a replay (Content-Location). */
const sessionPlace = (sessionId: string) => ({
  Location: `/api/audio/session/${sessionId}`,
  'Content-Location': `/api/audio/session/${sessionId}/audio`,
});

function audioSessionDto(session: AudioSessionState): AudioSessionDto {
  return {
    id: session.sessionId,
    dayNumber: session.day,
    title: session.title,
    description: session.description,
    sessionType: 'meditation',
    duration: Math.round(session.durationSeconds),
    audioUrl: `/api/audio/session/${session.sessionId}/audio`,
    mimeType: 'audio/mpeg',
    isGenerated: true,
    voice: session.voice,
    backgroundMusic: backgroundTrackDto(session.backgroundMusicIndex),
    audioSettings: session.audioSettings,
    createdAt: session.createdAt,
    completedAt: session.createdAt,
  };
}

/**
 * /api/audio (spec §7 Audio; contract in contracts/audio.ts): speech through the configured TtsProvider, cached by
 * content under DATA_DIR, each piece recorded in the subscriber's audio stream; personalised sessions; the voice
 * and background-music catalogues. Subscribers only.
 */
export function audioRoutes(deps: AppDeps) {
  const { runtime } = deps;
  const speech = createSpeechService(deps);
  const music = createBackgroundMusic(deps.config.DATA_DIR, deps.work?.backgroundLoop);

  async function speak(c: Context, ask: SpeechAsk & { purpose: Exclude<AudioPurpose, 'session'> }) {
    const { userId } = c.get('user');
    // Crisis policy (issue 19): a text that suggests a crisis is not read aloud nor stored; care is answered.
    const crisis = screenTexts([withoutCareMessage(ask.text), ask.instructions]);
    if (crisis) {
      await recordCare(runtime, userId, { surface: 'speech', ...crisis }, `care:speech:${randomUUID()}`);
      return c.json(careResponse(crisis), 200);
    }
    const record = async (made: MadeSpeech) => {
      const data: EventData<'SpeechGenerated'> = {
        purpose: ask.purpose,
        text: ask.text,
        voice: ask.voice,
        style: ask.style ?? null,
        instructions: made.instructions,
        provider: made.provider,
        model: made.model,
        promptVersion: SPEECH_PROMPT_VERSION,
        audioHash: made.audioHash,
        mimeType: 'audio/mpeg',
        durationSeconds: made.durationSeconds,
        bytes: made.bytes.byteLength,
      };
      await recordAudioEvent(runtime, userId, 'SpeechGenerated', data, `speech:${userId}:${made.audioHash}`);
    };
    const made = await speech.speakInPieces(userId, ask, c.req.raw.signal, record);
    if ('body' in made) return streamedAnswer(c, made);
    await record(made);
    return fileAnswer(c, made.bytes, made.durationSeconds, made.audioHash);
  }

  async function session(userId: string, sessionId: string): Promise<AudioSessionState | undefined> {
    const [row] = await runtime.sql<{ state: AudioSessionState }[]>`
      select state from rm_audio_sessions where user_id = ${userId} and session_id = ${sessionId}`;
    return row?.state;
  }

  return new Hono()
    .use('*', requirePremium)
    .post('/meditation', validate('json', meditationAudioRequestSchema), async (c) => {
      const { text, voice, instructions } = c.req.valid('json');
      return speak(c, { purpose: 'meditation', text, voice, instructions });
    })
    .post('/coaching', validate('json', coachingAudioRequestSchema), async (c) => {
      const { text, voice, tone } = c.req.valid('json');
      return speak(c, { purpose: 'coaching', text, voice, style: tone });
    })
    .post('/reflection', validate('json', reflectionAudioRequestSchema), async (c) => {
      const { text, voice } = c.req.valid('json');
      return speak(c, { purpose: 'reflection', text, voice });
    })
    .post('/wellbeing', validate('json', wellbeingAudioRequestSchema), async (c) => {
      const { text, voice, type } = c.req.valid('json');
      return speak(c, { purpose: 'wellbeing', text, voice, style: type });
    })
    .post('/activity', validate('json', activityAudioRequestSchema), async (c) => {
      const { text, voice, activityType } = c.req.valid('json');
      return speak(c, { purpose: 'activity', text, voice, style: activityType });
    })
    .get('/voices', (c) => {
      const response: VoicesResponse = {
        voices: ttsVoices.map((voice) => ({
          ...voice,
          defaultFor: Object.entries(defaultVoice)
            .filter(([purpose, id]) => id === voice.id && purpose !== 'session')
            .map(([purpose]) => purpose),
        })),
      };
      return c.json(response);
    })
    .get('/background-music', (c) => c.json({ tracks: backgroundTrackDtos() }))
    .get(
      '/background-music/:index',
      validate('param', z.object({ index: backgroundMusicIndexSchema })),
      async (c) => {
        const { index } = c.req.valid('param');
        const bytes = await music.bytes(index);
        return audioAnswer(c, bytes, backgroundTrackDto(index).durationSeconds, 'private, max-age=604800');
      },
    )
    .post('/personalized-session', validate('json', personalizedSessionRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      const sessionId = derivedId('audio-session', user.userId, idempotencyKey(c).key);
      const requestHash = requestHashOf(body);
      // A resend: the session exists; answer it, spend nothing. The same key with another request is refused.
      const existing = await session(user.userId, sessionId);
      if (existing) {
        const created = await storedEvent(
          runtime,
          audioStreamId(user.userId),
          eventIdFor(`audio-session:${sessionId}`, 0),
        );
        const stored = created?.metadata.requestHash;
        if (typeof stored === 'string' && stored !== requestHash) throw keyReused();
        const cached = wantsAudio(c) ? await speech.cache.read(existing.audioHash) : undefined;
        if (cached)
          return fileAnswer(c, cached, existing.durationSeconds, existing.audioHash, sessionPlace(sessionId));
        return c.json(audioSessionDto(existing), 201);
      }
      const track = backgroundTrackDto(body.backgroundMusicIndex);
      const journey = await readJourney(runtime, user.userId);
      // Crisis policy (issue 19): the intention and the day's reflection (which the script mentions) first, the
      // composed script after; when either suggests a crisis there is no session and none of their words is used.
      const texts = [body.customText, journey.days.find((day) => day.day === body.dayNumber)?.reflection];
      const script = sessionScript({
        day: body.dayNumber,
        name: user.name,
        journey,
        customText: body.customText,
        maxDurationSeconds: body.audioSettings.maxDuration,
        backgroundTitle: track.title,
      });
      const crisis = screenTexts(texts) ?? screenComposed(script.text, texts);
      if (crisis) {
        const offered = { day: body.dayNumber, surface: 'audio-session' as const, ...crisis };
        await recordCare(runtime, user.userId, offered, `care:audio-session:${sessionId}`);
        return c.json(careResponse(crisis), 200);
      }
      const record = async (made: MadeSpeech) => {
        const data: EventData<'AudioSessionCreated'> = {
          sessionId,
          day: body.dayNumber,
          sessionType: 'meditation',
          title: script.title,
          description: script.description,
          text: script.text,
          voice: body.voice,
          instructions: made.instructions,
          backgroundMusicIndex: body.backgroundMusicIndex,
          audioSettings: body.audioSettings,
          provider: made.provider,
          model: made.model,
          promptVersion: SESSION_PROMPT_VERSION,
          audioHash: made.audioHash,
          mimeType: 'audio/mpeg',
          durationSeconds: made.durationSeconds,
          bytes: made.bytes.byteLength,
        };
        await recordAudioEvent(
          runtime,
          user.userId,
          'AudioSessionCreated',
          data,
          `audio-session:${sessionId}`,
          requestHash,
        );
        if (!(await session(user.userId, sessionId)))
          throw new ApiError(503, audioRuntimeMessages.sessionFailed);
      };
      const ask = {
        purpose: 'session' as const,
        text: script.text,
        voice: body.voice,
        musicIndex: body.backgroundMusicIndex,
      };
      if (wantsAudio(c)) {
        // Decision 0029: the audio itself, from its first piece; the session is recorded once it is whole.
        const made = await speech.speakInPieces(user.userId, ask, c.req.raw.signal, record);
        const place = sessionPlace(sessionId);
        if ('body' in made) return streamedAnswer(c, made, place);
        await record(made);
        return fileAnswer(c, made.bytes, made.durationSeconds, made.audioHash, place);
      }
      const made = await speech.speak(user.userId, ask, c.req.raw.signal);
      await record(made);
      const created = await session(user.userId, sessionId);
      if (!created) throw new ApiError(503, audioRuntimeMessages.sessionFailed);
      return c.json(audioSessionDto(created), 201);
    })
    .get('/session/:id', validate('param', sessionIdParamSchema), async (c) => {
      const found = await session(c.get('user').userId, c.req.valid('param').id);
      if (!found) throw new ApiError(404, audioRuntimeMessages.sessionNotFound);
      return c.json(audioSessionDto(found));
    })
    .get('/session/:id/audio', validate('param', sessionIdParamSchema), async (c) => {
      const { userId } = c.get('user');
      const found = await session(userId, c.req.valid('param').id);
      if (!found) throw new ApiError(404, audioRuntimeMessages.sessionNotFound);
      const cached = await speech.cache.read(found.audioHash);
      if (cached) return fileAnswer(c, cached, found.durationSeconds, found.audioHash);
      // The cached file is gone (a new disk, an erased neighbour): read the text again from the recorded event.
      const { events } = await runtime.store.readStream(audioStreamId(userId));
      const created = events
        .filter((event) => isEventIn<SessionCreated>(['AudioSessionCreated'], event))
        .find((event) => event.data.sessionId === found.sessionId);
      if (!created) throw new ApiError(404, audioRuntimeMessages.sessionNotFound);
      const recorded = created.data;
      const made = await speech.speak(
        null,
        {
          purpose: 'session',
          text: recorded.text,
          voice: recorded.voice,
          instructions: recorded.instructions,
          musicIndex: recorded.backgroundMusicIndex,
        },
        c.req.raw.signal,
      );
      return fileAnswer(c, made.bytes, made.durationSeconds, found.audioHash);
    })
    .get('/user-sessions', validate('query', userSessionsQuerySchema), async (c) => {
      const { userId } = c.get('user');
      const query = c.req.valid('query');
      if (query.userId !== undefined && query.userId !== userId)
        throw new ApiError(403, audioRuntimeMessages.foreignSessions, 'forbidden');
      const rows = await runtime.sql<{ state: AudioSessionState }[]>`
        select state from rm_audio_sessions where user_id = ${userId}
         order by created_at desc, position desc limit ${query.limit}`;
      return c.json({ sessions: rows.map((row) => audioSessionDto(row.state)) });
    });
}
