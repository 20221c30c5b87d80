import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiTestServer, startOpenAiTestServer } from '../../testing/openai-test-server.ts';
import { mp3DurationSeconds } from '../mp3-frames.ts';
import { createOpenAiPipelineTtsEngine } from './openai-voice.ts';
import { scriptSegments } from './script-segments.ts';

/** One second of OpenAI's "pcm" answer: 16-bit little-endian mono at 24 kHz, a pitch that moves and pulses. */
function pcmSecond(): Uint8Array {
  const samples = new Int16Array(24_000);
  for (let i = 0; i < samples.length; i++) {
    const t = i / 24_000;
    const pulse = 0.5 + 0.5 * Math.sin(2 * Math.PI * 4 * t);
    samples[i] = Math.round(8000 * pulse * Math.sin(2 * Math.PI * (180 + 40 * t) * t));
  }
  return new Uint8Array(samples.buffer);
}

interface SpeechBody {
  voice: string;
  input: string;
  response_format: string;
}

let server: OpenAiTestServer;
beforeAll(async () => {
  const second = pcmSecond();
  server = await startOpenAiTestServer((request) =>
    request.method === 'POST' && request.path === '/v1/audio/speech'
      ? { bytes: second, contentType: 'audio/pcm' }
      : { status: 404, json: { error: { message: 'no route' } } },
  );
});
afterAll(async () => {
  await server.close();
});

describe("the speech pipeline in OpenAI's voice (AI_PROVIDER=openai)", () => {
  it('asks for each phrase as PCM, never the marks, and lays them with the pauses, the bed and cues', async () => {
    const tts = createOpenAiPipelineTtsEngine({
      apiKey: 'sk-test-key',
      baseURL: server.baseURL,
      model: 'gpt-test',
      ttsModel: 'tts-test',
    });
    const text = 'Feche os olhos. [pausa] Respire devagar. [pausa longa] O ar entra... e sai.';
    const speech = await tts.synthesize({ text, purpose: 'meditation' });
    const bodies = server.requests.map((request) => request.body as SpeechBody);
    expect(bodies.map((body) => body.input)).toEqual(scriptSegments(text).map((segment) => segment.text));
    expect(bodies.every((body) => body.response_format === 'pcm' && body.voice === 'coral')).toBe(true);
    expect(speech.meta).toEqual({ provider: 'openai', model: 'tts-test' });
    expect(speech.cues?.map((cue) => cue.text)).toEqual([
      'Feche os olhos.',
      'Respire devagar.',
      'O ar entra...',
      'e sai.',
    ]);
    // Four phrases of about a second, a 3 s and an 8 s pause, a breath, lead-in and tail.
    expect(speech.durationSeconds).toBeGreaterThan(18);
    expect(speech.durationSeconds).toBeCloseTo(mp3DurationSeconds(speech.bytes), 5);
    const [first, second] = speech.cues ?? [];
    expect((second?.start ?? 0) - (first?.end ?? 0)).toBeCloseTo(3, 1);
  });
});
