import { createOpenAiClient, type OpenAiOptions, providerErrorFrom } from '../../openai-client.ts';
import { speechInstructions } from '../voices.ts';
import { fromInt16, resample } from './pcm.ts';
import { createPipelineTtsEngine } from './pipeline-provider.ts';
import type { SegmentVoice } from './speech-pipeline.ts';

/** OpenAI's "pcm" format: 16-bit little-endian mono at 24 kHz. */
const OPENAI_PCM_RATE = 24_000;

/** OpenAI's voice for each phrase (its pace is its own; the instructions ask for a calm one). */
function openAiSegmentVoice(options: OpenAiOptions): SegmentVoice {
  const client = createOpenAiClient(options);
  return {
    paced: false,
    say: async (text, { voice }) => {
      try {
        const response = await (
          await client()
        ).audio.speech.create({
          model: options.ttsModel,
          voice,
          input: text,
          instructions: speechInstructions('meditation'),
          response_format: 'pcm',
        });
        const bytes = new Uint8Array(await response.arrayBuffer());
        const pcm = new Int16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 2));
        return resample(fromInt16(pcm), OPENAI_PCM_RATE);
      } catch (error) {
        throw providerErrorFrom(error, 'Erro ao gerar áudio de meditação');
      }
    },
  };
}

/** With AI_PROVIDER=openai, the meditations go through the same pipeline (pauses, bed, cues) in OpenAI's voice. */
export const createOpenAiPipelineTtsEngine = (options: OpenAiOptions) =>
  createPipelineTtsEngine({ name: 'openai', model: options.ttsModel, voice: openAiSegmentVoice(options) });
