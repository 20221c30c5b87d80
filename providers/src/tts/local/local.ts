import { espeakSay } from './espeak-voice.ts';
import { fromInt16 } from './pcm.ts';
import { createPipelineTtsEngine } from './pipeline-provider.ts';
import type { SegmentVoice } from './speech-pipeline.ts';

const LOCAL_TTS_MODEL = 'espeak-ng-pt-br';

/** eSpeak NG (WebAssembly, in process) as the phrase voice: offline, pt-BR, any pace. */
export const espeakSegmentVoice: SegmentVoice = {
  paced: true,
  say: async (text, { voice, wordsPerMinute }) => fromInt16(await espeakSay(text, voice, wordsPerMinute)),
};

/** The default voice: no network, no system package, the same file for the same text. */
export const createLocalTtsEngine = () =>
  createPipelineTtsEngine({ name: 'local', model: LOCAL_TTS_MODEL, voice: espeakSegmentVoice });
