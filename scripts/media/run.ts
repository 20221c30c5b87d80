// `npm run media`: makes every generated asset of the sales pages into client/public/media (committed).
// Nothing is fetched from the internet: slides are HTML rendered by Chromium, voices are espeak-ng, music
// is synthesised by sox, the app demo is recorded from the app itself. Needs: ffmpeg, espeak-ng, sox,
// webp (cwebp), Chromium, and a built client (`npm run build`) for the app recording.
// `npm run media -- portraits audio` makes only the named parts (app-demo, portraits, audio, videos).
import { rmSync } from 'node:fs';
import { startServer } from '../../e2e/server.ts';
import { committedDemoStill, recordAppDemo } from './app-demo.ts';
import { makeAudioTestimonials } from './audio-testimonials.ts';
import { closeMediaBrowser } from './browser.ts';
import { makeExplainerVideo } from './explainer-video.ts';
import { makePortraits } from './portraits.ts';
import { requireTools, workDir } from './tools.ts';
import { salesVideoScenes, upsellVideoScenes } from './videos.ts';
import { narrator } from './voice.ts';

type Part = 'app-demo' | 'portraits' | 'audio' | 'videos';
const asked = process.argv.slice(2);
const wanted = (part: Part) => asked.length === 0 || asked.includes(part);

async function main(): Promise<void> {
  requireTools();
  let quizScreenshot: string | undefined;
  if (wanted('app-demo')) {
    const server = await startServer({ SEED_DEMO: 'false' });
    try {
      quizScreenshot = await recordAppDemo(server.url);
    } finally {
      await server.stop();
    }
  }
  if (wanted('portraits')) await makePortraits();
  if (wanted('audio')) makeAudioTestimonials();
  if (wanted('videos')) {
    await makeExplainerVideo(
      'sales-video',
      salesVideoScenes(quizScreenshot ?? committedDemoStill()),
      narrator,
    );
    await makeExplainerVideo('upsell-video', upsellVideoScenes(), {
      ...narrator,
      name: 'pt-br+m3',
      pitch: 36,
    });
  }
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await closeMediaBrowser();
    rmSync(workDir, { recursive: true, force: true });
  });
