import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFakeTtsProvider } from '@detox/providers/tts/create';
import type { SpeechRequest, TtsProvider } from '@detox/providers/tts/port';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ApiError } from '../../http/errors.ts';
import { dailyCuesRoutes } from './daily-cues.routes.ts';
import { dailyMeditationAudio } from './daily-meditation.ts';
import { promisedSeconds } from './promised-length.ts';
import { warmUpOrder } from './warm-up-order.ts';

/** A synthesis in the slow stub: long enough to tell one wait from nine on a busy machine. */
const SYNTHESIS_MS = 400;

const configIn = (dataDir: string) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });

describe('the daily meditation files and their cues', () => {
  it('asks the provider for the promised length and keeps its cues beside the file, named by provider', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'detox-daily-'));
    const asked: SpeechRequest[] = [];
    const fake = createFakeTtsProvider();
    const withCues: TtsProvider = {
      name: 'local',
      model: 'stub',
      synthesize: async (request) => {
        asked.push(request);
        const speech = await fake.synthesize(request);
        return { ...speech, cues: [{ start: 2.5, end: 4, text: 'Olá.' }] };
      },
    };
    const audio = dailyMeditationAudio({ config: configIn(dataDir), tts: withCues });
    expect(await audio.cuesForDay(3)).toEqual([{ start: 2.5, end: 4, text: 'Olá.' }]);
    await audio.audioForDay(3);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.targetSeconds).toBe(promisedSeconds(3));
    expect(readdirSync(join(dataDir, 'audio')).sort()).toEqual([
      'dia-3-local-v2.cues.json',
      'dia-3-local-v2.mp3',
    ]);
  });

  it('takes the days made ahead (PREMADE_AUDIO_DIR) of its voice and version, keeps its own, and makes none', async () => {
    const premade = mkdtempSync(join(tmpdir(), 'detox-premade-'));
    for (const day of [1, 2, 5]) {
      writeFileSync(join(premade, `dia-${String(day)}-local-v2.mp3`), `made ahead ${String(day)}`);
      writeFileSync(join(premade, `dia-${String(day)}-local-v2.cues.json`), '[]');
    }
    // Another voice's and an older version's files are not this server's.
    writeFileSync(join(premade, 'dia-3-openai-v2.mp3'), 'other voice');
    writeFileSync(join(premade, 'dia-4-local-v1.mp3'), 'old version');
    const dataDir = mkdtempSync(join(tmpdir(), 'detox-daily-'));
    mkdirSync(join(dataDir, 'audio'));
    writeFileSync(join(dataDir, 'audio', 'dia-2-local-v2.mp3'), 'made here');
    let syntheses = 0;
    const fake = createFakeTtsProvider();
    const counting: TtsProvider = {
      name: 'local',
      model: 'stub',
      synthesize: (request) => {
        syntheses++;
        return fake.synthesize(request);
      },
    };
    const audio = dailyMeditationAudio({ config: configIn(dataDir), tts: counting });
    expect(await audio.adoptPremade(premade)).toBe(2);
    expect(readFileSync(join(dataDir, 'audio', 'dia-1-local-v2.mp3'), 'utf8')).toBe('made ahead 1');
    expect(readFileSync(join(dataDir, 'audio', 'dia-2-local-v2.mp3'), 'utf8')).toBe('made here');
    expect(await audio.preparation(5)).toMatchObject({ state: 'ready' });
    expect(await audio.preparation(3)).toMatchObject({ state: 'missing' });
    expect(await audio.preparation(4)).toMatchObject({ state: 'missing' });
    expect(await audio.cuesForDay(1)).toEqual([]);
    expect(await audio.warmUp({ order: [1, 5] })).toBe(2);
    expect(syntheses).toBe(0);
    // A missing folder takes nothing and fails nothing.
    expect(await audio.adoptPremade(join(premade, 'absent'))).toBe(0);
  });

  it('warms up: makes each day not made yet, once, in order, and stops when asked', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'detox-daily-'));
    const fake = createFakeTtsProvider();
    const asked: number[] = [];
    const counting: TtsProvider = {
      name: 'local',
      model: 'stub',
      synthesize: (request) => {
        asked.push(request.targetSeconds ?? 0);
        return fake.synthesize(request);
      },
    };
    const audio = dailyMeditationAudio({ config: configIn(dataDir), tts: counting });
    await audio.audioForDay(2);
    expect(await audio.warmUp({ shouldStop: () => asked.length >= 5 })).toBe(5);
    expect(asked).toEqual([2, 1, 3, 4, 5].map((day) => promisedSeconds(day)));
    expect(await audio.warmUp()).toBe(21);
    expect(asked).toHaveLength(21);
    expect(readdirSync(join(dataDir, 'audio')).filter((name) => name.endsWith('.mp3'))).toHaveLength(21);
  });

  it('warms up the days in the order given, and a play of the day being made joins that synthesis', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'detox-daily-'));
    const fake = createFakeTtsProvider();
    const made: number[] = [];
    const slow: TtsProvider = {
      name: 'local',
      model: 'stub',
      synthesize: async (request) => {
        made.push(request.targetSeconds ?? 0);
        await new Promise((resolve) => setTimeout(resolve, SYNTHESIS_MS));
        return fake.synthesize(request);
      },
    };
    const audio = dailyMeditationAudio({ config: configIn(dataDir), tts: slow });
    const started = performance.now();
    const warming = audio.warmUp({
      order: warmUpOrder([{ day: 9, subscribers: 1 }]),
      shouldStop: () => made.length >= 3,
    });
    // The first play of day 9 arrives while the warm-up is making it.
    await new Promise((resolve) => setTimeout(resolve, SYNTHESIS_MS / 4));
    // Being made, on a server that has timed none yet: the local voice's typical 20 s.
    expect(await audio.preparation(9)).toEqual({ day: 9, state: 'making', estimateSeconds: 20 });
    await audio.audioForDay(9);
    const waited = performance.now() - started;
    // One synthesis, not nine (days 1–8 first) and not a second one of day 9.
    expect(waited).toBeLessThan(2 * SYNTHESIS_MS);
    expect(made).toEqual([promisedSeconds(9)]);
    expect(await audio.preparation(9)).toEqual({ day: 9, state: 'ready', estimateSeconds: 0 });
    // Then tomorrow's, then the rest from day 1.
    expect(await warming).toBe(3);
    expect(made).toEqual([9, 10, 1].map((day) => promisedSeconds(day)));
  });

  it("asks the warm-up's syntheses as background work, until a person asks for the same day", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'detox-daily-'));
    const fake = createFakeTtsProvider();
    const seen: { day: number; background: (() => boolean) | undefined }[] = [];
    const slow: TtsProvider = {
      name: 'local',
      model: 'stub',
      synthesize: async (request, options) => {
        seen.push({ day: request.targetSeconds ?? 0, background: options?.background });
        await new Promise((resolve) => setTimeout(resolve, SYNTHESIS_MS));
        return fake.synthesize(request);
      },
    };
    const audio = dailyMeditationAudio({ config: configIn(dataDir), tts: slow });
    const warming = audio.warmUp({ order: [4, 5], shouldStop: () => seen.length >= 2 });
    await new Promise((resolve) => setTimeout(resolve, SYNTHESIS_MS / 4));
    const day4 = seen[0]?.background;
    expect(day4?.()).toBe(true);
    // A person opens day 4 while it is made ahead: from then on it is theirs.
    const played = audio.audioForDay(4);
    expect(day4?.()).toBe(false);
    await Promise.all([played, warming]);
    expect(seen[1]?.background?.()).toBe(true);
    // A person's own first play is never background work.
    await audio.audioForDay(7);
    expect(seen[2]?.background?.() ?? false).toBe(false);
  });

  it('estimates the wait for a day from the syntheses this server timed, never under 5 s', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'detox-daily-'));
    const audio = dailyMeditationAudio({ config: configIn(dataDir), tts: createFakeTtsProvider() });
    // The tone before any synthesis: no figure. (The local voice starts from its typical time, 20 s.)
    expect(await audio.preparation(4)).toEqual({ day: 4, state: 'missing', estimateSeconds: null });
    await audio.audioForDay(1);
    expect(await audio.preparation(4)).toEqual({ day: 4, state: 'missing', estimateSeconds: 5 });
    await expect(audio.preparation(22)).rejects.toThrow(ApiError);
  });

  it('estimates cues over the whole file for a provider without them (the tone)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'detox-daily-'));
    const audio = dailyMeditationAudio({ config: configIn(dataDir), tts: createFakeTtsProvider() });
    const cues = await audio.cuesForDay(1);
    expect(cues.length).toBeGreaterThan(20);
    expect(cues[0]?.start).toBe(0);
    cues.forEach((cue, index) => {
      expect(cue.start).toBeCloseTo(cues[index - 1]?.end ?? 0, 1);
      expect(cue.text).not.toMatch(/\[pausa/);
    });
  });

  it('answers GET /:day/cues, and the spec message for a day outside 1–21', async () => {
    const cues = dailyCuesRoutes((day) =>
      Promise.resolve([{ start: 0, end: 1, text: `dia ${String(day)}` }]),
    );
    const routes = new Hono()
      .route('/', cues)
      .onError((error, c) =>
        error instanceof ApiError ? c.json({ error: error.message }, error.status) : c.text('', 500),
      );
    const ok = await routes.request('/7/cues');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ day: 7, cues: [{ start: 0, end: 1, text: 'dia 7' }] });
    const refused = await routes.request('/22/cues');
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: 'Dia inválido: 22. Deve estar entre 1 e 21.' });
  });
});
