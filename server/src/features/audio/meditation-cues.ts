import type { SpeechCue } from '@detox/providers/tts/port';
import { scriptSegments } from '@detox/providers/tts/local/script-segments';

/**
 * Cues for audio that came without them (the test tone, a plain voice): the script's phrases spread over the
 * audio in proportion to their letters. Rough, but the text still moves with the sound.
 */
export function estimatedCues(script: string, durationSeconds: number): SpeechCue[] {
  const segments = scriptSegments(script);
  const letters = segments.reduce((sum, segment) => sum + segment.text.length, 0);
  let at = 0;
  return segments.map((segment) => {
    const length = letters > 0 ? (segment.text.length / letters) * durationSeconds : 0;
    const cue = { start: round(at), end: round(at + length), text: segment.text };
    at += length;
    return cue;
  });
}

const round = (value: number) => Math.round(value * 100) / 100;
