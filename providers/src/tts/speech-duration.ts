/** Spoken pace of a calm guide, and the pauses the meditation scripts mark (fixtures' convention). */
const WORDS_PER_MINUTE = 140;
const PAUSE_SECONDS = 3;
const LONG_PAUSE_SECONDS = 8;

const LONG_PAUSE = /\[pausa longa\]/gi;
const PAUSE = /\[pausa\]/gi;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** How long a script takes to say aloud, pauses included. */
export function estimateSpeechSeconds(text: string): number {
  const longPauses = text.match(LONG_PAUSE)?.length ?? 0;
  const withoutLong = text.replace(LONG_PAUSE, ' ');
  const pauses = withoutLong.match(PAUSE)?.length ?? 0;
  const words = countWords(withoutLong.replace(PAUSE, ' '));
  return (words / WORDS_PER_MINUTE) * 60 + pauses * PAUSE_SECONDS + longPauses * LONG_PAUSE_SECONDS;
}
