import { statSync } from 'node:fs';
import { join } from 'node:path';
import { audioTestimonials } from '@detox/fixtures/marketing';
import { mediaDir, run } from './tools.ts';
import { speak, type Voice } from './voice.ts';

// espeak-ng stands in for the TTS provider here: it is offline, has a pt-BR voice, and these clips are
// committed once (the app's own TTS provider serves the meditations at run time).
const voices: Record<string, Voice> = {
  marcos: { name: 'pt-br+m3', wordsPerMinute: 155, pitch: 38 },
  patricia: { name: 'pt-br+f4', wordsPerMinute: 150, pitch: 50 },
};

/** audio-<id>.m4a (AAC, mono, 48 kbit/s) for each audio testimonial, from its fixture script. */
export function makeAudioTestimonials(): void {
  for (const testimonial of audioTestimonials) {
    const voice = voices[testimonial.id];
    if (voice === undefined) throw new Error(`Sem voz para o depoimento ${testimonial.id}`);
    const spoken = speak(testimonial.script, voice, `audio-${testimonial.id}`);
    const output = join(mediaDir, `audio-${testimonial.id}.m4a`);
    run('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-i',
      spoken.path,
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-ac',
      '1',
      '-movflags',
      '+faststart',
      output,
    ]);
    process.stdout.write(
      `  audio-${testimonial.id}.m4a: ${spoken.seconds.toFixed(0)} s, ${Math.round(statSync(output).size / 1024)} KB\n`,
    );
  }
}
