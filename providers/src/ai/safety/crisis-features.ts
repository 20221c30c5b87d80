import { normalizeForCrisis } from './normalize.ts';

/**
 * Sparse hashed features for the statistical crisis model (crisis-model.ts, docs/decisions/0015-crisis-model.md),
 * shared by training (train-crisis-model.ts) and inference so both read a text the same way.
 *
 * A text is normalised as the rules read it (normalizeForCrisis: no accents, shorthand and leetspeak undone), cut
 * to words, and described by: character 2- to 5-grams over the words joined by single spaces, with a space at
 * each end (so "morr" inside "morrer", "morresse" and "morrendo" is one feature, and a typo breaks only a few
 * grams); word unigrams; word bigrams. Every feature is a bucket of a 2^18 table (FNV-1a hash); the vector is
 * the counts scaled by 1/√(number of features), so a long text does not score higher for being long.
 */

export const FEATURE_BITS = 18;
export const FEATURE_BUCKETS = 1 << FEATURE_BITS;
const BUCKET_MASK = FEATURE_BUCKETS - 1;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Seeds that keep the three feature families apart in the table. */
const CHAR_SEED = 0x9e3779b1;
const WORD_SEED = 0x85ebca6b;
const BIGRAM_SEED = 0xc2b2ae35;

const MIN_GRAM = 2;
const MAX_GRAM = 5;

/** A text's features: bucket indices (repeats allowed, a count) and the scale every one of them carries. */
export interface Features {
  buckets: number[];
  scale: number;
}

function hashString(text: string, seed: number): number {
  let hash = (FNV_OFFSET ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** The words of a normalised text: letters and digits only. */
export function wordsOf(normalized: string): string[] {
  return normalized.match(/[a-z0-9]+/g) ?? [];
}

/**
 * Calls `visit` with the bucket of every feature of words already normalised and split (one sentence, or the whole
 * text), and returns how many there were. Inference sums weights this way without building any array.
 */
export function forEachFeature(words: readonly string[], visit: (bucket: number) => void): number {
  if (words.length === 0) return 0;
  let count = 0;
  const joined = ` ${words.join(' ')} `;
  // Each start position extends its hash one character at a time: no substring is built.
  for (let start = 0; start < joined.length - 1; start++) {
    let hash = (FNV_OFFSET ^ CHAR_SEED) >>> 0;
    const end = Math.min(joined.length, start + MAX_GRAM);
    for (let at = start; at < end; at++) {
      hash = Math.imul(hash ^ joined.charCodeAt(at), FNV_PRIME);
      if (at - start + 1 >= MIN_GRAM) {
        visit((hash >>> 0) & BUCKET_MASK);
        count++;
      }
    }
  }
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    visit(hashString(word, WORD_SEED) & BUCKET_MASK);
    count++;
    const next = words[i + 1];
    if (next !== undefined) {
      visit(hashString(`${word} ${next}`, BIGRAM_SEED) & BUCKET_MASK);
      count++;
    }
  }
  return count;
}

/** The features of words already normalised and split, as a list (for training). */
function featuresOfWords(words: readonly string[]): Features {
  const buckets: number[] = [];
  const count = forEachFeature(words, (bucket) => buckets.push(bucket));
  return { buckets, scale: count === 0 ? 0 : 1 / Math.sqrt(count) };
}

/** Features of a raw text, as the model reads it whole. */
export function featuresOf(text: string): Features {
  return featuresOfWords(wordsOf(normalizeForCrisis(text)));
}

/**
 * An ellipsis followed by a completion (a preposition, an article, "até", "sem"...) is a pause inside one sentence,
 * not its end: "me atiro... no sofá", "quero sumir... do grupo da família", "vou me cortar... do grupo do telegram".
 * Read as two sentences, the first half was a crisis on its own and counted as one (the highest reading wins). An
 * ellipsis before a new clause ("desinstalei o insta... queria me desinstalar tb", "as vez acho q...", "a gente...")
 * still ends its sentence: there the turn is into the crisis, not out of it (issue 31, session 43, decision 0025).
 */
const PAUSE_BEFORE_COMPLETION =
  /(?:\.{2,}|…)\s*(?=(?:no|na|nos|nas|do|da|dos|das|de|pra|pro|pras|pros|para|com|em|nesse|nessa|neste|nesta|naquele|naquela|a|o|as|os|ao|aos|ate|sem|pelo|pela|pelos|pelas|por|sobre|dentro|fora|atras)\b)(?!as vez|a gente|o q\b|o que\b)/g;

/** Sentences of a normalised text with at least two words: the model also reads each on its own (see crisis-model.ts). */
export function sentencesOf(normalized: string): string[][] {
  return normalized
    .replace(PAUSE_BEFORE_COMPLETION, ' ')
    .split(/[.!?;\n]+/)
    .map(wordsOf)
    .filter((words) => words.length >= 2);
}
