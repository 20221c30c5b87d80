import { readFileSync, writeFileSync } from 'node:fs';
import type { BlindItem } from './blind-sets.ts';
import { judge, type Judged } from './judge-candidate.ts';
import { verdict } from './risk-decision.ts';

/**
 * Writes blind-score.test.ts's floors: each held-back set the test imports, scored by the check as it stands
 * (screenInput's verdict), to a tenth of a percent. Run it only when a round's rules let a change ship
 * (crisis-sets/held-back/RULES-session-*.md): the floors are what keeps a later change from making the check worse on
 * words it never trained on, so rewriting them to hide a loss defeats the test. Counts only are printed, never a text.
 *
 *   node --import tsx providers/safety-lab/hold-blind-floors.ts            prints the figures that would change
 *   node --import tsx providers/safety-lab/hold-blind-floors.ts --write    rewrites the test's `measured` maps
 */

type Figures = Omit<Judged, 'atRiskNothing' | 'counts'>;

const testFile = new URL('./blind-score.test.ts', import.meta.url);
const source = readFileSync(testFile, 'utf8');

const names = [...source.matchAll(/\{ name: '(blind-\d+)'/g)].map((match) => match[1] ?? '');
const figures = new Map(
  names.map((name) => {
    const items = JSON.parse(
      readFileSync(new URL(`./crisis-sets/held-back/${name}.json`, import.meta.url), 'utf8'),
    ) as BlindItem[];
    return [name, judge(items, verdict)] as const;
  }),
);

const rounded = (value: number) => Math.round(value * 1000) / 1000;
let changed = 0;

/** Each bound's block, `  key: {\n    at: …,\n    measured: {…},`: its map rewritten for every set the test names. */
const written = source.replace(
  /(\n {2}(\w+): \{\n {4}at: '(?:least|most)',\n {4}measured: \{\n)([\s\S]*?)(\n {4}\},)/g,
  (_whole, head: string, key: string, body: string, tail: string) => {
    const before = new Map(
      [...body.matchAll(/'(blind-\d+)': ([\d.]+)/g)].map((match) => [match[1], Number(match[2])]),
    );
    const lines = names.map((name) => {
      const value = rounded(figures.get(name)?.[key as keyof Figures] ?? 0);
      if (before.get(name) !== value) {
        changed += 1;
        console.log(`${key} ${name}: ${before.get(name) ?? '(none)'} -> ${value}`);
      }
      return `      '${name}': ${value},`;
    });
    return `${head}${lines.join('\n')}${tail}`;
  },
);

console.log(`${changed} floor(s) differ from the check as it stands, over ${names.length} sets`);
if (process.argv.includes('--write')) writeFileSync(testFile, written);
