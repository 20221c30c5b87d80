import { readdirSync, readFileSync } from 'node:fs';
import type { BlindItem, BlindSet } from './blind-sets.ts';

/** The training sets of a folder of crisis-sets/, one per JSON file, in name order. */
function setsIn(name: string, about: string): BlindSet[] {
  const folder = new URL(`./crisis-sets/${name}/`, import.meta.url);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      about,
      items: (JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as BlindItem[]).filter(
        (item) => typeof item.text === 'string' && ['self', 'other', 'both', 'none'].includes(item.label),
      ),
      heldBack: false,
      evaluate: true,
    }));
}

/**
 * Issue 31, session 21: training texts written at scale by six helpers, each in voices of its own, from a brief
 * (providers/safety-lab/crisis-sets/written/BRIEF.md) that named the kinds the blind sets and the reviewer
 * found missed or wrongly alarmed, and asked for contrast pairs (the same surface, another meaning). None of them
 * saw the rules, the corpora, the code or any blind set. Unlike the blind sets, they were never scored blind: they
 * are training data only, and the held-back sets judge what was learnt from them.
 */
export const writtenSets: readonly BlindSet[] = setsIn(
  'written',
  'session 21: written for training from the brief in crisis-sets/written/BRIEF.md',
);

/**
 * Issue 31, sessions 27 and 28: replies to the mentor written for training, kept outside `written/` so that the writer
 * head of every text (7c) is trained without them: 393 ordinary replies (crisis-sets/replies-27/) and 400 contrast
 * pairs of an ordinary and a crisis reply (crisis-sets/chat-pairs-28/). The head for short texts is trained with them
 * (train-risk-model.ts `--set replies=1 --write-short`), in the order they would have in `written/`.
 */
export const replySets: readonly BlindSet[] = ['replies-27', 'chat-pairs-28'].flatMap((name) =>
  setsIn(name, `replies to the mentor, for the head for short texts (crisis-sets/${name}/)`),
);
