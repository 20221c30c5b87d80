/**
 * Lower case, no accents, single spaces, common chat shorthand spelled out ("n" → "nao", "vc" → "voce"), so
 * one pattern catches "Não aguento mais", "nao aguento mais" and "n aguento mais". Punctuation stays: the end
 * of a clause matters ("não aguento mais." versus "não aguento mais esse barulho").
 */
export function normalizeForSafety(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\b(n|ñ)\b/g, 'nao')
    .replace(/\bvc\b/g, 'voce')
    .replace(/\bq\b/g, 'que')
    .replace(/\bto\b/g, 'estou')
    .replace(/\s+/g, ' ')
    .trim();
}
