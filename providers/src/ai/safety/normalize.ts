/**
 * Shared by the medical check and the fake provider's readers (the crisis detector has its own, below). Lower
 * case, no accents, single spaces, common chat shorthand spelled out ("n" → "nao", "vc" → "voce"), so one
 * pattern catches "Não aguento mais", "nao aguento mais" and "n aguento mais". Punctuation stays.
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

/** Chat shorthand spelled out for normalizeForCrisis, so one pattern catches "não quero", "nao quero" and "n qro". */
const SHORTHAND: Readonly<Record<string, string>> = {
  n: 'nao',
  naum: 'nao',
  nunk: 'nunca',
  q: 'que',
  oq: 'o que',
  vc: 'voce',
  vcs: 'voces',
  pq: 'porque',
  to: 'estou',
  ta: 'esta',
  tava: 'estava',
  tao: 'estao',
  pra: 'para',
  pro: 'para o',
  pros: 'para os',
  tb: 'tambem',
  tbm: 'tambem',
  mt: 'muito',
  mto: 'muito',
  mta: 'muita',
  hj: 'hoje',
  qro: 'quero',
  qero: 'quero',
  qria: 'queria',
  msm: 'mesmo',
  td: 'tudo',
  tds: 'todos',
  ngm: 'ninguem',
  nd: 'nada',
  dnv: 'de novo',
  cmg: 'comigo',
  agr: 'agora',
  dps: 'depois',
  mds: 'meu deus',
  vdd: 'verdade',
  sla: 'sei la',
  eh: 'e',
};

const SHORTHAND_WORD = new RegExp(String.raw`\b(?:${Object.keys(SHORTHAND).join('|')})\b`, 'g');

/**
 * For the crisis detector (crisis.ts), which reads chat as people write it: lower case, no accents, letters repeated for emphasis collapsed ("morrerrr", "aguentoooo"), common chat
 * shorthand spelled out ("n" → "nao", "vc" → "voce", "pra" → "para"), single spaces. Punctuation stays: the
 * end of a clause matters ("não aguento mais." versus "não aguento mais esse barulho"). Emoji become a full
 * stop, and so does laughter ("kkkk", "hahaha", "rsrs"): they close a thought the way punctuation does.
 */
export function normalizeForCrisis(text: string): string {
  // Combining marks U+0300–U+036F hold every accent and the cedilla of Portuguese; far quicker than \p{Diacritic}.
  let normalized = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (/[^ -~]/.test(normalized))
    normalized = normalized.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/gu, ' . ');
  return normalized
    .replace(/\b(?:k{2,}|(?:ha){2,}h?|(?:he){2,}|(?:rs)+)\b/g, ' . ')
    .replace(/([a-z])\1\1+/g, (_run, letter: string) =>
      letter === 'r' || letter === 's' ? letter + letter : letter,
    )
    .replace(/([rs])\1\b/g, '$1')
    .replace(SHORTHAND_WORD, (word) => SHORTHAND[word] ?? word)
    .replace(/\s{2,}|[^\S ]/g, ' ')
    .trim();
}
