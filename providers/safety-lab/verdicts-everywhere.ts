import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crisisCorpus } from './crisis-corpus.ts';
import { crisisHeldOut } from './crisis-heldout.ts';
import { ordinaryTraffic } from './ordinary-traffic.ts';
import { verdict } from './risk-decision.ts';

/**
 * What a change to the check moves, over every labelled text of the repository (crisis-sets/, the corpora) and the
 * ordinary traffic (issue 31): each text's verdict through screenInput, one line each, written to a file; with
 * `--compare`, the texts whose verdict differs from an earlier file's, counted by set, label and verdict. Counts only
 * are printed, never a text, so a judge set stays unread. Run it on the check before and after a change (in two trees:
 * a `git worktree` of the baseline runs its own copy of this file) to say "over N texts only these move".
 *
 *   node --import tsx providers/safety-lab/verdicts-everywhere.ts --out /tmp/before.tsv
 *   node --import tsx providers/safety-lab/verdicts-everywhere.ts --out /tmp/after.tsv --compare /tmp/before.tsv
 */

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

interface Row {
  source: string;
  label: string;
  text: string;
}

function setRows(folder: string, prefix = ''): Row[] {
  return readdirSync(folder)
    .sort()
    .flatMap((file) => {
      const path = `${folder}/${file}`;
      if (statSync(path).isDirectory()) return setRows(path, `${prefix}${file}/`);
      if (!file.endsWith('.json')) return [];
      const items: unknown = JSON.parse(readFileSync(path, 'utf8'));
      if (!Array.isArray(items)) return [];
      return items.flatMap((item: unknown) =>
        typeof item === 'object' && item !== null && 'text' in item && typeof item.text === 'string'
          ? [
              {
                source: `${prefix.replace(/^(?:held-back|judged)\//, '')}${file}`,
                label: 'label' in item ? String(item.label) : 'crisis' in item ? String(item.crisis) : '?',
                text: item.text,
              },
            ]
          : [],
      );
    });
}

const rows: Row[] = [
  ...setRows(fileURLToPath(new URL('./crisis-sets', import.meta.url))),
  ...crisisCorpus.map((phrase) => ({
    source: `corpus:${phrase.slice}`,
    label: String(phrase.crisis),
    text: phrase.text,
  })),
  ...crisisHeldOut.map((phrase) => ({
    source: `held-out:${phrase.slice}`,
    label: String(phrase.crisis),
    text: phrase.text,
  })),
  ...ordinaryTraffic().map((entry) => ({ source: `traffic:${entry.part}`, label: 'none', text: entry.text })),
];

const key = (row: Row) => `${row.source}\t${row.label}\t${row.text.replace(/\s+/g, ' ')}`;
const lines = new Map<string, string>();
for (const row of rows) {
  const at = key(row);
  if (lines.has(at)) continue;
  const decided = verdict(row.text);
  lines.set(at, `${decided.level}/${decided.audience ?? '-'}`);
}

const out = argument('--out');
if (out) writeFileSync(out, [...lines].map(([at, decided]) => `${decided}\t${at}`).join('\n') + '\n');
console.log(`${lines.size} texts decided${out ? `, written to ${out}` : ''}`);

const compare = argument('--compare');
if (compare) {
  const before = new Map(
    readFileSync(compare, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf('\t');
        return [line.slice(tab + 1), line.slice(0, tab)] as const;
      }),
  );
  const moved = new Map<string, number>();
  let compared = 0;
  for (const [at, decided] of lines) {
    const earlier = before.get(at);
    if (earlier === undefined) continue;
    compared += 1;
    if (earlier === decided) continue;
    const [source, label] = at.split('\t');
    const what = `${source}\t${label}\t${earlier} -> ${decided}`;
    moved.set(what, (moved.get(what) ?? 0) + 1);
  }
  const total = [...moved.values()].reduce((sum, count) => sum + count, 0);
  console.log(`${total} of the ${compared} texts in both files decided differently`);
  for (const [what, count] of [...moved].sort()) console.log(`${count}\t${what}`);
}
