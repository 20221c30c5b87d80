import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHtml } from './browser.ts';
import { mediaDir, run, toWebp, workDir } from './tools.ts';
import { musicBed, speak, type Voice } from './voice.ts';

export interface Scene {
  slide: string;
  /** What the narrator says over the slide; also its caption. */
  line: string;
}

const FADE = 0.6;
const VOICE_DELAY = 0.4;
const TAIL = 0.9;
const FPS = 25;

const vttTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/**
 * A narrated explainer: each scene is a slide held while its line is spoken, with crossfades, a quiet music bed, captions (WebVTT) from the same lines, and posters from the first slide.
 * Writes <name>.mp4, <name>.pt-BR.vtt, <name>-poster-{640,1280}.webp into client/public/media.
 */
export async function makeExplainerVideo(
  name: string,
  scenes: readonly Scene[],
  voice: Voice,
): Promise<void> {
  const timed = [];
  let start = 0;
  for (const [index, scene] of scenes.entries()) {
    const image = join(workDir, `${name}-${index}.png`);
    await renderHtml(scene.slide, image, 1280, 720);
    const spoken = speak(scene.line, voice, `${name}-${index}`);
    const seconds = VOICE_DELAY + spoken.seconds + TAIL + FADE;
    timed.push({ ...scene, image, voice: spoken.path, voiceSeconds: spoken.seconds, start, seconds });
    start += seconds - FADE;
  }
  const total = start + FADE;

  const inputs = timed.flatMap((scene) => ['-loop', '1', '-t', scene.seconds.toFixed(2), '-i', scene.image]);
  const voices = timed.flatMap((scene) => ['-i', scene.voice]);
  const bed = musicBed(total, name);
  // Held slides, no zoom: a moving frame costs bytes on a 4G plan and reads as less calm.
  const stills = timed.map((_, index) => `[${index}:v]fps=${FPS},format=yuv420p,setsar=1[s${index}]`);
  let last = 's0';
  const fades = timed.slice(1).map((scene, index) => {
    const out = `x${index + 1}`;
    const chain = `[${last}][s${index + 1}]xfade=transition=fade:duration=${FADE}:offset=${scene.start.toFixed(2)}[${out}]`;
    last = out;
    return chain;
  });
  const voiceBase = timed.length;
  const delays = timed.map((scene, index) => {
    const ms = Math.round((scene.start + VOICE_DELAY) * 1000);
    return `[${voiceBase + index}:a]adelay=${ms}|${ms},aresample=44100[v${index}]`;
  });
  const mix = `${timed.map((_, index) => `[v${index}]`).join('')}[${voiceBase * 2}:a]amix=inputs=${timed.length + 1}:normalize=0:duration=longest,atrim=0:${total.toFixed(2)}[a]`;

  const output = join(mediaDir, `${name}.mp4`);
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    ...voices,
    '-i',
    bed,
    '-filter_complex',
    [...stills, ...fades, ...delays, mix].join(';'),
    '-map',
    `[${last}]`,
    '-map',
    '[a]',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '28',
    '-tune',
    'stillimage',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '56k',
    '-ac',
    '1',
    '-movflags',
    '+faststart',
    output,
  ]);

  const cues = timed.map(
    (scene, index) =>
      `${index + 1}\n${vttTime(scene.start + VOICE_DELAY)} --> ${vttTime(scene.start + VOICE_DELAY + scene.voiceSeconds)}\n${scene.line}\n`,
  );
  writeFileSync(join(mediaDir, `${name}.pt-BR.vtt`), `WEBVTT\n\n${cues.join('\n')}`);

  const first = timed[0];
  if (first) {
    toWebp(first.image, join(mediaDir, `${name}-poster-1280.webp`), 1280, 70);
    toWebp(first.image, join(mediaDir, `${name}-poster-640.webp`), 640, 70);
  }
  const kb = Math.round(statSync(output).size / 1024);
  process.stdout.write(`  ${name}.mp4: ${total.toFixed(1)} s, ${kb} KB\n`);
}
