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
  d: 'de',
  qndo: 'quando',
  qnd: 'quando',
  qdo: 'quando',
  cm: 'com',
  kero: 'quero',
  keria: 'queria',
  qer: 'quer',
  ker: 'quer',
  // Common misspellings of the words the detector reads (letters swapped or dropped).
  qeuro: 'quero',
  quereo: 'quero',
  mrrer: 'morrer',
  morer: 'morrer',
  mtar: 'matar',
  matr: 'matar',
  viveer: 'viver',
  // Internet shorthand for "kill myself", used in Brazilian chat as is.
  kms: 'me matar',
};

const SHORTHAND_WORD = new RegExp(String.raw`\b(?:${Object.keys(SHORTHAND).join('|')})\b`, 'g');

/**
 * For the crisis detector (crisis.ts), which reads chat as people write it: lower case, no accents, letters repeated for emphasis collapsed ("morrerrr", "aguentoooo"), common chat
 * shorthand spelled out ("n" → "nao", "vc" → "voce", "pra" → "para"), single spaces. Punctuation stays: the
 * end of a clause matters ("não aguento mais." versus "não aguento mais esse barulho"). Emoji become a full
 * stop, and so does laughter ("kkkk", "hahaha", "rsrs"): they close a thought the way punctuation does.
 */
export function normalizeForCrisis(text: string): string {
  // One check reads the same text several times (the rules, the heads, someone-else's rules, the decision): the last
  // few are kept, a tenth of the check's time on long texts.
  const known = recentlyNormalized.get(text);
  if (known !== undefined) return known;
  const normalized = normalizeOnce(text);
  if (recentlyNormalized.size >= RECENT_TEXTS) {
    const oldest = recentlyNormalized.keys().next();
    if (!oldest.done) recentlyNormalized.delete(oldest.value);
  }
  recentlyNormalized.set(text, normalized);
  return normalized;
}

const RECENT_TEXTS = 8;
const recentlyNormalized = new Map<string, string>();

function normalizeOnce(text: string): string {
  // Combining marks U+0300–U+036F hold every accent and the cedilla of Portuguese; far quicker than \p{Diacritic}.
  let normalized = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (/[^ -~]/.test(normalized))
    normalized = normalized
      .replace(/[ºª°]/g, '')
      .replace(EMOJI_WORD, (emoji) => ` ${EMOJI_WORDS[emoji] ?? ''} `)
      .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/gu, ' . ');
  // Leetspeak ("qu3r0 m0rr3r", "m@tar"): only in words that mix letters with the digits and signs used for them.
  if (/[a-z][0-9@$]|[0-9@$][a-z]/.test(normalized)) normalized = normalized.replace(LEET_WORD, unLeet);
  // Letters spaced out to dodge filters ("s u i c i d i o"): five or more single letters in a row are one word.
  if (/\b[a-z] [a-z] [a-z] [a-z] [a-z]\b/.test(normalized))
    normalized = normalized.replace(/\b(?:[a-z] ){4,}[a-z]\b/g, (run) => run.replace(/ /g, ''));
  return (
    normalized
      .replace(/\b(?:k{2,}|(?:ha){2,}h?|(?:he){2,}|(?:rs)+)\b/g, ' . ')
      .replace(/([a-z])\1\1+/g, (_run, letter: string) =>
        letter === 'r' || letter === 's' ? letter + letter : letter,
      )
      .replace(/([rs])\1\b/g, '$1')
      .replace(/\b(p|c)\/ ?/g, (_slash, letter: string) => (letter === 'p' ? 'para ' : 'com '))
      // "tão" after a verb is "so" ("seria tão bom"), not the shorthand for "estão" ("eles tão cansados").
      .replace(/\b(seria|e|era|foi|estou|to|sou|ficaria|fica|ta|esta|parece|sinto) tao\b/g, '$1')
      .replace(SHORTHAND_WORD, (word) => SHORTHAND[word] ?? word)
      // Intensifiers that change no meaning the detector reads ("perdi totalmente a esperança", "seria tão bom").
      .replace(
        / \b(?:tao|totalmente|completamente|realmente|literalmente|sinceramente|honestamente|basicamente|praticamente)\b/g,
        '',
      )
      // Enclisis as proclisis, the way the patterns read it: "perdoem-me" → "me perdoem", "mato-me" → "me mato".
      .replace(/\b([a-z]+)-(me|se)\b/g, '$2 $1')
      // Spoken gerunds ("cortano", "morreno") and "mas" for "mais" after "aguento" ("não aguento mas viver").
      .replace(/\b(cort|mat|machuc|queim|enforc|pens|sangr)ano\b/g, '$1ando')
      .replace(/\b(morr|sofr|beb|escond)eno\b/g, '$1endo')
      .replace(/\b(aguento|suporto) mas (?=viver|existir|isso|essa|esse|ficar|ser|estar|sofrer)/g, '$1 mais ')
      .replace(/\s{2,}|[^\S ]/g, ' ')
      .trim()
  );
}

/** Emoji that name a means or an injury keep their meaning as a word; every other emoji becomes a full stop. */
const EMOJI_WORDS: Readonly<Record<string, string>> = {
  '💊': 'remedio',
  '🔪': 'faca',
  '🩸': 'sangue',
  '🪢': 'corda',
  '🔫': 'arma',
  '⚰': 'caixao',
};
const EMOJI_WORD = new RegExp(`(?:${Object.keys(EMOJI_WORDS).join('|')})\\u{FE0F}?`, 'gu');

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
/** A word mixing letters with leet digits or signs. */
const LEET_WORD = /(?<![\w@$])(?=[a-z0-9@$]*[a-z])(?=[a-z0-9@$]*[0-9@$])[a-z0-9@$]+(?![\w@$])/g;
/** "m4t4r" → "matar"; words with one letter or a measure ("22h", "3h12", "4g", "10x") stay as they are. */
function unLeet(word: string): string {
  if (/^\d+[a-z]{1,3}\d*$/.test(word) || (word.match(/[a-z]/g)?.length ?? 0) < 2) return word;
  return word.replace(/[0-9@$]/g, (sign) => LEET[sign] ?? sign);
}
