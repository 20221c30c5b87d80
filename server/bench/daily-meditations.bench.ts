import { meditationForDay } from '@detox/fixtures';
import { espeakSegmentVoice } from '@detox/providers/tts/local/local';
import { pipelineRequestOf } from '@detox/providers/tts/local/pipeline-provider';
import { measureSpeech } from '@detox/providers/tts/local/speech-measures';
import { renderSpeech } from '@detox/providers/tts/local/speech-pipeline';
import { mp3DurationSeconds } from '@detox/providers/tts/mp3-frames';
import { promisedSeconds } from '../src/features/audio/promised-length.ts';

/**
 * `npm run bench:meditations`: makes the 21 daily meditations in the local voice, as the server does, and prints
 * per day the time taken, the length against the promise and the speech measures (decision 0014). Exits 1 if a
 * day is not speech-like or not within ±20 % of its promise.
 */
const rows = [];
let failed = false;
const started = performance.now();
for (let day = 1; day <= 21; day++) {
  const script = meditationForDay(day)?.script ?? '';
  const promised = promisedSeconds(day) ?? 0;
  const t0 = performance.now();
  const rendered = await renderSpeech(
    pipelineRequestOf({ text: script, purpose: 'meditation', targetSeconds: promised }),
    espeakSegmentVoice,
  );
  const makeSeconds = (performance.now() - t0) / 1000;
  const seconds = mp3DurationSeconds(rendered.bytes);
  const m = measureSpeech(rendered.samples);
  const ratio = seconds / promised;
  const ok = ratio >= 0.8 && ratio <= 1.2 && m.dominantShare < 0.2 && m.syllabicModulation > 0.4;
  if (!ok) failed = true;
  rows.push({
    day,
    promised,
    seconds: Math.round(seconds),
    ratio: Math.round(ratio * 100) / 100,
    wpm: Math.round(rendered.wordsPerMinute),
    pauses: Math.round(rendered.pauseScale * 100) / 100,
    dominant: m.dominantShare,
    syllabic: m.syllabicModulation,
    pauseShare: m.pauseShare,
    rmsDb: m.rmsDb,
    peakDb: m.peakDb,
    kB: Math.round(rendered.bytes.byteLength / 1024),
    made_s: Math.round(makeSeconds * 10) / 10,
    ok,
  });
  process.stdout.write(`dia ${String(day)}: ${Math.round(seconds)} s em ${makeSeconds.toFixed(1)} s\n`);
}
console.table(rows);
console.log(`21 dias em ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
