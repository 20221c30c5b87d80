import { meditationForDay, programme } from '@detox/fixtures';
import { estimateSpeechSeconds } from '@detox/providers/tts/speech-duration';
import { describe, expect, it } from 'vitest';
import { promisedSeconds } from './promised-length.ts';

describe('promisedSeconds', () => {
  it('takes "cerca de N minutos" from a day\'s description, else the script at a calm pace with its pauses', () => {
    for (const { day, audioDescription } of programme) {
      const minutes = /cerca de (\d+) minutos/.exec(audioDescription)?.[1];
      const script = meditationForDay(day)?.script ?? '';
      expect(promisedSeconds(day)).toBe(
        minutes ? Number(minutes) * 60 : Math.round(estimateSpeechSeconds(script)),
      );
    }
  });

  it('reads a promise of a few minutes on every day (each description states one)', () => {
    for (let day = 1; day <= 21; day++) {
      expect(promisedSeconds(day)).toBeGreaterThanOrEqual(180);
      expect(promisedSeconds(day)).toBeLessThanOrEqual(600);
    }
  });

  it('knows no day outside the programme', () => {
    expect(promisedSeconds(22)).toBeUndefined();
  });
});
