import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaBrowser } from './browser.ts';
import { mediaDir, run, toWebp, workDir } from './tools.ts';

// The answers the demo picks, one per question: a visitor who sleeps badly (persona "Sono Fraturado").
const DEMO_ANSWERS = [
  'sleep_bad',
  'pickups_many',
  'night',
  'focus_quarter',
  'challenge_sleep',
  'motivation_lost',
];
const PHONE = { width: 360, height: 640 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Frame {
  file: string;
  timestamp: number;
}

/**
 * Records the app itself in Chromium (the quick profile quiz, answered by a visitor, to the result) through
 * the DevTools screencast (frames with timestamps; Playwright's own recorder needs a downloaded ffmpeg), and
 * converts it: app-demo.webp (animated, for touch devices), app-demo.mp4 (muted loop, desktop) and
 * app-demo-still.webp (shown before either loads). Returns a screenshot of the quiz as a data URL, for the
 * sales video's phone slide.
 */
export async function recordAppDemo(baseUrl: string): Promise<string> {
  const frameDir = join(workDir, 'frames');
  mkdirSync(frameDir, { recursive: true });
  const context = await (
    await mediaBrowser()
  ).newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/quiz`, { waitUntil: 'networkidle' });
  await pause(300);
  const screenshot = await page.screenshot();

  const frames: Frame[] = [];
  const cdp = await context.newCDPSession(page);
  cdp.on('Page.screencastFrame', (event) => {
    const file = join(frameDir, `${String(frames.length).padStart(5, '0')}.jpg`);
    writeFileSync(file, Buffer.from(event.data, 'base64'));
    frames.push({ file, timestamp: event.metadata.timestamp ?? Date.now() / 1000 });
    void cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId });
  });
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 92,
    maxWidth: PHONE.width * 2,
    maxHeight: PHONE.height * 2,
  });
  await pause(1200);
  for (const optionId of DEMO_ANSWERS) {
    await page.locator(`section:not([hidden]) [data-option="${optionId}"]`).tap();
    await pause(1100);
  }
  await page.locator('[data-quiz-result]:not([hidden])').waitFor();
  await pause(1500);
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 60);
    await pause(110);
  }
  await pause(1500);
  const endedAt = Date.now() / 1000;
  await cdp.send('Page.stopScreencast');
  await context.close();
  if (frames.length < 2) throw new Error('A gravação do aplicativo não produziu quadros.');

  // The screencast sends a frame only when the screen changes: each frame lasts until the next one.
  const list = frames
    .map((frame, index) => {
      const next = frames[index + 1]?.timestamp ?? endedAt;
      return `file '${frame.file}'\nduration ${Math.max(0.02, next - frame.timestamp).toFixed(3)}`;
    })
    .join('\n');
  const concat = join(workDir, 'frames.txt');
  writeFileSync(concat, `${list}\nfile '${frames.at(-1)?.file ?? ''}'\n`);
  const source = ['-f', 'concat', '-safe', '0', '-i', concat];

  const video = join(mediaDir, 'app-demo.mp4');
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...source,
    '-an',
    '-vf',
    'fps=24,scale=540:960:flags=lanczos,format=yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-movflags',
    '+faststart',
    video,
  ]);
  const animation = join(mediaDir, 'app-demo.webp');
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...source,
    '-an',
    '-vf',
    'fps=8,scale=360:640:flags=lanczos',
    '-c:v',
    'libwebp_anim',
    '-quality',
    '55',
    '-compression_level',
    '6',
    '-loop',
    '0',
    animation,
  ]);
  const still = frames[0]?.file ?? '';
  toWebp(still, join(mediaDir, 'app-demo-still.webp'), PHONE.width, 75);

  const kb = (path: string) => Math.round(statSync(path).size / 1024);
  process.stdout.write(
    `  app-demo: ${frames.length} quadros, mp4 ${kb(video)} KB, webp ${kb(animation)} KB\n`,
  );
  return `data:image/png;base64,${screenshot.toString('base64')}`;
}

/** For the video slide when the demo is not re-recorded: the committed still. */
export function committedDemoStill(): string {
  return `data:image/webp;base64,${readFileSync(join(mediaDir, 'app-demo-still.webp')).toString('base64')}`;
}
