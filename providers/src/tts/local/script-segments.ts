/**
 * A script cut into what a voice says in one breath: sentences (and phrases that end in "..."), each followed by
 * a silence of a kind. The meditation scripts mark "[pausa]" (about 3 s) and "[pausa longa]" (about 8 s).
 */
export type PauseKind = 'phrase' | 'sentence' | 'paragraph' | 'pause' | 'longPause' | 'end';

export interface ScriptSegment {
  text: string;
  pauseAfter: PauseKind;
}

/** Nominal silences, in seconds; the mix may scale them to fit the promised length. */
const PAUSE_SECONDS: Record<PauseKind, number> = {
  phrase: 0.9,
  sentence: 0.8,
  paragraph: 1.4,
  pause: 3,
  longPause: 8,
  end: 0,
};

const MARK = /\[(pausa longa|pausa)\]/gi;
/** A sentence ends at . ! ? or an ellipsis, with any closing quotes, before a space. */
const SENTENCE_END = /(?<=(?:\.\.\.|…|[.!?])["”’)]*)\s+/u;
const ELLIPSIS_END = /(?:\.\.\.|…)["”’)]*$/u;
/** Long pieces are cut at commas so no segment runs on (a synthetic voice tires on long clauses). */
const MAX_SEGMENT_CHARS = 260;

/** Pauses that meet keep the longest. */
const rank: Record<PauseKind, number> = {
  end: 0,
  phrase: 1,
  sentence: 2,
  paragraph: 3,
  pause: 4,
  longPause: 5,
};
const longer = (a: PauseKind, b: PauseKind) => (rank[a] >= rank[b] ? a : b);

function splitLong(sentence: string): string[] {
  if (sentence.length <= MAX_SEGMENT_CHARS) return [sentence];
  const parts: string[] = [];
  let current = '';
  for (const clause of sentence.split(/(?<=[,;:])\s+/)) {
    const next = current ? `${current} ${clause}` : clause;
    if (next.length > MAX_SEGMENT_CHARS && current) {
      parts.push(current);
      current = clause;
    } else current = next;
  }
  if (current) parts.push(current);
  return parts;
}

/** The script's spoken pieces in order, each with the silence that follows it; the last ends with 'end'. */
export function scriptSegments(script: string): ScriptSegment[] {
  const segments: ScriptSegment[] = [];
  const setLastPause = (kind: PauseKind) => {
    const last = segments.at(-1);
    if (last) last.pauseAfter = longer(last.pauseAfter, kind);
  };
  const pieces = script.split(MARK);
  pieces.forEach((piece, index) => {
    // split() with a capture group interleaves the marks at odd indexes.
    if (index % 2 === 1) {
      setLastPause(piece.toLowerCase() === 'pausa longa' ? 'longPause' : 'pause');
      return;
    }
    const paragraphs = piece.split(/\n\s*\n|\n/);
    paragraphs.forEach((paragraph, paragraphIndex) => {
      if (paragraphIndex > 0) setLastPause('paragraph');
      const sentences = paragraph
        .replace(/\s+/g, ' ')
        .trim()
        .split(SENTENCE_END)
        .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
      for (const sentence of sentences)
        for (const part of splitLong(sentence))
          segments.push({ text: part, pauseAfter: ELLIPSIS_END.test(part) ? 'phrase' : 'sentence' });
    });
  });
  const last = segments.at(-1);
  if (last) last.pauseAfter = 'end';
  return segments;
}

/** What a segment's silence lasts when marked pauses are scaled by `scale` (short breaths stay as they are). */
export function pauseSeconds(kind: PauseKind, scale: number): number {
  const nominal = PAUSE_SECONDS[kind];
  return kind === 'pause' || kind === 'longPause' || kind === 'paragraph' ? nominal * scale : nominal;
}
