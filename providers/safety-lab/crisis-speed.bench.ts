import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crisisRuleSignal } from '../src/ai/safety/crisis.ts';
import { screenInput } from '../src/ai/safety/policy.ts';
import {
  decideRisk,
  loadHeads,
  type RiskModelFile,
  scoresWith,
  thresholdsOf,
} from '../src/ai/safety/risk-reading.ts';
import modelFile from '../src/ai/safety/risk-model.json' with { type: 'json' };
import { ordinaryTraffic } from './ordinary-traffic.ts';

/**
 * `npm run bench:crisis`: how long the crisis check takes a text (issue 31's target: p99 <= 1 ms), as the AI routes
 * call it (screenInput), on every held-back blind set and the ordinary traffic, in the same run beside two floors:
 * the hand-written rules alone (crisis.ts) and the model's heads without their networks (the writer's, the short texts'
 * and, since 7i and 7j, the someone-else and who heads'; since 8e, without the sequence reader either, and since 8f and 8h without the someone-else and short heads').
 *
 * `CANDIDATE=<model file>`: the shipped model and the candidate also decide every text through the same code
 * (`scoresWith` then `decideRisk`, as screenInput calls them), interleaved text by text with the order of the two
 * swapped from one text to the next, so that the host's drift falls on both alike (issue 31, round 34: the same
 * check's p99 moved by half a millisecond from one hour to the next); it prints both and the ratio of the p99s.
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

/** The p-th percentile of times in ms (p 100: the largest). */
function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function timed(name: string, run: (text: string) => unknown): number {
  for (const text of texts) run(text);
  const times: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const text of texts) {
      const started = performance.now();
      run(text);
      times.push(performance.now() - started);
    }
  const at = (p: number) => percentile(times, p);
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

const candidatePath = process.env.CANDIDATE;
if (candidatePath) {
  const checks = [model, JSON.parse(readFileSync(candidatePath, 'utf8')) as RiskModelFile].map((file) => {
    const heads = loadHeads(file);
    const limits = thresholdsOf(file);
    return (text: string) => decideRisk(text, scoresWith(heads, limits, text), limits);
  });
  const [shippedCheck, candidateCheck] = checks;
  if (!shippedCheck || !candidateCheck) throw new Error('two checks');
  for (const text of texts) {
    shippedCheck(text);
    candidateCheck(text);
  }
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < 3; round++)
    texts.forEach((text, index) => {
      for (const which of index % 2 === 0 ? [0, 1] : [1, 0]) {
        const check = which === 0 ? shippedCheck : candidateCheck;
        const started = performance.now();
        check(text);
        times[which as 0 | 1].push(performance.now() - started);
      }
    });
  const p99 = (list: number[]) => percentile(list, 99);
  const p50 = (list: number[]) => percentile(list, 50);
  const [a, b] = times;
  console.log(
    `interleaved, shipped: p50 ${p50(a).toFixed(3)} ms  p99 ${p99(a).toFixed(3)} ms; candidate (${candidatePath}): p50 ${p50(b).toFixed(3)} ms  p99 ${p99(b).toFixed(3)} ms; candidate / shipped p99 ${(p99(b) / Math.max(p99(a), 1e-6)).toFixed(3)}`,
  );
}
