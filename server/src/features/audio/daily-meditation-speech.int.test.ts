import { meditationForDay } from '@detox/fixtures';
import { espeakSegmentVoice } from '@detox/providers/tts/local/local';
import { pipelineRequestOf } from '@detox/providers/tts/local/pipeline-provider';
import { measureSpeech } from '@detox/providers/tts/local/speech-measures';
import { renderSpeech } from '@detox/providers/tts/local/speech-pipeline';
import { mp3DurationSeconds } from '@detox/providers/tts/mp3-frames';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../testing/size.ts';
import { promisedSeconds } from './promised-length.ts';

/**
 * The local voice's daily files are speech, not a tone, and last what their text promises (issue 19). Each day
 * takes 10–50 s to make here, so `npm test` makes two: the longest script against its "cerca de N minutos"
 * (day 15) and the shortest (day 4, a week-1 day); TEST_SIZE=full checks all 21 here, and
 * `npm run bench:meditations` makes all 21 and prints the same figures.
 */
const days = bySize(
  [15, 4],
  Array.from({ length: 21 }, (_, index) => index + 1),
);

describe('the daily meditations in the local voice', () => {
  it.each(days)(
    'day %i is speech-like and within ±20 % of its promised length',
    async (day) => {
      const script = meditationForDay(day)?.script ?? '';
      const promised = promisedSeconds(day) ?? 0;
      const request = pipelineRequestOf({ text: script, purpose: 'meditation', targetSeconds: promised });
      const rendered = await renderSpeech(request, espeakSegmentVoice);
      const measures = measureSpeech(rendered.samples);
      // The breathing tone measures 0.91 and 0.02 here; eSpeak's speech about 0.06 and 0.70.
      expect(measures.dominantShare).toBeLessThan(0.2);
      expect(measures.syllabicModulation).toBeGreaterThan(0.4);
      // Real silences at the breath marks, but mostly voice.
      expect(measures.pauseShare).toBeGreaterThan(0.15);
      expect(measures.pauseShare).toBeLessThan(0.6);
      expect(measures.peakDb).toBeLessThanOrEqual(-0.9);
      expect(measures.rmsDb).toBeGreaterThan(-30);
      const seconds = mp3DurationSeconds(rendered.bytes);
      expect(seconds).toBeGreaterThanOrEqual(promised * 0.8);
      expect(seconds).toBeLessThanOrEqual(promised * 1.2);
      // One cue per phrase, in order, inside the file.
      expect(rendered.cues.length).toBeGreaterThan(30);
      rendered.cues.forEach((cue, index) => {
        expect(cue.end).toBeGreaterThan(cue.start);
        expect(cue.start).toBeGreaterThanOrEqual(rendered.cues[index - 1]?.end ?? 0);
      });
      expect(rendered.cues.at(-1)?.end ?? Infinity).toBeLessThan(seconds);
    },
    300_000,
  );
});
