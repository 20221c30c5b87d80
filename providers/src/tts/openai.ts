import { concatBytes } from './concat-bytes.ts';
import { createOpenAiClient, type OpenAiOptions, providerErrorFrom } from '../openai-client.ts';
import { ProviderError } from '../provider-error.ts';
import { mp3DurationSeconds } from './mp3-frames.ts';
import type { Speech, SpeechRequest, TtsProvider } from './port.ts';
import { checkSpeechRequest } from './speech-request.ts';
import { defaultVoice, forSpeech, speechErrorMessageFor, speechInstructions } from './voices.ts';

/** The speech endpoint reads at most 4,096 characters per request. */
const OPENAI_SPEECH_MAX_CHARS = 4096;

/** Splits at paragraph, then sentence, then word boundaries, so no piece passes the endpoint's limit. */
export function speechChunks(text: string, max = OPENAI_SPEECH_MAX_CHARS): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const piece of text.split(/(?<=[.!?…])\s+|\n+/)) {
    const words = piece.length > max ? piece.split(/\s+/) : [piece];
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (next.length <= max) current = next;
      else {
        if (current) chunks.push(current);
        current = word.slice(0, max);
      }
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** OpenAI text to speech with the spec's voices and reading instructions; long texts are read in pieces and joined. */
export function createOpenAiTtsProvider(options: OpenAiOptions): TtsProvider {
  const client = createOpenAiClient(options);
  return {
    name: 'openai',
    model: options.ttsModel,
    synthesize: async (request: SpeechRequest): Promise<Speech> => {
      const message = speechErrorMessageFor(request.purpose);
      const checked = checkSpeechRequest(request);
      const { text, purpose, style } = checked;
      const voice = checked.voice ?? defaultVoice[purpose];
      const instructions = checked.instructions ?? speechInstructions(purpose, style);
      const parts: Uint8Array[] = [];
      try {
        // In order, one at a time: the pieces are parts of one recording.
        for (const input of speechChunks(forSpeech(text))) {
          const response = await (
            await client()
          ).audio.speech.create({
            model: options.ttsModel,
            voice,
            input,
            instructions,
            response_format: 'mp3',
          });
          parts.push(new Uint8Array(await response.arrayBuffer()));
        }
      } catch (error) {
        throw providerErrorFrom(error, message);
      }
      const bytes = concatBytes(parts);
      let durationSeconds: number;
      try {
        durationSeconds = mp3DurationSeconds(bytes);
      } catch (error) {
        throw new ProviderError('invalid_output', message, { cause: error });
      }
      return {
        bytes,
        mimeType: 'audio/mpeg',
        durationSeconds,
        voice,
        meta: { provider: 'openai', model: options.ttsModel },
      };
    },
  };
}
