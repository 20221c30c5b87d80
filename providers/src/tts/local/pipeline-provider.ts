import { ProviderError } from '../../provider-error.ts';
import { mp3DurationSeconds } from '../mp3-frames.ts';
import type {
  AudioPurpose,
  ParsedSpeechRequest,
  Speech,
  SynthesisOptions,
  TtsEngine,
  TtsProviderName,
} from '../port.ts';
import { defaultVoice, speechErrorMessageFor } from '../voices.ts';
import { type PipelineRequest, renderSpeechFile, type SegmentVoice } from './speech-pipeline.ts';

/** Unless the request chose a loop: 'Acordes do amanhecer' under meditations and sessions; 'Drone sereno' under the rest. */
const musicFor = (purpose: AudioPurpose) => (purpose === 'meditation' || purpose === 'session' ? 4 : 0);

/** How the pipeline reads a request: calm for meditations, sessions and reflections, over the purpose's bed. */
export function pipelineRequestOf(request: ParsedSpeechRequest): PipelineRequest {
  const purpose = request.purpose;
  return {
    text: request.text,
    voice: request.voice ?? defaultVoice[purpose],
    calm: purpose === 'meditation' || purpose === 'session' || purpose === 'reflection',
    targetSeconds: request.targetSeconds,
    musicIndex: request.musicIndex ?? musicFor(purpose),
  };
}

/**
 * A TtsEngine over the speech pipeline (phrases, real pauses, music bed, levelled MP3 with cues), with any
 * phrase voice: eSpeak NG locally, or OpenAI's voice.
 */
export function createPipelineTtsEngine(options: {
  name: TtsProviderName;
  model: string;
  voice: SegmentVoice;
}): TtsEngine {
  return {
    name: options.name,
    model: options.model,
    synthesize: async (request: ParsedSpeechRequest, { onChunk }: SynthesisOptions = {}): Promise<Speech> => {
      const message = speechErrorMessageFor(request.purpose);
      const pipelineRequest = pipelineRequestOf(request);
      const voice = pipelineRequest.voice;
      let rendered;
      try {
        rendered = await renderSpeechFile(pipelineRequest, options.voice, onChunk);
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        throw new ProviderError('invalid_output', message, { cause: error });
      }
      return {
        bytes: rendered.bytes,
        mimeType: 'audio/mpeg',
        durationSeconds: mp3DurationSeconds(rendered.bytes),
        voice,
        meta: { provider: options.name, model: options.model },
        cues: rendered.cues,
      };
    },
  };
}
