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
 * People who came to Brazil, and many who live on its borders, write to the programme partly or wholly in Spanish,
 * French or Haitian Creole (decision 0025, "Session 41"): "no quiero vivir más", "je veux mourir", "m pa vle viv
 * ankò". Their crisis words are read as the Portuguese ones, so the rules and the model read "no quiero vivir"
 * as "nao quero viver". Only words and phrases that are not Portuguese are here (after accents are dropped): a
 * Portuguese text reads as it did (checked over the 104,798 texts of the training and judged sets: only texts written
 * in those languages change). A rule for Libras glosses ("EU QUERER MORRER" as "eu quero morrer") was tried and taken
 * out: it also changed Portuguese ("se ela conseguir", "para eu conseguir") and moved no figure.
 */
const OTHER_LANGUAGE_PHRASES: readonly (readonly [RegExp, string])[] = [
  // Spanish
  [/\bya no\b/g, 'ja nao'],
  [
    /\bno (?=(?:quiero|quiere|puedo|aguanto|soporto|tengo|voy|veo|hay|estoy|sirvo|vale|me|despierto|se que)\b)/g,
    'nao ',
  ],
  [/\bquitar(?:me|se|te)? la vida\b/g, 'tirar a propria vida'],
  [/\bme quite la vida\b/g, 'tirei a minha vida'],
  [/\bcon todo\b/g, 'com tudo'],
  [/\bsin mi\b/g, 'sem mim'],
  [/\bme intente (?=matar|suicidar|ahorcar|cortar)/g, 'tentei me '],
  [/\bsoy una carga\b/g, 'sou um peso'],
  [/\bsi (?=(?:yo|me|muero|desaparezco|no)\b)/g, 'se '],
  [/\bme muera\b/g, 'eu morra'],
  [/\bse (?:iba|va|quiere|queria) a tirar\b/g, 'ia se jogar'],
  [/\bmas (?=(?:rapid[oa]|facil|fuerte)\b)/g, 'mais '],
  [/\bacab(a|e|ar) todo\b/g, 'acab$1 tudo'],
  // "morir de risa", "de la vergüenza": the idioms the rules already know in Portuguese.
  [/\bde (?:la )?(risa|verguenza|pena|hambre|miedo|sueno|aburrimiento)\b/g, 'de $1'],
  [/\b(?:me )?voy a (matar|morir|tirar|suicidar|cortar|ahorcar)(?:me)?\b/g, 'vou me $1'],
  [/\bse (?:va|iba) a (matar|cortar|ahorcar|suicidar)\b/g, 'vai se $1'],
  [/\bse corto (?=(?:otra|de nuevo|los|las|el|con)\b)/g, 'se cortou '],
  [/\botra vez\b/g, 'de novo'],
  [/\bsi me pasa algo\b/g, 'se acontecer algo comigo'],
  [/\bgracias por todo\b/g, 'obrigado por tudo'],
  [/\b(?:pa|para) no (?:despertar|despertarme|amanecer)\b/g, 'para nao acordar'],
  [/\bsueno con\b/g, 'sonho com'],
  [/\bmi papa\b/g, 'meu pai'],
  [/\bmi mama\b/g, 'minha mae'],
  [/\bme arane\b/g, 'me arranhei'],
  [/\bya no doy mas\b/g, 'nao aguento mais'],
  [/\bseguir viviendo\b/g, 'continuar vivendo'],
  [/\b(?:y|e) no despertar(?:me)?\b/g, 'e nao acordar'],
  [/\bde la vida\b/g, 'da vida'],
  [/\bme tiro (?=(?:del|de la|por la|al)\b)/g, 'me jogo '],
  [/\bse encerro\b/g, 'se trancou'],
  [/\bse suicido\b/g, 'se suicidou'],
  [/\bhacerme (?:mas )?dano\b/g, 'me machucar'],
  [/\blo que voy a hacer\b/g, 'o que vou fazer'],
  [/\bme conto\b/g, 'me contou'],
  [/\bse despedia\b/g, 'se despedindo'],
  [/\bir(?:se|me) de este mundo\b/g, 'ir embora deste mundo'],
  [/\bintentando (ahogarse|matarse|cortarse|ahorcarse)\b/g, 'tentando $1'],
  // French
  [/\bm'?a dit\b/g, 'me disse'],
  [/\b(?:il|elle) a dit\b/g, 'disse'],
  [/\ba poste\b/g, 'postou'],
  [/\ba ecrit\b/g, 'escreveu'],
  [/\ba tout donne\b/g, 'deu todas as coisas'],
  [/\bs'?est enfermee?\b/g, 'se trancou'],
  [/\bsans (lui|elle)\b/g, 'sem $1'],
  [/\bma (?=(?:soeur|mere|fille|cousine|amie|femme|tante|niece|voisine|colocataire)\b)/g, 'minha '],
  [/\b(?:je )?n'?en peux plus\b/g, 'nao aguento mais'],
  [/\bj'?ai envie de\b/g, 'tenho vontade de'],
  [/\bplus envie de\b/g, 'mais vontade de'],
  [/\bje n'?ai plus\b/g, 'eu nao tenho mais'],
  [/\bmettre fin a (?:mes jours|ma vie)\b/g, 'acabar com a minha vida'],
  [/\braison de vivre\b/g, 'motivo para viver'],
  [/\bne (\w+) plus\b/g, 'nao $1 mais'],
  [/\bne jamais\b/g, 'nunca mais'],
  [/\bne (\w+) jamais\b/g, 'nao $1 nunca'],
  [/\bsi (?=(?:je|j|tu|il|elle)\b)/g, 'se '],
  [/\bne (?=(?:veux|peux|supporte|vois|sers)\b)/g, 'nao '],
  [/\bdire au revoir\b/g, 'dizer adeus'],
  [/\b(?:a|ont) fait une tentative\b/g, 'tentou se matar'],
  [/\ben finir\b/g, 'acabar com tudo'],
  [/\bme faire du mal\b/g, 'me machucar'],
  [/\bsans moi\b/g, 'sem mim'],
  [/\bla vie\b/g, 'a vida'],
  [/\bpour toujours\b/g, 'para sempre'],
  [/\btout le monde\b/g, 'todo mundo'],
  [/\b(?:s|m)'?est pendu\b/g, 'se enforcou'],
  [/\b(me|se) pendre\b/g, '$1 enforcar'],
  [/(?<!\b(?:une|la|cette|chaque|autre) )\bpersonne\b/g, 'ninguem'],
  // Haitian Creole
  [/\bmanman (?:mwen|m)\b/g, 'minha mae'],
  [/\bpapa (?:mwen|m)\b/g, 'meu pai'],
  [/\bpitit (?:mwen|m)\b/g, 'meu filho'],
  [/\bmadanm (?:mwen|m)\b/g, 'minha esposa'],
  [/\bmari (?:mwen|m)\b/g, 'meu marido'],
  [/\bzanmi (?:mwen|m)\b/g, 'meu amigo'],
  [/\bl (?=(?:pa|vle|ap)\b)/g, 'ele '],
  [/\bkoupe ponyet\b/g, 'cortou o pulso'],
  [/\btouye tet (?:mwen|m)\b/g, 'me matar'],
  [/\bfe tet (?:mwen|m) mal\b/g, 'me machucar'],
  [/\bfini ak lavi\b/g, 'acabar com a vida'],
  [/\btouye tet li\b/g, 'se matar'],
  [/\bli (?=(?:vle|di|pa|ap)\b)/g, 'ele '],
  [/\bfre (?:mwen|m)\b/g, 'meu irmao'],
  [/\bpa (?=(?:vle|ka|bezwen|we|gen|konn|reveye)\b)/g, 'nao '],
  [/\b(?:mwen|m) (?=(?:vle|ap|pa|nao|te|pral|fatige|bouke)\b)/g, 'eu '],
  [/\bpou tout tan\b/g, 'para sempre'],
  [/\bka kenbe\b/g, 'aguento'],
];

/** The same, word by word (Spanish, French, Haitian Creole; none of them a Portuguese word). */
const OTHER_LANGUAGE_WORDS: Readonly<Record<string, string>> = {
  // Spanish
  morir: 'morrer',
  morirme: 'morrer',
  morirse: 'morrer',
  muera: 'morra',
  muerto: 'morto',
  muerta: 'morta',
  muerte: 'morte',
  quiero: 'quero',
  quiere: 'quer',
  quisiera: 'queria',
  vivir: 'viver',
  matarme: 'me matar',
  matarse: 'se matar',
  suicidarme: 'me suicidar',
  suicidarse: 'se suicidar',
  tengo: 'tenho',
  tiene: 'tem',
  ganas: 'vontade',
  aguanto: 'aguento',
  aguantar: 'aguentar',
  soporto: 'suporto',
  puedo: 'posso',
  nadie: 'ninguem',
  mejor: 'melhor',
  sin: 'sem',
  pastillas: 'comprimidos',
  pastilla: 'comprimido',
  cortarme: 'me cortar',
  cortarse: 'se cortar',
  navaja: 'navalha',
  cuchillo: 'faca',
  cuchilla: 'lamina',
  soga: 'corda',
  cuerda: 'corda',
  ahorcarme: 'me enforcar',
  ahorcarse: 'se enforcar',
  ahorcar: 'enforcar',
  tirarme: 'me jogar',
  tirarse: 'se jogar',
  puente: 'ponte',
  adios: 'adeus',
  despedirme: 'me despedir',
  desaparezco: 'desapareco',
  estoy: 'estou',
  soy: 'sou',
  sangre: 'sangue',
  brazos: 'bracos',
  munecas: 'pulsos',
  hermano: 'irmao',
  hermana: 'irma',
  hija: 'filha',
  hijo: 'filho',
  hijos: 'filhos',
  novio: 'namorado',
  novia: 'namorada',
  abuela: 'avo',
  abuelo: 'avo',
  mi: 'meu',
  mis: 'meus',
  dice: 'diz',
  dijo: 'disse',
  habla: 'fala',
  ojala: 'tomara que',
  ya: 'ja',
  pienso: 'penso',
  despertarme: 'acordar',
  dolor: 'dor',
  y: 'e',
  con: 'com',
  intente: 'tentei',
  murio: 'morreu',
  yo: 'eu',
  estuviera: 'estivesse',
  estarian: 'estariam',
  perdon: 'perdao',
  fracaso: 'fracasso',
  manera: 'maneira',
  fuerte: 'forte',
  dios: 'deus',
  sobrino: 'sobrinho',
  sobrina: 'sobrinha',
  cunado: 'cunhado',
  cunada: 'cunhada',
  mujer: 'mulher',
  companero: 'companheiro',
  companera: 'companheira',
  jefe: 'chefe',
  pana: 'amigo',
  parcero: 'amigo',
  parce: 'amigo',
  chica: 'moca',
  senor: 'senhor',
  clienta: 'cliente',
  quema: 'queima',
  quemo: 'queimo',
  quemarme: 'me queimar',
  ahogarse: 'se afogar',
  ahogarme: 'me afogar',
  perdoname: 'me perdoa',
  hacer: 'fazer',
  encerrarme: 'me trancar',
  lastimo: 'machuco',
  lastimarme: 'me machucar',
  gillette: 'gilete',
  cabeza: 'cabeca',
  pared: 'parede',
  noche: 'noite',
  intento: 'tentou',
  necesitar: 'precisar',
  merezco: 'mereco',
  viviendo: 'vivendo',
  techo: 'telhado',
  azotea: 'laje',
  borde: 'beirada',
  soltarme: 'me soltar',
  reflexion: 'reflexao',
  cucarachas: 'baratas',
  matarnos: 'nos matar',
  dormirme: 'dormir',
  escopeta: 'espingarda',
  deje: 'deixei',
  dejo: 'deixou',
  dejar: 'deixar',
  dejarme: 'me deixar',
  trague: 'engoli',
  cuanto: 'quanto',
  cuantos: 'quantos',
  cuantas: 'quantas',
  es: 'e',
  estan: 'estao',
  duermo: 'durmo',
  debajo: 'debaixo',
  almohada: 'travesseiro',
  soledad: 'solidao',
  bastan: 'bastam',
  gracias: 'obrigado',
  fue: 'foi',
  hablar: 'falar',
  necesito: 'preciso',
  el: 'o',
  un: 'um',
  una: 'uma',
  dinero: 'dinheiro',
  regale: 'dei',
  vecina: 'vizinha',
  vecino: 'vizinho',
  llorar: 'chorar',
  llorando: 'chorando',
  llame: 'liguei',
  llamo: 'ligo',
  llamar: 'ligar',
  duele: 'doi',
  pecho: 'peito',
  colchon: 'colchao',
  cuando: 'quando',
  anticonceptivos: 'anticoncepcionais',
  muchacho: 'rapaz',
  muchacha: 'moca',
  senora: 'senhora',
  patrona: 'patroa',
  alumna: 'aluna',
  alumno: 'aluno',
  hace: 'faz',
  amanecer: 'amanhecer',
  otra: 'outra',
  escribio: 'escreveu',
  risa: 'rir',
  despidio: 'despediu',
  rasguno: 'arranho',
  perdonenme: 'me perdoem',
  verguenza: 'vergonha',
  hambre: 'fome',
  miedo: 'medo',
  sueno: 'sono',
  aburrimiento: 'tedio',
  // French
  je: 'eu',
  veux: 'quero',
  voudrais: 'queria',
  mourir: 'morrer',
  meurs: 'morrer',
  tuer: 'matar',
  suicider: 'suicidar',
  disparaitre: 'desaparecer',
  vivre: 'viver',
  fatigue: 'cansado',
  fatiguee: 'cansada',
  vie: 'vida',
  toujours: 'sempre',
  reveiller: 'acordar',
  fardeau: 'fardo',
  mieux: 'melhor',
  mort: 'morto',
  suis: 'sou',
  comprimes: 'comprimidos',
  cachets: 'comprimidos',
  pilules: 'comprimidos',
  corde: 'corda',
  adieu: 'adeus',
  dit: 'diz',
  pere: 'pai',
  mere: 'mae',
  fils: 'filho',
  fille: 'filha',
  femme: 'mulher',
  oncle: 'tio',
  tante: 'tia',
  voisin: 'vizinho',
  voisine: 'vizinha',
  colocataire: 'colega',
  serions: 'ficariamos',
  serait: 'ficaria',
  seraient: 'ficariam',
  veut: 'quer',
  mon: 'meu',
  neveu: 'sobrinho',
  niece: 'sobrinha',
  kouto: 'faca',
  vivan: 'vivo',
  et: 'e',
  tentative: 'tentativa',
  dernier: 'ultimo',
  derniere: 'ultima',
  message: 'mensagem',
  il: 'ele',
  elle: 'ela',
  achete: 'comprou',
  cousin: 'primo',
  cousine: 'prima',
  ami: 'amigo',
  amie: 'amiga',
  collegue: 'colega',
  frere: 'irmao',
  soeur: 'irma',
  // Haitian Creole
  mouri: 'morrer',
  touye: 'matar',
  lanmo: 'morte',
  lavi: 'vida',
  viv: 'viver',
  vle: 'quero',
  anko: 'mais',
  denye: 'ultima',
  mesaj: 'mensagem',
  grenn: 'comprimidos',
  pwazon: 'veneno',
  disparet: 'desaparecer',
  reveye: 'acordar',
  domi: 'dormir',
  bondye: 'deus',
  rezon: 'motivo',
  pou: 'para',
  we: 'vejo',
  zanmi: 'amigo',
};
const OTHER_LANGUAGE_WORD_MAP: ReadonlyMap<string, string> = new Map(Object.entries(OTHER_LANGUAGE_WORDS));

/**
 * A text in which OTHER_LANGUAGE_PHRASES may apply: one of the words above, or a word or phrase only those phrases
 * use. Most texts are Portuguese and skip the tables.
 */
const OTHER_LANGUAGE_HINT_WORDS: ReadonlySet<string> = new Set([
  ...Object.keys(OTHER_LANGUAGE_WORDS),
  ...['ne', 'voy', 'veo', 'hay', 'despierto', 'quitarme', 'quitarse', 'quitarte', 'quite', 'tout', 'pour'],
  ...['sans', 'finir', 'faire', 'pendu', 'pendre', 'tet', 'kenbe', 'fre', 'iba', 'sueno', 'arane', 'peux'],
  ...['mettre', 'raison'],
]);
const OTHER_LANGUAGE_HINT_PHRASE =
  /\b(?:se va a|j'?ai envie|plus envie|m'?a dit|a poste|a ecrit|a tout donne|(?:manman|papa|pitit|madanm|zanmi) (?:mwen|m))\b/;
const WORD = /[a-z]+/g;

/** Whether a normalised text holds a word of the tables above (a loop over its words: quicker than one alternation). */
function hasOtherLanguage(normalized: string): boolean {
  WORD.lastIndex = 0;
  for (let match = WORD.exec(normalized); match !== null; match = WORD.exec(normalized))
    if (OTHER_LANGUAGE_HINT_WORDS.has(match[0])) return true;
  return OTHER_LANGUAGE_HINT_PHRASE.test(normalized);
}

/** Spanish, French and Haitian Creole read as Portuguese (OTHER_LANGUAGE_PHRASES, then word by word). */
function fromOtherLanguages(normalized: string): string {
  if (!hasOtherLanguage(normalized)) return normalized;
  let read = normalized;
  for (const [pattern, replacement] of OTHER_LANGUAGE_PHRASES) read = read.replace(pattern, replacement);
  return read.replace(WORD, (word) => OTHER_LANGUAGE_WORD_MAP.get(word) ?? word);
}

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
  const local = fromOtherLanguages(
    normalized
      .replace(/\b(?:k{2,}|(?:ha){2,}h?|(?:he){2,}|(?:rs)+)\b/g, ' . ')
      .replace(/([a-z])\1\1+/g, (_run, letter: string) =>
        letter === 'r' || letter === 's' ? letter + letter : letter,
      )
      .replace(/([rs])\1\b/g, '$1')
      .replace(/\b(p|c)\/ ?/g, (_slash, letter: string) => (letter === 'p' ? 'para ' : 'com '))
      // "tão" after a verb is "so" ("seria tão bom"), not the shorthand for "estão" ("eles tão cansados").
      .replace(/\b(seria|e|era|foi|estou|to|sou|ficaria|fica|ta|esta|parece|sinto) tao\b/g, '$1'),
  );
  return (
    local
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
