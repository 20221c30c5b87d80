/**
 * What a voice can say of a text (issue 34): emoji, pictographs and flags with their skin tones, joiners, keycaps
 * and variation selectors become a space; invisible format characters (RTL and LTR marks, zero-width spaces and
 * joiners, the BOM) go; a pile of combining marks keeps its first. Both voices get the same text, and a text left
 * with no letter or digit has nothing to say.
 */
export function speakable(text: string): string {
  return text
    .normalize('NFC')
    .replace(
      /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u{FE0E}\u{FE0F}\u{20E3}]/gu,
      ' ',
    )
    .replace(/\p{Cf}/gu, '')
    .replace(/(\p{M})\p{M}+/gu, '$1')
    .replace(/(^|[\s\p{P}])\p{M}+/gu, '$1')
    .replace(/[^\S\n]+/g, ' ')
    .trim();
}

/** Whether a text has anything to say: a letter or a digit once emoji and marks are gone. */
export function hasSomethingToSay(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(speakable(text));
}
