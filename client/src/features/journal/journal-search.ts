/** Lower case, without accents: 'Ação' and 'acao' are the same word to a search. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The text cut where the query occurs, ignoring accents and case: [before, match, between, match, …, after].
 * Odd indexes are the matches; the cuts keep the text's own spelling. Folding keeps one letter per letter for
 * Portuguese (a letter and its combining marks fold to one), so positions line up once the text is composed (NFC).
 */
export function splitOnMatches(text: string, query: string): string[] {
  const composed = text.normalize('NFC');
  const needle = foldText(query.trim());
  if (needle === '') return [composed];
  const letters = Array.from(composed);
  const folded = letters.map((letter) => foldText(letter));
  const parts: string[] = [];
  let start = 0;
  let index = 0;
  while (index < letters.length) {
    let end = index;
    let built = '';
    while (end < letters.length && built.length < needle.length) {
      built += folded[end] ?? '';
      end += 1;
    }
    if (built === needle) {
      parts.push(letters.slice(start, index).join(''), letters.slice(index, end).join(''));
      start = end;
      index = end;
    } else index += 1;
  }
  parts.push(letters.slice(start).join(''));
  return parts;
}

/** Whether a text holds the query, ignoring accents and case. */
export function matchesQuery(text: string, query: string): boolean {
  const needle = foldText(query.trim());
  return needle === '' || foldText(text).includes(needle);
}
