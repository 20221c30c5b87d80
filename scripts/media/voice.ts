import { join } from 'node:path';
import { mediaSeconds, run, workDir } from './tools.ts';

export interface Voice {
  /** espeak-ng voice with variant, e.g. pt-br+f2. */
  name: string;
  wordsPerMinute: number;
  pitch: number;
}

export const narrator: Voice = { name: 'pt-br+f2', wordsPerMinute: 150, pitch: 42 };

/**
 * Speaks a line with espeak-ng (offline, pt-BR) and softens it with sox: a gentle high-pass and low-pass,
 * a touch of room and even loudness, so it sits well over a quiet music bed. Returns the wav and its length.
 */
export function speak(text: string, voice: Voice, name: string): { path: string; seconds: number } {
  const raw = join(workDir, `${name}-raw.wav`);
  const path = join(workDir, `${name}.wav`);
  run('espeak-ng', [
    '-v',
    voice.name,
    '-s',
    String(voice.wordsPerMinute),
    '-p',
    String(voice.pitch),
    '-g',
    '2',
    '-w',
    raw,
    text,
  ]);
  run('sox', [
    raw,
    '-r',
    '44100',
    '-c',
    '1',
    path,
    'highpass',
    '90',
    'lowpass',
    '6500',
    'bass',
    '+3',
    'reverb',
    '12',
    '50',
    '40',
    'norm',
    '-3',
  ]);
  return { path, seconds: mediaSeconds(path) };
}

/** A quiet, slow pad (a held major chord with a soft swell) to sit under the voice. */
export function musicBed(seconds: number, name: string): string {
  const path = join(workDir, `${name}-bed.wav`);
  const length = seconds.toFixed(2);
  // Four sines on four channels (G major, spread), mixed down to one.
  run('sox', [
    '-r',
    '44100',
    '-c',
    '4',
    '-n',
    '-c',
    '1',
    path,
    'synth',
    length,
    'sine',
    '196',
    'sine',
    '246.94',
    'sine',
    '293.66',
    'sine',
    '392',
    'remix',
    '-',
    'tremolo',
    '0.15',
    '30',
    'lowpass',
    '1200',
    'reverb',
    '60',
    'fade',
    'q',
    '2',
    length,
    '3',
    'norm',
    '-24',
  ]);
  return path;
}
