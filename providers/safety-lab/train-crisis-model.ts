import { readFileSync, writeFileSync } from 'node:fs';
import { appOwnTexts } from './app-texts.ts';
import { crisisRuleSignal } from '../src/ai/safety/crisis.ts';
import { crisisCorpus } from './crisis-corpus.ts';
import { crisisHeldOut } from './crisis-heldout.ts';
import { loadCrisisModel } from '../src/ai/safety/crisis-model.ts';
import { chooseThreshold, type Example, fitModel, probabilities, TRAINING } from './crisis-training.ts';

/**
 * Trains the crisis model (crisis-model.ts) on every labelled phrasing of crisis-corpus.ts and crisis-heldout.ts.
 *
 *   node --import tsx providers/src/ai/safety/train-crisis-model.ts --evaluate   leave-one-set-out table
 *   node --import tsx providers/src/ai/safety/train-crisis-model.ts --write      writes crisis-model.json
 *
 * --evaluate: for each set written blind (held-out-1 to -4, blind-5 onwards), a model trained on everything else
 * (threshold by cross-validation on that training data only) scores the set, with the rules alone and with the
 * rules OR the model. The rules themselves were tuned on every set but the newest, so only the newest set's
 * "rules" column is a blind figure for them; the model's is blind on every row.
 * --extra <file.json> adds a set not yet in the corpora (an array of {text, crisis}) as one more set, "extra";
 * --without <slice> leaves a slice out entirely (e.g. to score it from --extra as first written); --relabel
 * <file.json> also scores "extra" under that file's labels; --only <set> scores that set alone.
 */

interface Labelled extends Example {
  set: string;
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function loadExtra(path: string): Labelled[] {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected an array`);
  return parsed.flatMap((item: unknown) =>
    typeof item === 'object' &&
    item !== null &&
    'text' in item &&
    'crisis' in item &&
    typeof item.text === 'string' &&
    typeof item.crisis === 'boolean'
      ? [{ text: item.text, crisis: item.crisis, set: 'extra' }]
      : [],
  );
}

const key = (text: string) => text.toLowerCase().trim();

/**
 * Ordinary text the app itself shows and people echo or pick: the 21 days, the meditations, the task guides, the
 * questionnaire and quiz with their answers ("Usei mais do que queria"), the weekly challenges and the demo
 * reflections (@detox/fixtures; the training script's only use of it), whole and sentence by sentence. Never a
 * crisis. Without them the model read everyday prose about the detox ("Escrever uma carta para você daqui a 90
 * dias", "Listar as suas situações de maior risco") as a crisis: the labelled negatives are all hard ones.
 */
function ordinaryTexts(): Labelled[] {
  const texts = appOwnTexts();
  return texts
    .map((text) => text.replace(/\[pausa(?: longa)?\]/g, '').trim())
    .filter((text) => text.split(/\s+/).length >= 2)
    .map((text) => ({ text, crisis: false, ordinary: true, set: 'ordinary' }));
}

function labelled(): Labelled[] {
  const extraPath = argument('--extra');
  const without = argument('--without');
  return [
    ...crisisCorpus.map((phrase) => ({ text: phrase.text, crisis: phrase.crisis, set: phrase.slice })),
    ...crisisHeldOut.map((phrase) => ({ text: phrase.text, crisis: phrase.crisis, set: phrase.slice })),
    ...(extraPath ? loadExtra(extraPath) : []),
    ...ordinaryTexts(),
  ].filter((example) => example.set !== without);
}

/** One example per text (the first): the final model's training data. */
function distinct(examples: readonly Labelled[]): Labelled[] {
  const seen = new Set<string>();
  return examples.filter((example) => !seen.has(key(example.text)) && seen.add(key(example.text)));
}

interface Tally {
  crisis: number;
  negatives: number;
  rulesCaught: number;
  rulesFlagged: number;
  caught: number;
  flagged: number;
  modelCaught: number;
  modelFlagged: number;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
const row = (name: string, t: Tally, threshold: string) =>
  `| ${name} | ${t.crisis}/${t.negatives} | ${percent(t.rulesCaught, t.crisis)} (${t.rulesCaught}) | ` +
  `${percent(t.rulesFlagged, t.negatives)} (${t.rulesFlagged}) | ${percent(t.caught, t.crisis)} (${t.caught}) | ` +
  `${percent(t.flagged, t.negatives)} (${t.flagged}) | ${percent(t.modelCaught, t.crisis)} (${t.modelCaught}) | ` +
  `${percent(t.modelFlagged, t.negatives)} (${t.modelFlagged}) | ${threshold} |`;

function tally(examples: readonly Labelled[], scores: readonly number[], threshold: number): Tally {
  const result: Tally = {
    crisis: 0,
    negatives: 0,
    rulesCaught: 0,
    rulesFlagged: 0,
    caught: 0,
    flagged: 0,
    modelCaught: 0,
    modelFlagged: 0,
  };
  examples.forEach((example, at) => {
    const rules = crisisRuleSignal(example.text) !== undefined;
    const model = (scores[at] ?? 0) >= threshold;
    if (example.crisis) {
      result.crisis++;
      if (rules) result.rulesCaught++;
      if (rules || model) result.caught++;
      if (model) result.modelCaught++;
    } else {
      result.negatives++;
      if (rules) result.rulesFlagged++;
      if (rules || model) result.flagged++;
      if (model) result.modelFlagged++;
    }
  });
  return result;
}

function evaluate(examples: readonly Labelled[]): void {
  const only = argument('--only');
  const sets = [...new Set(examples.map((example) => example.set))].filter(
    (set) => set !== 'tuning' && set !== 'ordinary' && (only === undefined || set === only),
  );
  const pooled: Tally = {
    crisis: 0,
    negatives: 0,
    rulesCaught: 0,
    rulesFlagged: 0,
    caught: 0,
    flagged: 0,
    modelCaught: 0,
    modelFlagged: 0,
  };
  console.log(
    '| set | crises/negatives | rules recall | rules FP | rules+model recall | rules+model FP | model recall | model FP | threshold |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const set of sets) {
    const test = examples.filter((example) => example.set === set);
    // A phrasing also written in another set stays out of training: the set is scored on texts the model never saw.
    const testTexts = new Set(test.map((example) => key(example.text)));
    const train = distinct(examples.filter((example) => !testTexts.has(key(example.text))));
    const threshold = chooseThreshold(train);
    const model = loadCrisisModel(fitModel(train, threshold));
    const t = tally(test, probabilities(model, test), threshold);
    for (const key of Object.keys(pooled) as (keyof Tally)[]) pooled[key] += t[key];
    console.log(row(set, t, threshold.toFixed(3)));
    // The same model and threshold on the same texts under other labels (a set's labels as its writer gave them).
    const relabelPath = argument('--relabel');
    if (relabelPath && set === 'extra') {
      const labels = new Map(loadExtra(relabelPath).map((example) => [example.text, example.crisis]));
      const relabelled = test.map((example) => ({
        ...example,
        crisis: labels.get(example.text) ?? example.crisis,
      }));
      console.log(row(`${set}, relabelled`, tally(relabelled, probabilities(model, test), threshold), ''));
    }
  }
  console.log(row('pooled', pooled, ''));
}

function write(examples: readonly Labelled[]): void {
  const threshold = chooseThreshold(examples);
  const sets = [...new Set(examples.map((example) => example.set))].join(', ');
  const ordinary = examples.filter((example) => example.ordinary);
  const about =
    `Crisis model (crisis-model.ts), written by train-crisis-model.ts: logistic regression on ${examples.length} ` +
    `texts (${sets}; "ordinary": ${ordinary.length} texts of the programme, never a crisis); ${TRAINING.epochs} epochs, L2 ${TRAINING.lambda}, ${TRAINING.keep} largest weights ` +
    `kept; threshold by ${TRAINING.folds}-fold cross-validation at <= ${TRAINING.maxFalsePositiveRate * 100}% ` +
    `false positives out of fold.`;
  const file = fitModel(examples, threshold, about);
  const path = new URL('../src/ai/safety/crisis-model.json', import.meta.url);
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  const model = loadCrisisModel(file);
  const labelledOnly = examples.filter((example) => !example.ordinary);
  const ordinaryFlagged = probabilities(model, ordinary).filter(
    (probability) => probability >= threshold,
  ).length;
  const t = tally(labelledOnly, probabilities(model, labelledOnly), threshold);
  console.log(
    `wrote ${path.pathname}: threshold ${threshold.toFixed(3)}; on its own training data (not a blind figure): ` +
      `rules recall ${percent(t.rulesCaught, t.crisis)}, FP ${percent(t.rulesFlagged, t.negatives)}; ` +
      `rules+model recall ${percent(t.caught, t.crisis)} (${t.caught}/${t.crisis}), ` +
      `FP ${percent(t.flagged, t.negatives)} (${t.flagged}/${t.negatives}); ordinary texts flagged by the model ` +
      `${ordinaryFlagged}/${ordinary.length}`,
  );
}

const examples = labelled();
if (process.argv.includes('--evaluate')) evaluate(examples);
if (process.argv.includes('--write')) write(distinct(examples));
