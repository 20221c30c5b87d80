import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crisisRuleSignal } from '../src/ai/safety/crisis.ts';
import { screenInput } from '../src/ai/safety/policy.ts';
import { loadHeads, type RiskModelFile, scoresWith, thresholdsOf } from '../src/ai/safety/risk-reading.ts';
import modelFile from '../src/ai/safety/risk-model.json' with { type: 'json' };
import { ordinaryTraffic } from './ordinary-traffic.ts';

/**
 * `npm run bench:crisis`: how long the crisis check takes a text (issue 31's target: p99 <= 1 ms), as the AI routes
 * call it (screenInput), on every held-back blind set and the ordinary traffic, in the same run beside two floors:
 * the hand-written rules alone (crisis.ts) and the model's heads without their networks (the writer's, the short texts'
 * and, since 7i and 7j, the someone-else and who heads'; since 8e, without the sequence reader either, and since 8f and 8h without the someone-else and short heads').
 */
const heldBack = fileURLToPath(new URL('./crisis-sets/held-back/', import.meta.url));
const texts = [
  ...readdirSync(heldBack)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      (JSON.parse(readFileSync(`${heldBack}${file}`, 'utf8')) as { text: string }[]).map((item) => item.text),
    ),
  ...ordinaryTraffic().map((entry) => entry.text),
];

const model = modelFile as RiskModelFile;
const linearHeads = {
  ...loadHeads({
    ...model,
    self: { ...model.self, net: undefined },
    other: { ...model.other, net: undefined },
    ...(model.who ? { who: { ...model.who, net: undefined } } : {}),
    ...(model.short ? { short: { ...model.short, net: undefined } } : {}),
  }),
  // Since session 36 (8e): and without the sequence reader; since session 37, the someone-else head's (8f) and the
  // short texts' head's (8h) too.
  sequence: undefined,
  otherSequence: undefined,
  shortSequence: undefined,
};
const thresholds = thresholdsOf(model);

function timed(name: string, run: (text: string) => unknown): number {
  for (const text of texts) run(text);
  const times: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const text of texts) {
      const started = performance.now();
      run(text);
      times.push(performance.now() - started);
    }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
  console.log(
    `${name.padEnd(44)} p50 ${at(50).toFixed(3)} ms  p99 ${at(99).toFixed(3)} ms  max ${at(100).toFixed(2)} ms`,
  );
  return at(99);
}

console.log(
  `${texts.length} texts (held-back blind sets and ordinary traffic), three rounds after a warm-up`,
);
const rules = timed('the rules alone (crisisRuleSignal)', crisisRuleSignal);
const linear = timed('the heads without the networks (scoresWith)', (text) =>
  scoresWith(linearHeads, thresholds, text),
);
const shipped = timed('the check as the routes call it (screenInput)', (text) => screenInput([text]));
console.log(
  `screenInput p99 ${shipped.toFixed(3)} ms: ${((100 * shipped) / 1).toFixed(0)}% of the 1 ms target; ${(shipped / Math.max(rules, 1e-6)).toFixed(1)} x the rules alone, ${(shipped / Math.max(linear, 1e-6)).toFixed(1)} x the heads without the networks`,
);
