import { closestKind, crisisModelProbability, crisisModelThreshold } from './crisis-model.ts';
import { normalizeForCrisis } from './normalize.ts';

/**
 * Phrasings that suggest a risk of suicide or self-harm, in Brazilian Portuguese as people write it to a
 * mentor in an app. A match makes both providers answer with care and point to CVV instead of coaching.
 * When unsure we lean towards caring: a false alarm costs a kind message, a miss costs far more.
 *
 * How a text is read (measured on crisis-corpus.ts, whose header states the rules for hard cases):
 * 1. normalizeForCrisis: lower case, no accents, "morrerrr" → "morrer", chat shorthand and common misspellings
 *    spelled out ("qeuro", "mtar", "kms"), leetspeak ("m0rr3r") and spaced letters ("s u i c i d i o") undone,
 *    emoji that name a means ("💊", "🔪") kept as words.
 * 2. Clauses: split on sentence punctuation, emoji, laughter and "mas", "porém", "só que"; a comma closes a
 *    thought for the patterns that need the clause to end ("não aguento mais," versus "não aguento mais o
 *    barulho das notificações").
 * 3. Idioms are blanked out before any pattern runs ("morri de rir", "me mata de vergonha", "matar o tempo",
 *    "a bateria morreu", "essa prova vai me matar"), as is what someone else said ("ela disse que queria
 *    morrer").
 * 4. Patterns by kind. A match is dropped when a negation governs it ("nunca pensei em me matar", "não quero
 *    morrer, só dormir melhor", "faz um ano que não me corto"); a self-injury is dropped when its clause
 *    names an accident ("me cortei fazendo a barba"); the words "suicídio" and "automutilação" are dropped
 *    when their clause is about someone else or the news and not about the writer ("meu amigo tentou
 *    suicídio", "vi uma notícia sobre suicídio").
 * 5. After the phrase rules, a general layer reads structures rather than phrasings: a wish, thought or decision
 *    verb with a death or self-harm object a few words on; means with a purpose; questions about what kills; the
 *    shapes of passive ideation, farewells and hopelessness. Its own checks: a verb whose subject is someone else
 *    ("o personagem queria morrer"), a denial given as an answer ("... e eu disse que não"), and distant history
 *    with the present said to be well ("anos atrás eu me cortava, hoje estou bem"), are not a crisis.
 * 6. When nothing matched, a second reading of the clauses that change without filler adverbs ("muito", "de
 *    verdade", "às vezes", "seriamente", "só", "já") and with the key verbs' subjunctive and conditional read as
 *    the infinitive ("se eu me jogasse", "me enforcaria", "se eu morresse"), so one inserted adverb or an
 *    inflected verb does not break a pattern.
 * Measured on phrasings written without seeing the rules: crisis-heldout.ts (see crisis-corpus.test.ts).
 */
export type CrisisKind =
  'ideation-active' | 'ideation-passive' | 'plan' | 'means' | 'self-harm' | 'farewell' | 'hopelessness';

interface Rule {
  kind: CrisisKind;
  /** The pattern cannot match unless one of these appears in the text: a cheap test that skips most rules. */
  gate: readonly string[];
  pattern: RegExp;
  /** Self-injury verbs: dropped when the clause names an accident. */
  injury?: 'always' | 'with-intent';
  /** A bare keyword ("suicídio"): dropped when the clause is only about someone else or the news. */
  keyword?: true;
  /** Dropped when the clause matches this ("uma carta pra mim mesma no fim do detox"). */
  unless?: RegExp;
  /** A verb without a subject of its own ("queria morrer"): dropped when someone else is its subject. */
  selfOnly?: true;
  /** Kept only when the whole text matches this: words that mean the writer's life only with it ("prefiro encurtar"). */
  onlyWith?: RegExp;
}

/** A clause or thought ends here: a comma, a clause boundary or the end of the text. */
const END = String.raw`(?=\s*(?:[,|]|$))`;
/** A sentence ends here (a comma is not enough): for "adeus", which also starts "adeus, notificações". */
const SENTENCE_END = String.raw`(?=\s*(?:\||$))`;
const ADVERBS = String.raw`(?: (?:muito|tanto|so|logo|mesmo|de verdade|seriamente|realmente|ja|as vezes|todo dia|sempre|simplesmente|apenas|um pouco|demais))*`;
const WISH = String.raw`(?:quero|queria|preferia|prefiro|preferiria|gostaria de|vontade de|desejo de|mereco|merecia|deveria|devia|(?:penso|pensei|pensando|pensar|pensado|pensava)(?: muito| bastante| tanto| sempre| seriamente| demais)? em|cogito|cogitando|cogitei|planejo|planejando|plano de|planos de|coragem de|decidi|seria melhor|melhor|seria bom|seria mais facil)`;
const PILLS = String.raw`(?:remedios?|comprimidos?|pilulas?|calmantes?|rivotril|clonazepam|paracetamol|dipirona|ibuprofeno|tylenol|diazepam|alprazolam|zolpidem|fluoxetina|sertralina|amitriptilina|quetiapina|insulina|antidepressivos?|tarja preta|soniferos?)`;
const HEIGHTS = String.raw`(?:predio|ponte|janela|viaduto|sacada|varanda|terraco|laje|andar|apartamento|penhasco|abismo|precipicio|cobertura|telhado|passarela|carro|carros|onibus|metro|trem|caminhao|moto|trilhos?|linha do trem)`;
const APPS = String.raw`(?:redes?|rede social|redes sociais|grupos?|insta|instagram|whatsapp|zap|tiktok|twitter|x|facebook|face|youtube|app|apps|aplicativos?|celular|internet|chat|online)`;

/** Wishing, thinking, planning or deciding, in the first person (or the infinitive: "é errado querer morrer?"). */
const INTENT_VERB = String.raw`(?:quero|queria|querendo|querer|vontade|desejo|desejando|penso|pensei|pensando|pensar|pensava|pensado|pensa|pensamentos?|ideias?|imagino|imaginando|imaginei|fantasio|fantasiando|fantasiei|planejo|planejando|planejei|plano|planos|decidi|decidid[oa]|determinad[oa]|coragem|tentar|tentei|tento|torco|tomara|rezo|peco|espero|sonho|prefiro|preferia|gostaria|cogito|cogitando|cogitei|preciso)`;
/** Up to n words that do not negate or turn what follows into fear ("quero viver e não morrer", "medo de morrer"). */
const WINDOW = (n: number) => String.raw`(?:,? (?!(?:nao|nunca|jamais|medo|sem|ninguem)\b)\S+){0,${n}}`;
/** Dying or killing oneself as an object; "morrer" not as a prediction ("achei que ia morrer" in a panic attack). */
const DEATH = String.raw`(?:(?<!\b(?:ia|iria|fosse|vou|vai|vamos|pode|podia|posso|possa|poderia|achei que|acho que|medo de) )morrer\b|me (?:matar|mate|mato|mataria|matasse|matando|suicidar)\b|suicid\w*|(?:tirar|acabar com|dar (?:um )?fim (?:a|na|em)|por fim (?:a|na|em)) (?:a )?minha (?:propria )?vida\b|minha (?:propria )?morte\b|acabar comigo\b|(?:deixar|parar) de existir\b(?!,? (?:online|virtualmente|nas? \S+|n[oa]s? \S+|d[aoe]s? ${APPS}\b))|nao existir\b(?!,? (?:online|nas? \S+|n[oa]s? \S+))|estar mort[oa]\b|eu morr(?:a|esse)\b)`;
/** Dying, in any tense and person the writer uses of themself ("morresse", "morreria", "morra", "morro"). */
const DIE = String.raw`(?:morrer|morresse|morreria|morra|morrendo)`;
/** Not being alive or here, as the object of "seria bom", in any of the forms people use. */
const NOT_BEING = String.raw`(?:${DIE}|me (?:matar|matasse|mataria)|(?:parar|deixar|parasse|deixasse) de existir(?=${END}| (?:de vez|para sempre|logo|mais|e\b))|(?:nao|nem|nunca mais) (?:existir|existisse)(?=${END}| (?:de vez|para sempre|mais|nesse mundo|neste mundo|e\b))|(?:nao|nem|nunca mais) (?:acordar|acordasse|estar (?:mais )?aqui|estivesse (?:mais )?aqui|ter nascido|tivesse nascido)|(?:sumir|sumisse|desaparecer|desaparecesse) (?:de vez|para sempre|do mundo|desse mundo|e nunca mais)|(?:dormir|apagar|descansar) para sempre|(?:apagar|descansar) de vez)(?!,? (?:online|nas? \S+|n[oa]s? \S+|d[aoe]s? ${APPS}\b|de (?:rir|vergonha|sono|fome|tedio|saudade)))`;
/** "Good", "a relief", "easier": what the wish is said to be. */
const GOOD_WORD = String.raw`(?:bom|boa|melhor|otimo|facil|mais facil|um alivio|alivio|um descanso|uma paz|uma libertacao|libertador|perfeito|a saida|a solucao)`;
const GOOD = String.raw`(?:seria|ia ser|vai ser|era|fosse|parece|deve ser|seria mais|ficaria)(?: \S+)? ${GOOD_WORD}`;
/** A blade in everyday use: shaving, hair, nails (session 33's rules: "to no banheiro com a gilete fazendo a barba"). */
const GROOMING = /\b(?:barba|bigode|depil\w*|cabelo|unhas?|sobrancelhas?|raspar|raspo|raspei|raspando)\b/;
/** Means named as an object: blades, weapons, rope, poison, pills. */
const MEANS_OBJECT = String.raw`(?:faca|facas|gilete|giletes|lamina|laminas|estilete|navalha|arma|revolver|pistola|espingarda|corda|veneno|chumbinho|${PILLS}|cartelas?)`;
const MEANS_GATE = [
  'faca',
  'gilete',
  'lamina',
  'estilete',
  'navalha',
  'arma',
  'revolver',
  'pistola',
  'espingarda',
  'corda',
  'veneno',
  'chumbinho',
  'remedio',
  'comprimido',
  'pilula',
  'calmante',
  'rivotril',
  'clonazepam',
  'antidepressiv',
  'tarja preta',
  'sonifero',
  'cartela',
];
/** A thought about the means at hand: looking at it, thinking of using it, waiting. */
const MEANS_THOUGHT = String.raw`(?:(?:so )?pens(?:o|ando|ei)(?:${END}| nisso| em (?:usar|tomar (?:tudo|tod)|engolir|acabar com|fazer isso|fazer besteira))|olhando (?:para )?(?:el[ae]s?|isso)${END}|encarando|esperando${END}|esperando (?:a hora|o momento|coragem|todo mundo)|(?:so )?falta (?:a )?coragem|tomar (?:tudo|tod[oa]s)|engolir (?:tudo|tod[oa]s)|usar (?:nel[ae]|em mim|contra mim)|com vontade de (?:usar|tomar))`;
/** Recent, as said of cuts and marks. */
const FRESH = String.raw`(?:novos|novas|recentes|frescos|frescas|de ontem|de hoje|dessa semana|desta semana)`;
const BODY = String.raw`(?:braco|bracos|pulso|pulsos|coxa|coxas|perna|pernas|barriga|pele|corpo)`;

/** Life "grudada no celular" is the programme's topic, not a crisis. */
const NOT_APP = String.raw`(?! (?:grudad|pres[oa]|viciad|conectad|online|no celular|nas redes|em funcao|rolando|no feed)\w*)`;

const rx = (source: string) => new RegExp(source, 'g');

const rules: readonly Rule[] = [
  // Active ideation: wanting to die or to kill oneself, thinking about it, having tried.
  {
    kind: 'ideation-active',
    gate: ['morr', 'mort'],
    pattern: rx(String.raw`\b${WISH}${ADVERBS} (?:morrer|morre|estar mort[oa]|ser mort[oa])\b`),
  },
  {
    kind: 'ideation-active',
    gate: ['morr', 'morte', 'matar', 'sumir', 'existir', 'desaparecer'],
    pattern: rx(
      String.raw`\b(?:desejo|vontade|sonho|plano|objetivo|unica saida|unica solucao|solucao) (?:e|seria) (?:morrer|a morte|me matar|sumir|nao existir|desaparecer)\b`,
    ),
  },
  {
    // The wish in Spanish and in Haitian Creole, as immigrants write it beside their Portuguese (session 31).
    kind: 'ideation-active',
    gate: ['quiero', 'matarme', 'suicidarme', 'quitarme', 'mouri', 'touye'],
    pattern: rx(
      String.raw`(?<!\bno )\b(?:(?:me )?quiero (?:morir|morirme|matarme|suicidarme)|me quiero (?:morir|matar)|voy a (?:matarme|suicidarme)|quitarme la vida|(?:mwen )?vle mouri|touye tet (?:mwen|m))\b(?! de (?:la |el )?(?:risa|verguenza|hambre|sueno|calor|frio|amor|ganas|envidia|miedo|pena))`,
    ),
  },
  {
    kind: 'ideation-active',
    gate: ['mat'],
    pattern: rx(
      String.raw`(?<!\b(?:vai|vao|ia|iam|quer|querem|vai acabar|vao acabar|esta|estao|vai querer) )\b(?:me matar|me mato|me matando|me matei|matar-me|mato-me)\b`,
    ),
  },
  {
    kind: 'ideation-active',
    gate: ['me mata'],
    pattern: rx(
      String.raw`\b(?:quero|queria|vou|penso em|pensei em|pensando em|vontade de|tentar|tentei|coragem de|decidi) me mata\b`,
    ),
  },
  {
    kind: 'ideation-active',
    gate: ['se matar'],
    pattern: rx(
      String.raw`\b(?:penso|pensei|pensando|pensado|pensar|vontade|quero|queria|tentei|tentar|coragem) (?:em |de )?se matar\b|\ba gente (?:\w+ ){0,3}se matar\b`,
    ),
  },
  {
    kind: 'ideation-active',
    gate: ['cid', 'sid'],
    pattern: rx(String.raw`\bsui?(?:c|s|ss|sc)id\w*`),
    keyword: true,
  },
  {
    kind: 'ideation-active',
    gate: ['vida'],
    pattern: rx(
      String.raw`\b(?:tirar|acabar com|por fim (?:a|na|em)|dar (?:um )?fim (?:a|na|em)|encerrar) (?:a )?(?:minha )?(?:propria )?vida\b(?! (?:social|digital|online|amorosa|profissional|virtual|nas redes|no celular))`,
    ),
  },
  {
    kind: 'ideation-active',
    gate: ['tudo'],
    pattern: rx(
      String.raw`\b(?:acabar|acabo|acabando|terminar|dar (?:um )?fim|por (?:um )?fim) (?:com |em |a |nisso |n?isso )?tudo(?: isso)?(?: (?:de uma vez|hoje|logo|agora|hoje a noite|de vez))?${END}`,
    ),
  },
  {
    kind: 'ideation-active',
    gate: ['nisso', 'mesmo', 'fazer isso'],
    pattern: rx(
      String.raw`\b(?:eu )?tambem (?:ja )?(?:penso|pensei|pensava|tenho pensado|quero|queria|tenho vontade|sinto vontade|tentei) (?:nisso|em fazer o mesmo|fazer o mesmo|o mesmo|em fazer isso|fazer isso)\b|\b(?:penso|pensei|pensando|vontade de|quero|queria) (?:em )?fazer o mesmo\b`,
    ),
  },
  {
    kind: 'ideation-active',
    gate: ['mort', 'morr'],
    pattern: rx(
      String.raw`\b(?:penso|pensei|pensando|pensamentos?|ideias?|pensar) (?:muito )?(?:em morte|na morte|de morte|sobre a morte|em morrer|de morrer)\b(?! d[aoe]s? )`,
    ),
    // Grief: someone died and the writer thinks about death ("o vizinho morreu, fiquei pensando na morte").
    unless: /\b(?:morreu|faleceu|falecimento|luto|velorio|enterro)\b/,
  },
  {
    kind: 'ideation-active',
    gate: ['besteira', 'loucura', 'bobagem'],
    pattern: rx(
      String.raw`\b(?:(?:medo de|vontade de|vou|posso|quase|pensando em|pensei em) fazer|faco|faria|cometer|cometo) (?:uma |alguma )?(?:besteira|loucura|bobagem)(?: comigo)?${END}`,
    ),
  },

  // Passive ideation: not wanting to wake up, to exist, to go on.
  {
    kind: 'ideation-passive',
    gate: ['acordar'],
    pattern: rx(
      String.raw`\b(?:dormir|pegar no sono|deitar|ir dormir|apagar)(?: \w+)?(?: e| para) (?:nunca mais|nao|jamais) (?:mais )?acordar\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['acordar', 'existir', 'nascido', 'estar aqui', 'estar viv'],
    pattern: rx(
      String.raw`\b(?:queria|quero|preferia|prefiro|seria melhor|melhor seria|melhor|seria bom|seria otimo|vontade de|so queria)(?: \w+)? (?:nunca mais|nunca|nao) (?:mais )?(?:acordar(?! (?:cedo|tarde|as \d|com|para|e ver|e pegar))|existir|ter nascido|estar aqui|estar viv[oa])\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['mort'],
    pattern: rx(
      String.raw`\b(?:queria|quero|preferia|prefiro|seria melhor) (?:estar|ser|ficar) mort[oa]s?\b|\bmelhor mort[oa]\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['sumir', 'desaparecer', 'existir', 'evaporar', 'embora'],
    pattern: rx(
      String.raw`\b(?:quero|queria|preferia|prefiro|vontade de|queria poder|desejo de|penso em|pensando em)${ADVERBS} (?:sumir|desaparecer|nao existir|deixar de existir|evaporar|ir embora (?:para sempre|desse mundo|deste mundo))(?: (?:daqui|as vezes|de tudo|de todos|de todo mundo|um pouco|agora|hoje|mesmo|de verdade))*(?:${END}| (?:para sempre|de vez|do mundo|desse mundo|deste mundo|da face da terra|e nunca mais voltar|sem deixar rastro))`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['se eu'],
    pattern: rx(
      String.raw`\bse eu (?:morresse|sumisse|desaparecesse|nao existisse|nao estivesse (?:mais )?aqui|nao acordasse|me matasse|partisse|fosse embora (?:para sempre|de vez|desse mundo|deste mundo))\b(?! d[aoe]s? ${APPS}\b)`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['viver', 'existir', 'vida'],
    pattern: rx(
      String.raw`\b(?:cansad[oa]s?|cansei) (?:de|da) (?:viver|existir|vida)\b(?! (?:grudad|pres[oa]|viciad|conectad|online|no celular|nas redes|em funcao)\w*)`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['viv', 'existir'],
    pattern: rx(
      String.raw`\bnao (?:quero|queria|aguento|consigo|tenho vontade de|tenho forcas? (?:para|de)|suporto) (?:mais )?(?:viver|existir|continuar vivend[oa]|continuar viv[oa]|estar viv[oa]|seguir vivendo)\b(?! (?:grudad|pres[oa]|viciad|conectad|online|no celular|nas redes|em funcao)\w*)`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['estar aqui', 'continuar', 'seguir'],
    pattern: rx(String.raw`\bnao (?:quero|aguento|consigo) (?:mais )?(?:estar aqui|continuar|seguir)${END}`),
  },
  {
    kind: 'ideation-passive',
    gate: ['morrer'],
    pattern: rx(String.raw`\bnao (?:consigo|posso) (?:so |simplesmente |logo )?morrer\b`),
  },
  {
    kind: 'ideation-passive',
    gate: ['viv', 'existir', 'continuar', 'seguir', 'lutar'],
    pattern: rx(
      String.raw`\b(?:sem|nao tenho|perdi a|perdi toda a|nao sinto|zero|nenhuma) (?:mais )?(?:vontade|forca|forcas|motivo|motivos|razao|razoes) (?:de|para) (?:viver|continuar vivend[oa]|continuar viv[oa]|existir|(?:continuar|seguir|lutar)${END})`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['continuar', 'viver', 'seguir', 'existir', 'estar aqui', 'estar viv'],
    pattern: rx(
      String.raw`\bnao vejo (?:mais )?(?:porque|por que) (?:continuar|seguir) (?:vivend[oa]|viv[oa]|respirando|existindo|acordando)\b|\bnao vejo (?:mais )?(?:nenhum |nenhuma )?(?:motivo|motivos|razao|razoes|sentido|porque)(?: nenhum| nenhuma| algum| alguma)? (?:para|de|em) (?:continuar|viver|seguir|existir|estar aqui|estar viv[oa])\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['nao sei'],
    pattern: rx(
      String.raw`\bnao sei (?:se (?:quero|vou|consigo) (?:continuar|seguir) (?:vivend[oa]|viv[oa]|aqui|existindo)|(?:mais )?(?:para|por) (?:que|o que) (?:viver|estou viv[oa]|eu vivo|existo|eu existo|continuar${END}|seguir${END}))`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['desist'],
    pattern: rx(
      String.raw`\b(?:desisti|desistir|desistindo|desisto) (?:de viver|da vida(?! (?:de (?!vez\b)|noturna|social|academica|profissional|artistica|religiosa|militar|a dois)\b)|de existir|de tudo${END}|vida\b(?! (?:de|do|da|dos|das|no|na|em|noturna|social|academica|profissional|digital|online|virtual|fitnes|saudavel|sedentaria|boa|facil|corrida|a dois)\b))`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['morr', 'mort', 'existir', 'sumir', 'para sempre'],
    pattern: rx(
      String.raw`\b(?:morrer|a morte|morto|morta|nao existir|sumir|dormir para sempre) (?:seria|parece|e|vai ser) (?:um alivio|a unica saida|a saida|a solucao|a unica solucao|melhor|o melhor|mais facil|uma libertacao|um descanso|a resposta|tao bom)\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['acidente', 'atropel', 'morr', 'acord', 'acertasse', 'matasse', 'levasse', 'pegasse', 'caisse'],
    pattern: rx(
      String.raw`\b(?:torco|rezo|espero|queria|quero|peco) (?:para|que|por) (?:\w+ ){0,3}(?:acidente|me atropel\w*|eu morr\w*|eu nao acord\w*)|\bse (?:um|uma|algum|alguma|o) (?:carro|onibus|caminhao|moto|raio|doenca|bala|aviao) (?:me )?(?:atropelasse|acertasse|matasse|levasse|pegasse|caisse)\b|\bacidente comigo\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['ninguem'],
    pattern: rx(
      String.raw`\bse eu (?:morr|sum|desaparec)\w* (?:\w+ ){0,3}ninguem\b|\bninguem (?:\w+ ){0,3}(?:sentir\w*|notar\w*|perceber\w*|ligar\w*|importar\w*|lembrar\w*) (?:\w+ ){0,2}(?:minha falta|de mim)\b|\bninguem (?:vai|ia|iria) sentir (?:a )?(?:minha )?falta${END}|\bninguem (?:\w+ ){0,2}(?:liga\w*|importa\w*|nota\w*|percebe\w*|sente\w*) (?:\w+ )?(?:se|quando) eu (?:morr|sum|desaparec|me mat|for embora|nao estiver|nao existir)\w*`,
    ),
  },

  {
    kind: 'ideation-passive',
    gate: ['acab', 'termin'],
    pattern: rx(
      String.raw`\b(?:queria|quero|so queria|so quero|torco para|rezo para|espero) que (?:tudo|tudo isso|isso tudo|a vida|a minha vida|minha vida|essa dor|o sofrimento)? ?(?:acabasse|terminasse|acabe|termine)(?:${END}| (?:logo|de vez|de uma vez|para sempre))|\b(?:logo|em breve) tudo (?:isso )?(?:vai )?(?:acabar|acaba)${END}|\btudo (?:isso )?vai acabar (?:logo|em breve)${END}`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['dor', 'sofr'],
    pattern: rx(
      String.raw`\b(?:quero|queria|so quero|so queria|preciso de|busco|buscava|so penso em) (?:o fim (?:da|de|do) (?:minha |meu |essa |esse )?(?:dor|sofrimento)|acabar com (?:essa|a|esse|o|meu|minha) (?:dor|sofrimento)|parar de sofrer)\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['levar', 'buscar', 'leve', 'acordar'],
    pattern: rx(
      String.raw`\b(?:deus|a morte) (?:bem que )?(?:podia|poderia|devia|deveria) me (?:levar|buscar)\b|\bque deus me leve\b|\bnao (?:quero|queria) mais acordar\b(?! (?:cedo|tarde|as \d))`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['peso', 'fardo', 'inferno', 'tortura', 'insuportavel', 'sentido'],
    pattern: rx(
      String.raw`\b(?:minha vida|viver|existir) (?:e|virou|se tornou) (?:so )?(?:um peso|um fardo|um inferno|uma tortura|insuportavel)\b|\b(?:qual o|que) sentido (?:de|em|tem) (?:continuar )?(?:viver|vivend[oa]|existir|estar aqui|continuar${END})`,
    ),
  },

  {
    kind: 'ideation-passive',
    gate: ['para sempre', 'tanto faz', 'pertenco', 'sentir'],
    pattern: rx(
      String.raw`\b(?:vou|quero|queria|so quero|so queria) dormir para sempre${END}|\btanto faz se eu (?:viver|vivo|morrer|morro|acordar|existir)\b|\bnao pertenco (?:a |ao )?(?:esse|este|nesse|neste) mundo\b|\b(?:queria|quero) (?:nao sentir (?:mais )?nada|parar de sentir (?:tudo|qualquer coisa))${END}`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['lutar', 'aguent'],
    pattern: rx(
      String.raw`\bcansad[oa]s? de lutar${END}|\bnao sei (?:quanto tempo|ate quando) (?:mais )?(?:eu )?(?:aguento|vou aguentar|consigo aguentar)${END}`,
    ),
  },

  // Plans and preparations.
  {
    kind: 'plan',
    gate: ['sei como', 'coragem'],
    pattern: rx(
      String.raw`\bja sei como (?:eu )?(?:vou fazer|fazer|vai ser|fazer isso|vou fazer isso|vou me matar|vou acabar)${END}|\bso (?:me )?falta (?:a )?coragem${END}`,
    ),
  },
  {
    kind: 'plan',
    gate: ['carta', 'bilhete', 'despedida'],
    pattern: rx(
      String.raw`\b(?:escrevi|deixei|fiz|escrevendo|escrever|deixar|deixando) (?:uma |um |umas |uns |as |os |minhas? |meus? )?(?:cartas?|bilhetes?) (?:de despedida|de adeus|explicando|para quando|para (?:a |o )?(?:minha|meu|meus|minhas) (?:familia|mae|pai|pais|filh[oa]s?|irma|irmao|irmaos|esposa|marido|namorad[oa]|amig[oa]s?))\b|\b(?:deixei|deixar|deixando) (?:uma |um )?(?:cartas?|bilhetes?)\b|\bminha (?:carta|mensagem) de despedida\b`,
    ),
    unless: new RegExp(
      String.raw`\b(?:mim mesm[oa]|meu eu|eu do futuro|detox|desafio|exercicio|vicio|${APPS})\b`,
    ),
  },
  {
    kind: 'plan',
    gate: ['escolhi', 'plano', 'planejado', 'pronto', 'decidido', 'planejei'],
    pattern: rx(
      String.raw`\b(?:ja )?escolhi (?:o dia|a data|a hora|o lugar|o jeito|como)${END}|\bja tenho (?:um|o) plano${END}|\bja (?:tenho|esta) tudo (?:planejado|pronto|decidido)${END}|\bplanejei tudo${END}`,
    ),
  },
  {
    kind: 'plan',
    gate: [
      'remedio',
      'comprimido',
      'pilula',
      'calmante',
      'rivotril',
      'clonazepam',
      'antidepressiv',
      'tarja preta',
      'sonifero',
      'veneno',
      'chumbinho',
      'paracetamol',
      'dipirona',
      'ibuprofeno',
      'tylenol',
      'diazepam',
      'alprazolam',
      'zolpidem',
      'fluoxetina',
      'sertralina',
      'amitriptilina',
      'quetiapina',
      'insulina',
    ],
    pattern: rx(
      String.raw`\b(?:(?:separei|separando|juntei|juntando|guardei|guardando|acumulei|acumulando|estocando|estoquei|escondi|escondendo) (?:os |as |uns |umas |varios |muitos |todos os |um monte de |bastante )?(?:(?:cartelas?|caixas?|vidros?|frascos?) de )?|(?:comprei|consegui) (?:varios |varias |muitos |muitas |todos os |um monte de |bastante |(?:varias |muitas |\d+ )?(?:cartelas?|caixas?|vidros?|frascos?) de ))(?:meus )?(?:${PILLS}|veneno|chumbinho)\b(?! (?:da receita|que o medico|do medico|para (?:a|o) (?:semana|mes|viagem)|na farmacia))`,
    ),
    // Kept away from children or pets, tidied, or bought for a named use: not a stock ("guardei os remédios no
    // armário alto", "comprei remédio para dormir").
    unless:
      /\bpara (?:dormir|dor de|gripe|febre|a gripe|alergia|enxaqueca|colica)\b|\b(?:crianca|criancas|filh[oa]s?|bebe|net[oa]s?|cachorro|gato|pets?|alcance|seguranca|vencid[oa]s?|validade|organizad[oa]s?|caixinha)\b/,
  },
  {
    kind: 'plan',
    gate: ['corda'],
    pattern: rx(
      String.raw`\b(?:comprei|estou com|tenho|arrumei|consegui|peguei|amarrei|separei) (?:uma |a )?corda\b(?! (?:de pular|para|de varal))`,
    ),
  },
  {
    kind: 'plan',
    gate: ['impedir', 'minhas coisas', 'precisar'],
    pattern: rx(
      String.raw`\bninguem (?:vai|pode|consegue|vai conseguir) me impedir(?:${END}| (?:dessa|desta) vez)|\b(?:doando|doei|doar|distribuindo|distribui|dei|dando) (?:todas )?(?:as )?minhas coisas\b|\bnao vou (?:mais )?precisar (?:mais )?(?:delas|deles|de nada)\b`,
    ),
  },
  {
    kind: 'plan',
    gate: ['morrer', 'matar', 'dose'],
    pattern: rx(
      String.raw`\b(?:quantos|quantas) (?:comprimidos|remedios|pilulas|caixas) (?:\w+ ){0,3}(?:para|de) (?:morrer|matar|me matar|se matar)\b|\b(?:formas|jeitos|maneiras|metodos|como) (?:\w+ ){0,2}(?:de|para) (?:morrer|me matar|se matar)\b|\bdose (?:letal|fatal)\b`,
    ),
  },

  {
    kind: 'ideation-passive',
    gate: ['velorio', 'enterro', 'funeral'],
    pattern: rx(String.raw`\b(?:meu|o meu) (?:velorio|enterro|funeral)\b`),
  },

  {
    kind: 'ideation-passive',
    gate: ['nascido', 'fechar os olhos'],
    pattern: rx(
      String.raw`\b(?:nao|nunca) (?:devia|deveria|era para) ter nascido\b|\bfechar os olhos e (?:nao|nunca mais) (?:abrir|acordar)\b`,
    ),
  },

  // Means: heights, traffic, pills, hanging, wrists, weapons, poison, drowning.
  {
    kind: 'means',
    gate: ['beira', 'parapeito', 'borda', 'no alto', 'em cima'],
    pattern: rx(
      String.raw`\b(?:na beira|no parapeito|na borda|na beirada|no alto|em cima) d[aoe]s? (?:\w+ )?(?:ponte|viaduto|predio|sacada|telhado|penhasco|laje|cobertura|trilhos?|janela)\b`,
    ),
  },
  {
    // Already past the railing, and a ceiling fan or beam tried for the body's weight (session 31).
    kind: 'means',
    gate: ['fora d', 'aguenta'],
    pattern: rx(
      String.raw`\b(?:pe|pes|perna|pernas|corpo) (?:\w+ )?(?:do lado de )?fora d[ao] (?:grade|mureta|parapeito|guarda-corpo|guarda corpo|sacada|janela)\b|\b(?:ventilador|viga|lustre|caibro|gancho)(?: de teto| do teto)? (?:\S+ ){0,2}aguenta (?:o )?meu peso\b`,
    ),
  },
  {
    kind: 'means',
    gate: ['tom', 'engol'],
    pattern: rx(
      String.raw`\b(?:tomei|tomar|tomo|engoli|engolir) (?:uns |umas |mais de |quase )?(?:\d{2,}|dez|quinze|vinte|trinta|quarenta|cinquenta|cem) (?:(?!gotas|ml|mg|miligramas|mililitros|dias|horas|anos|vezes)\w+ ){0,3}${PILLS}\b`,
    ),
  },
  {
    kind: 'means',
    gate: ['faca', 'lamina', 'gilete', 'estilete', 'navalha'],
    pattern: rx(
      String.raw`\b(?:faca|lamina|gilete|estilete|navalha)\b(?: \S+){0,8} (?:meus? pulsos?|meus? bracos?|minha pele)\b|\b(?:meus? pulsos?|meus? bracos?|minha pele)\b(?: \S+){0,8} (?:faca|lamina|gilete|estilete|navalha)\b`,
    ),
    injury: 'always',
  },
  {
    kind: 'means',
    gate: ['me jog', 'me atir', 'me lanc', 'pul', 'saltar'],
    pattern: rx(
      String.raw`\b(?:me jogar|me joguei|me jogo|me atirar|me atirei|me lancar|pular|pulei|saltar)(?: \w+)? (?:do|da|de|dum|duma|de um|de uma|pela|pelo|na frente d[eoa]s?|na frente de um|embaixo d[eoa]s?|debaixo d[eoa]s?|sob|no|na|nos|nos trilhos d[oa]) (?:\w+ )?${HEIGHTS}\b`,
    ),
  },
  {
    kind: 'means',
    gate: ['pular'],
    pattern: rx(String.raw`\b(?:pensando em|penso em|pensei em|vontade de|quero|queria|medo de) pular${END}`),
  },
  {
    kind: 'means',
    gate: ['enforc'],
    pattern: rx(String.raw`\b(?:me enforcar|me enforco|me enforquei|enforcar-me|me enforcando)\b`),
  },
  {
    kind: 'means',
    gate: ['tom', 'engol'],
    pattern: rx(
      String.raw`\b(?:tomar|tomei|tomo|tomando|engolir|engoli) (?:todos os|todas as|um monte de|uma porrada de|varios|varias|muitos|muitas|a cartela|cartelas|a caixa|caixas|o vidro|o frasco|uma cartela|uma caixa) (?:inteira |inteiro |de |meus |minhas |dos |das )*${PILLS}\b(?! (?:\w+ )?(?:da receita|certinho|direitinho|no horario|como o medico|que o medico|prescrit))|\b(?:tomar|tomei|engolir|engoli) tudo (?:de uma vez|junto)\b`,
    ),
  },
  {
    kind: 'means',
    gate: ['pulso'],
    pattern: rx(String.raw`\b(?:cortar|cortei|corto|cortando) (?:os |meus |o |meu )?pulsos?\b`),
  },
  {
    kind: 'means',
    gate: ['mim', 'tiro'],
    pattern: rx(
      String.raw`\b(?:usar|usa-la|usar ela|usar isso|usar a arma) (?:em|contra) mim\b|\batirar em mim\b|\bme dar um tiro\b|\btiro na (?:minha )?cabeca\b`,
    ),
  },
  {
    kind: 'means',
    gate: ['veneno', 'chumbinho', 'soda caustica', 'agua sanitaria', 'envenenar'],
    pattern: rx(
      String.raw`\b(?:tomar|beber|tomei|bebi|comprar|comprei|engolir|engoli) (?:o |um |uns |algum |um pouco de )?(?:veneno|chumbinho|soda caustica|agua sanitaria)\b|\bme envenenar\b`,
    ),
  },
  {
    kind: 'means',
    gate: ['carro'],
    pattern: rx(
      String.raw`\b(?:jogar|joguei|jogo|bater|bati) (?:o |meu )?carro (?:na frente|contra|em|no|de proposito)\b`,
    ),
  },
  {
    kind: 'means',
    gate: ['afog'],
    pattern: rx(
      String.raw`\bme (?:afogar|afogo|afoguei)\b(?! (?:em|no|na|nos|nas|num|numa) (?:(?:mar|monte|mundo|oceano) de )?(?:trabalho|tarefas|notificacoes|series?|lagrimas|mensagens|emails|louca|contas|boletos|provas))`,
    ),
  },

  // Self-harm, past and present.
  {
    kind: 'self-harm',
    gate: ['me cort'],
    pattern: rx(String.raw`\bme (?:cortei|corto|cortar|cortando|cortava|cortado|cortada|cortasse)\b`),
    injury: 'always',
  },
  {
    kind: 'self-harm',
    gate: [
      'me machu',
      'me fer',
      'me fir',
      'me queim',
      'me bat',
      'me arranh',
      'me belisc',
      'me mord',
      'me pun',
      'me mutil',
      'me fur',
    ],
    pattern: rx(
      String.raw`\bme (?:machuquei|machuco|machucar|machucando|machucava|machucad[oa]|ferir|feri|firo|ferindo|ferid[oa]|queimei|queimo|queimar|queimando|queimad[oa]|bato|bati|bater|batendo|arranho|arranhei|arranhar|arranhando|belisco|mordo|mordi|punir|puno|puni|mutilo|mutilar|mutilei|mutilando|furo|furei|furar)\b`,
    ),
    injury: 'with-intent',
  },
  {
    kind: 'self-harm',
    gate: ['meu', 'minha', 'proprio', 'propria'],
    pattern: rx(
      String.raw`\b(?:queimei|queimo|queimando|queimar|cortei|corto|cortando|cortar|arranhei|arranho|arranhando|machuquei|machuco|furei|furo|marquei|mordi|mordo) (?:o |a |os |as )?(?:meu|minha|meus|minhas|o proprio|a propria) (?:braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas|pele|barriga|mao|maos|corpo|rosto)\b`,
    ),
    injury: 'always',
  },
  {
    kind: 'self-harm',
    gate: ['sangrar', 'sangue', 'rox', 'marca'],
    pattern: rx(
      String.raw`\bate (?:sangrar|sair sangue|ficar rox[oa]|ficar marcad[oa]|ficar (?:com )?marcas?|deixar marcas?)\b`,
    ),
    injury: 'always',
  },
  {
    kind: 'self-harm',
    gate: ['auto'],
    pattern: rx(
      String.raw`\b(?:autolesao|auto-lesao|auto lesao|automutila\w*|auto-mutila\w*|auto mutila\w*|autoagress\w*)`,
    ),
    keyword: true,
  },
  {
    kind: 'self-harm',
    gate: ['cortes', 'marcas', 'cicatrizes', 'feridas'],
    pattern: rx(
      String.raw`\b(?:esconder|escondo|escondendo|escondi) (?:os |as |meus |minhas )?(?:cortes|marcas|cicatrizes|feridas)\b`,
    ),
  },

  {
    kind: 'self-harm',
    gate: ['cortes', 'corte', 'marcas', 'queimaduras'],
    pattern: rx(
      String.raw`\b(?:fiz|faco|fazendo|fazer) (?:uns |alguns |mais |novos |uns novos )?(?:cortes|corte|marcas|queimaduras) (?:(?:no|na|nos|nas|em) (?:meu |minha |meus |minhas )?(?:braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas|barriga|pele|corpo)\b|em mim\b)`,
    ),
    injury: 'always',
  },

  {
    kind: 'self-harm',
    gate: ['lamina', 'gilete', 'estilete'],
    pattern: rx(
      String.raw`\b(?:guardei|guardo|guardando|escondi|escondo|escondendo) (?:a |uma |as |umas |minha |minhas )?(?:laminas?|giletes?|estiletes?)\b`,
    ),
    injury: 'always',
  },

  // Farewells.
  {
    kind: 'farewell',
    gate: ['ultim'],
    pattern: rx(
      String.raw`\b(?:esse|este|essa|esta) (?:e|vai ser|sera) (?:o |a )?(?:meu|minha) (?:ultimo|ultima) (?:post|mensagem|texto|video|story|publicacao|registro)${END}`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['despedi', 'partir', 'perdoem', 'saiba'],
    pattern: rx(
      String.raw`\b(?:ja me despedi de|me despedi de) (?:todo mundo|todos|todas|voces|minha familia)\b|\b(?:vou|irei|preciso|quero|decidi) partir(?: (?:hoje|amanha|agora|logo))?${END}|\bpartir (?:para sempre|dessa vida|desta vida|desse mundo|deste mundo)\b|\bme perdoem${END}|\bquero que (?:voces |todos |voce )?saiba(?:m)? que (?:eu )?(?:amo|amei|sempre amei)\b`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['ultimo dia'],
    pattern: rx(
      String.raw`\b(?:esse|este|hoje|amanha) (?:e|sera|vai ser) (?:o )?meu ultimo dia(?:${END}| (?:de vida|aqui|na terra|neste mundo|nesse mundo|viv[oa]|com voces))|\bultimo dia (?:de vida|viv[oa]|na terra|neste mundo|nesse mundo)\b`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['por mim'],
    pattern: rx(
      String.raw`\bcuid\w* (?:bem )?(?:d[aoe]s? (?:minha|meu|minhas|meus) \w+|deles|delas|dele|dela|de todos) por mim\b`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['adeus'],
    pattern: rx(
      String.raw`\badeus(?:${SENTENCE_END}|,? (?:a |para )?(?:todos|todas|gente|pessoal|galera|familia|amigos|mae|pai|mundo|vida|voces|meus amigos|minha familia)\b(?! (?:digital|virtual|das redes|online|do celular)))`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['despedida', 'despedindo', 'quando eu'],
    pattern: rx(
      String.raw`\b(?:essa|esta) e (?:a )?minha despedida\b|\bestou me despedindo(?: de (?:voces|todos|tudo|todo mundo|voce))?${END}|\bquando eu (?:for${END}|nao estiver (?:mais )?aqui|partir|me for|nao existir mais|morrer|for embora para sempre)\b`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['aqui'],
    pattern: rx(
      String.raw`\bnao (?:vou|estarei) mais estar aqui\b|\bnao (?:vou|estarei) estar (?:mais )?aqui(?:${END}| (?:amanha|daqui a|para ver|quando|no ano que vem))`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['ultima'],
    pattern: rx(
      String.raw`\b(?:essa|esta) (?:e|sera) (?:a )?(?:minha )?ultima (?:vez que (?:eu )?(?:escrevo|falo|venho|mando|apareco)|mensagem)\b|\bminha ultima mensagem\b`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['amo', 'amei', 'sinto muito', 'peco desculpas', 'desculpem por tudo', 'perdao por tudo'],
    pattern: rx(
      String.raw`\b(?:fala|diga|diz|avisa|conta|falem|digam) (?:para|a) (?:a |o )?(?:minha|meu|meus|minhas) \w+ que (?:eu )?(?:amo|sinto muito|amei|peco desculpas|sempre amei)\b|\bme desculpem por tudo\b|\bperdao por tudo\b`,
    ),
  },

  {
    kind: 'farewell',
    gate: ['comigo', 'por tudo', 'em paz'],
    pattern: rx(
      String.raw`\bse (?:algo|alguma coisa) (?:me )?acontecer comigo,? (?:saiba|saibam|lembr\w*|diga|digam|fala|falem|cuid\w*|quero que|eu amo|te amo)|\b(?:me )?desculp\w* por tudo,? (?:mae|pai|gente|familia|amor|pessoal|voces|todos|mana|mano|filh[oa])\b|\b(?:vou|quero|preciso) deixar (?:voces|todos|todo mundo|minha familia|voce|meus pais) em paz(?:${END}| (?:de vez|para sempre|finalmente))`,
    ),
  },

  // Hopelessness: a burden, no way out, nothing will get better, cannot take it any more.
  {
    kind: 'hopelessness',
    gate: ['futuro', 'a pena', 'graca'],
    pattern: rx(
      String.raw`\bnao (?:vejo|tenho|existe|ha) (?:mais )?(?:nenhum )?futuro(?: nenhum)?(?:${END}| para mim| pela frente)|\bnada (?:mais )?vale (?:mais )?a pena${END}|\b(?:a |minha )?vida perdeu (?:a|toda a) graca\b|\bviver nao vale (?:mais )?a pena\b|\bnao vale (?:mais )?a pena viver\b`,
    ),
  },
  { kind: 'hopelessness', gate: ['sem mim'], pattern: rx(String.raw`\bmelhor(?:es)? sem mim\b`) },
  {
    kind: 'hopelessness',
    gate: ['fardo', 'estorvo', 'peso'],
    pattern: rx(
      String.raw`\bsou (?:um|uma|so um|so uma|apenas um) (?:fardo|estorvo|peso(?! (?:morto|pena|pesado)))\b|\bsou (?:um |so um )?peso morto (?:na vida d|para (?:a |o )?(?:minha|meu|meus|minhas|todo|todos|voces|eles))`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['atrapalho', 'dou trabalho', 'causo problema'],
    pattern: rx(
      String.raw`\b(?:eu )?so (?:atrapalho|dou trabalho|causo problema)(?:${END}| (?:a vida d\w*|todo mundo|todos|minha familia|voces))`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['saida'],
    pattern: rx(
      String.raw`\bnao vejo (?:mais )?(?:nenhuma )?saida\b|\b(?:nao (?:tem|ha|existe|tenho)|sem) (?:mais )?(?:nenhuma )?saida(?:${END}| (?:para mim|na vida|nenhuma|para nada))`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['melhorar', 'mudar', 'dar certo', 'ficar bem', 'passar'],
    pattern: rx(
      String.raw`\bnada (?:mais )?(?:vai|nunca vai|vai nunca|nunca) (?:melhorar|mudar|dar certo|ficar bem)(?:${END}| nunca| mesmo| para mim| na minha vida)|\b(?:nunca|jamais) vai (?:melhorar|mudar|ficar bem|passar)${END}|\bnao vai (?:melhorar|passar|mudar) nunca\b`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['esperanc', 'desesperancad'],
    pattern: rx(
      String.raw`\b(?:perdi (?:a|toda a|toda|as) esperancas?|nao tenho (?:mais )?(?:nenhuma )?esperancas?|sem (?:nenhuma )?esperancas?|nao ha (?:mais )?esperanca|desesperancad[oa])(?:${END}| (?:em nada|em tudo|na vida|de nada|nenhuma|de viver|de melhorar|em mim|de que (?:algo|nada|tudo|as coisas)))`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['jeito', 'conserto', 'salvacao'],
    pattern: rx(
      String.raw`\bnao tem (?:mais )?jeito (?:para mim|comigo)\b|\bnada (?:mais )?tem (?:mais )?jeito\b|\bnao tenho (?:mais )?(?:jeito|conserto|salvacao)\b|\bnao tem mais jeito${END}`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['sentido', 'importa'],
    pattern: rx(
      String.raw`\b(?:a |minha )?vida (?:nao tem|perdeu o|perdeu todo o|sem) (?:mais )?(?:nenhum )?sentido\b|\bnao vejo (?:mais )?sentido (?:na|em) (?:minha )?(?:vida|viver|nada|mais nada|continuar|existir)\b|\bnada (?:mais )?(?:faz sentido|importa)${END}`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['aguento', 'suporto'],
    pattern: rx(
      String.raw`\bnao (?:aguento|suporto) mais(?:${END}| (?:viver(?! (?:grudad|pres[oa]|viciad|conectad|online|no celular|nas redes|em funcao)\w*)|essa vida|a vida|minha vida|existir|sofrer|(?:essa|tanta) dor(?! (?:n[ao]s?|de|d[ao]s?) (?:costas|cabeca|dente|dentes|joelho|barriga|estomago|garganta|coluna|pe|pes|perna|pernas|braco|ombro|pescoco|ouvido|colica|garganta))|tanto sofrimento|esse sofrimento|me sentir assim|ficar assim|ser assim|essa tristeza|essa angustia|essa ansiedade|chorar|nada|tudo|de tanto|eu mesm[oa]|estar aqui|estar viv[oa]|lutar|acordar(?! (?:cedo|tarde|as \d|com|para|de madrugada))|ser eu)\b)`,
    ),
  },
  // The general layer. The rules above grew from a corpus and read set phrasings; these read structures, so that
  // a phrasing nobody listed is still caught: a wish, thought or decision verb and, a few words on, a death or
  // self-harm object; means named with a purpose; questions about what kills; the shapes of passive ideation,
  // farewells and hopelessness. Negation, idioms, accidents and other people's words are handled as above.
  {
    kind: 'ideation-active',
    gate: ['morr', 'me mat', 'suicid', 'vida', 'mort', 'comigo', 'existir'],
    pattern: rx(String.raw`\b${INTENT_VERB}${WINDOW(5)} ${DEATH}`),
    selfOnly: true,
  },
  {
    kind: 'ideation-active',
    gate: ['alguem', 'so eu'],
    pattern: rx(
      String.raw`\b(?:alguem mais|mais alguem|so eu que|sera que so eu)(?:,? \S+){0,3} (?:se matar|me matar|morrer|suicid\w*|sumir de vez)\b`,
    ),
  },
  {
    kind: 'ideation-active',
    gate: ['me mata'],
    pattern: rx(String.raw`\b${INTENT_VERB}(?:,? \S+){0,2} me mata\b`),
    selfOnly: true,
  },
  {
    kind: 'ideation-passive',
    gate: ['existir', 'nascido', 'aqui', 'viv', 'acord'],
    pattern: rx(
      String.raw`\b(?:queria|quero|so queria|preferia|prefiro|seria melhor|melhor seria|era melhor|melhor|seria bom|vontade de|desejo)(?:,? \S+){0,3} (?:nao|nem|nunca mais|nunca) (?:ter nascido|existir|estar (?:mais )?aqui|estar (?:mais )?viv[oa]|acordar(?! (?:cedo|tarde|atrasad|com|para|as \d)))\b`,
    ),
    selfOnly: true,
  },
  {
    kind: 'ideation-passive',
    gate: ['acord'],
    pattern: rx(
      String.raw`\b(?:tomara|torco|rezo|desejo|queria|quero|espero|se eu pudesse)(?:,? \S+){0,3} (?:eu )?(?:nao|nunca mais) acord(?:ar|e|asse|ava|aria)\b(?! (?:cedo|tarde|atrasad|com|para|as \d))`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['me lev', 'me bus', 'me cham', 'me tir'],
    pattern: rx(
      String.raw`\b(?:deus|jesus|a morte)(?:,? \S+){0,3} me (?:levar|levasse|leve|buscar|buscasse|busque|chamar|chamasse)\b|\b(?:deus|jesus|a morte)(?:,? \S+){0,3} me (?:tirar|tirasse|tire) (?:daqui|desse mundo|deste mundo|dessa vida|desta vida)\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['para sempre', 'voltar', 'encontrad', 'aparecer'],
    pattern: rx(
      String.raw`\b(?:queria|quero|vontade de|so queria|desejo|preferia)(?:,? \S+){0,3} (?:dormi\w*|apagar|descansar|sumir|desaparecer)(?:,? \S+){0,3} para sempre\b|\b(?:apagar|sumir|desaparecer|dormir|partir) e (?:nao|nunca mais) (?:mais )?(?:voltar|ser encontrad[oa]|aparecer)\b|\bdormir para sempre (?:parece|seria|e|deve ser) (?:bom|otimo|um alivio|melhor|uma boa)\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['a pena'],
    pattern: rx(
      String.raw`\b(?:vida|viver|existir)(?:,? \S+){0,3} nao (?:vale|valer) (?:mais )?a pena\b|\bnao vale (?:mais )?a pena (?:\S+ ){0,2}(?:viver|existir|a vida|continuar)\b${NOT_APP}`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['sentido', 'para que', 'por que', 'porque'],
    pattern: rx(
      String.raw`\b(?:qual|que|sem|nao vejo|nao tem|nao ha|perdeu o)(?: o)?(?: mais)? sentido(?:,? \S+){0,4} (?:viver|vivend[oa]|viv[oa]|existir|a vida|minha vida)\b${NOT_APP}|\bpara que (?:continuar |seguir )?(?:viver|vivendo|existir|continuar viv[oa])\b${NOT_APP}|\b(?:nao sei (?:para|por) ?que|porque|por que)(?:,? \S+){0,2} (?:ainda )?(?:(?:estou|sou|continuo|sigo) viv[oa]|existo)\b|\bainda (?:estou|continuo|sigo) viv[oa](?:,? \S+){0,2} nao sei (?:porque|por que|para que)\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['viv', 'vida', 'existir'],
    pattern: rx(
      String.raw`\b(?:cansei|cansad[oa]s?|exaust[oa]s?|fart[oa]s?)(?:,? \S+){0,4} (?:de|da) (?:viver|existir|vida|estar viv[oa])\b(?! (?:de |do |da |social|digital|online|amorosa|profissional|nas redes|no celular|grudad|pres[oa]|viciad|conectad))`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['viv', 'me mato'],
    pattern: rx(
      String.raw`\b(?:estou|sigo|continuo|fico|to) viv[oa] so (?:por|pel[oa]|por causa)\b|\bso (?:nao me mato|estou viv[oa]|continuo viv[oa]|sigo viv[oa]) (?:por|pel[oa]|por causa)\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['vontade', 'forca', 'motivo', 'razao', 'razoes', 'animo'],
    pattern: rx(
      String.raw`\b(?:sem|nao tenho|perdi|zero|nenhuma|nenhum|falta)(?:,? \S+){0,2} (?:vontade|forcas?|motivos?|razao|razoes|animo)(?:,? \S+){0,2} (?:de|para) (?:viver|existir|continuar viv\w*|continuar vivend\w*|continuar${END})`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['peso', 'fardo', 'erro', 'tortura', 'inferno', 'insuportavel', 'engano'],
    pattern: rx(
      String.raw`\b(?:viver|minha vida|existir|minha existencia)(?:,? \S+){0,2} (?:e|esta|virou|sendo|tem sido|se tornou|foi) (?:so )?(?:um peso|um fardo|um erro|um engano|uma tortura|um inferno|insuportavel)\b|\b(?:eu ter nascido|eu nascer|eu existir) (?:e|foi) (?:so )?um (?:erro|engano)\b|\bsou um erro${END}`,
    ),
  },
  {
    kind: 'plan',
    gate: ['morr', 'mat', 'suicid', 'vida'],
    pattern: rx(
      String.raw`\b(?:jeitos?|formas?|maneiras?|metodos?|modos?)(?:,? \S+){0,3} (?:de|para) (?:morrer|me matar|se matar|me suicidar|se suicidar|acabar com (?:a )?(?:minha )?vida)\b|\bcomo (?:(?!nao |vou |ia )\S+ ){0,2}(?:morrer|me matar|se matar|me suicidar|se suicidar)\b`,
    ),
  },
  {
    kind: 'plan',
    gate: ['morr', 'mat', 'acordar'],
    pattern: rx(
      String.raw`\b(?:quanto tempo|quantos|quantas|quanto|quanta|qual|quais)(?:,? \S+){0,5} (?:precisa\w*|leva|levaria|basta\w*|necessari[oa]s?|suficientes?|e preciso) (?:\S+ )?(?:para|de) (?:morrer|matar|me matar|se matar|nao acordar)\b`,
    ),
  },
  {
    kind: 'plan',
    gate: ['pesquis', 'procur', 'googl', 'busc', 'internet'],
    pattern: rx(
      String.raw`\b(?:pesquis\w*|procur\w*|googl\w*|busquei|buscando|na internet)(?:,? \S+){0,6} (?:morrer|me matar|se matar|suicid\w*|dose letal|overdose)\b`,
    ),
  },
  {
    kind: 'plan',
    gate: ['morr', 'mat', 'suicid', 'tudo', 'comigo', 'morte'],
    pattern: rx(
      String.raw`\b(?:decidi|decidido|escolhi|planejei|planejando|planejo|marquei)(?:,? \S+){0,3} (?:(?:que )?(?:eu )?vou )?(?:morrer|me matar|me suicidar|acabar com tudo|acabar comigo|minha morte)\b`,
    ),
  },
  {
    kind: 'plan',
    gate: ['viv', 'mundo', 'vida', 'comigo'],
    pattern: rx(
      String.raw`\bnao (?:vou|estarei|vai) (?:\S+ )?(?:estar|ficar|mais) (?:mais )?viv[oa]\b|\b(?:vou|irei|quero|vontade de|eu)(?:,? \S+){0,2} (?:embora|partir|sair) (?:desse|deste|do|dessa|desta) (?:mundo|vida|plano)\b|\b(?:eu (?:\S+ )?|vou |quero |vontade de )acab(?:o|ar|ei) comigo\b`,
    ),
  },
  {
    kind: 'means',
    gate: ['mata'],
    pattern: rx(
      String.raw`\b(?:qual|quais|quantos|quantas|quanto|quanta)(?:,? \S+){0,5} (?:mata|matam|mataria|matariam)(?=${END}| (?:uma pessoa|alguem|gente|um adulto|mais rapido|rapido|na hora|de vez|se |com certeza|sem dor|sem sofrer))|\b${PILLS}(?:,? \S+){0,4} (?:mata|matam|mataria)(?=${END}| se | (?:uma pessoa|alguem|rapido|mais rapido|com certeza|sem dor|na hora))`,
    ),
  },
  {
    kind: 'means',
    gate: ['tom', 'engol'],
    pattern: rx(
      String.raw`\b(?:${PILLS}|cartelas?)(?:,? \S+){0,8} (?:tomar|tomo|tomei|engolir|engoli|tomando) (?:tod[oa]s|tudo|de uma vez|a cartela|o frasco|a caixa)\b|\b(?:tomar|tomo|tomei|engolir|engoli|tomando) (?:tod[oa]s? )?(?:a |as |o |os |uma |duas |umas )?(?:cartelas?|caixas?|frascos?|vidros?)(?: (?:inteir[oa]s?|tod[oa]s?)\b| de ${PILLS})(?! (?:\S+ )?(?:da receita|certinho|direitinho|no horario|como o medico|que o medico|prescrit))`,
    ),
  },
  {
    kind: 'means',
    gate: ['corda'],
    pattern: rx(
      String.raw`\bcorda\b(?:,? \S+){0,8} (?:usar|usa-la|me enforcar|pescoco|ventilador|enforc\w*)`,
    ),
    unless: /\bcorda (?:de pular|de varal|de violao|do violao)\b/,
  },
  {
    kind: 'means',
    gate: ['pular', 'me jog', 'me atir', 'saltar'],
    pattern: rx(
      String.raw`\b${HEIGHTS}\b(?:,? \S+){0,6} (?:para|e|pensando em|vontade de|pensei em|penso em) (?:pular|me jogar|me atirar|saltar)\b|\b(?:me jogar|me joguei|me jogo|me atirar|me atirei|pular|pulei|saltar)(?:,? \S+){0,3} (?:do|da|de|dum|duma|pela|pelo|na frente d\w*|embaixo d\w*|debaixo d\w*|sob|no|na|nos|nas|num|numa) (?:\S+ ){0,2}${HEIGHTS}\b`,
    ),
  },
  {
    kind: 'means',
    gate: ['gas'],
    pattern: rx(
      String.raw`\b(?:pens\w*|quero|queria|vontade de|vou|planej\w*)(?:,? \S+){0,3} (?:ligar|abrir|deixar) (?:o )?gas\b|\bgas (?:aberto|ligado)(?:,? \S+){0,2} (?:e|para) (?:deitar|dormir|morrer)\b`,
    ),
  },
  {
    kind: 'means',
    gate: ['chumbinho', 'veneno', 'arma', 'revolver', 'pistola'],
    pattern: rx(
      String.raw`\b(?:onde|como) (?:\S+ ){0,2}(?:compr\w*|consig\w*|arrum\w*|ach\w*) (?:\S+ ){0,2}(?:chumbinho|veneno|arma|revolver|pistola)\b(?! (?:de|para|contra) (?:barata|rato|formiga|inseto|cupim|mosquito|pulga|carrapato))|\b(?:arma|revolver|pistola)\b(?:,? \S+){0,6} (?:usar|usa-la|atirar|disparar)\b`,
    ),
  },
  {
    kind: 'means',
    gate: ['carro'],
    pattern: rx(
      String.raw`\b(?:acelerar|acelero|jogar|jogo|bater|bato|enfiar)(?: o| meu)? carro(?:,? \S+){0,4} (?:poste|muro|arvore|caminhao|parede|pilastra|barranco|ribanceira)\b`,
    ),
    injury: 'with-intent',
  },
  {
    kind: 'means',
    gate: ['lamina', 'gilete', 'faca', 'estilete', 'navalha', 'arma', 'corda', 'tesoura', 'compasso'],
    pattern: rx(
      String.raw`\b(?:estou|fiquei|peguei) (?:com )?(?:a |uma |o |um |meu |minha )?(?:lamina|gilete|faca|estilete|navalha|arma|revolver|corda)(?: \S+){0,3} (?:na mao|nas maos)\b|\b(?:lamina|gilete|faca|estilete|navalha|tesoura|compasso)\b(?:,? \S+){0,4} (?:no|na|nos|nas|meu|minha|meus|minhas) (?:braco|bracos|pulso|pulsos|coxa|coxas|perna|pernas|pele|barriga)\b`,
    ),
    injury: 'always',
  },
  {
    kind: 'self-harm',
    gate: ['me ac', 'me al', 'me ajuda'],
    pattern: rx(
      String.raw`\b(?:lamina|gilete|cortar|me cortar|cortes|a dor|me machucar|sangue|sangrar)(?: \S+)? me (?:acalma|acalmam|alivia|aliviam|ajuda a aliviar)\b`,
    ),
  },
  {
    kind: 'self-harm',
    gate: ['mutil'],
    pattern: rx(String.raw`\b(?:me )?auto-? ?mutil\w*|\bme mutil\w*`),
    keyword: true,
  },
  {
    kind: 'self-harm',
    gate: ['me soc', 'me estap', 'me esmur', 'me espanc', 'em mim'],
    pattern: rx(
      String.raw`\bme (?:soco|soquei|socar|socando|estapeio|estapeei|estapear|esmurro|esmurrei|espanco|espanquei)\b|\b(?:bato|bati|bater|batendo|soco|soquei|socar|machuco|machuquei|machucar|corto|cortei) em mim\b`,
    ),
    injury: 'with-intent',
  },
  {
    kind: 'self-harm',
    gate: ['parede', 'chao', 'porta', 'espelho', 'mesa'],
    pattern: rx(
      String.raw`\b(?:bat\w*|soc\w*|dar|dou|dei|dando)(?: (?:a|minha|um|uns|o))? (?:cabeca|cara|testa|mao|punho|socos?|murros?)(?:,? \S+){0,2} (?:na|no|nas|nos|contra a|contra o) (?:parede|chao|porta|espelho|mesa)\b`,
    ),
    injury: 'with-intent',
  },
  {
    kind: 'self-harm',
    gate: ['me cort', 'me machuc', 'me queim'],
    pattern: rx(
      String.raw`\b${INTENT_VERB}(?:,? \S+){0,2} me (?:corta|cortar|machuca|machucar|queima|queimar)\b`,
    ),
    selfOnly: true,
  },
  {
    kind: 'means',
    gate: ['me enforc'],
    pattern: rx(String.raw`\bme enforca\b`),
  },
  {
    kind: 'self-harm',
    gate: ['cortes', 'cicatrizes', 'queimaduras'],
    pattern: rx(
      String.raw`\b(?:braco|bracos|pulso|pulsos|coxa|coxas|perna|pernas|barriga|pele)(?:,? \S+){0,3} (?:cheia?s? de|com|cobert[oa]s? de) (?:\S+ )?(?:cortes|cicatrizes|queimaduras)\b|\b(?:cortes|cicatrizes|queimaduras) que (?:eu )?(?:fiz|faco|mesm[oa] fiz)\b`,
    ),
    injury: 'always',
  },
  {
    kind: 'farewell',
    gate: ['cuidem', 'perdoem', 'aguentei', 'consegui', 'culpem'],
    pattern: rx(
      String.raw`\bcuidem (?:bem )?(?:d[aoe]s? (?:minha|meu|minhas|meus) \S+|uns dos outros|dela|dele|deles|delas)(?:${END}| por mim| quando eu)|\bme perdoem(?: (?:por (?:isso|tudo|o que (?:vou fazer|eu fiz|fiz))|todos|gente|familia|mae|pai))?${END}|\bdesculp\w*(?:,? \S+){0,3} (?:eu )?nao (?:aguentei\b|consegui${END})|\bnao se culpem\b`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['ler', 'ver', 'encontr', 'receber'],
    pattern: rx(
      String.raw`\b(?:quando|se) (?:\S+ )?(?:ler|lerem|ver|virem|encontrar|encontrarem|receber|receberem) (?:isso|essa mensagem|esta mensagem|essa carta|esta carta|esse texto),?(?:,? \S+){0,4} (?:ja fui|ja (?:nao )?(?:vou )?estar|ja (?:terei|tinha) partido|nao estarei|sera tarde|ja era|eu ja parti|ja me fui)`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['para sempre', 'precisar', 'usar', 'senha', 'testamento', 'seguro de vida', 'ultim'],
    pattern: rx(
      String.raw`\b(?:dei|doei|deixei|entreguei|vendi|dando|doando)(?:,? \S+){0,8} nao vou (?:mais )?(?:precisar|usar)\b|\bnao vou (?:mais )?precisar(?:,? \S+){0,3} (?:nem de nada|de mais nada|nem de ninguem)\b|\b(?:deixei|passei|anotei|entreguei|deixando|organizei)(?:,? \S+){0,3} (?:senhas? do banco|senhas? bancarias|testamento|seguro de vida)\b|\b(?:ultima noite|ultimo dia|ultima semana|ultimas horas) (?:aqui|viv[oa]|de vida|na terra|com voces)${END}|\bminha ultima carta\b`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['amo', 'amava', 'amei', 'sinto muito', 'desculpas', 'perdoo', 'culpa'],
    pattern: rx(
      String.raw`\b(?:fala|fale|diga|diz|digam|avisa|avise|conta|conte|falem|contem) (?:para|a|ao) (?:a |o )?(?:minha|meu|meus|minhas) \S+ que (?:eu )?(?:amo|amava|amei|sempre amei|sinto muito|peco desculpas|te amo|perdoo|nao foi culpa)`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: [
      'esperanc',
      'acabou',
      'mort',
      'tanto faz',
      'atrapalho',
      'estrago',
      'pioro',
      'decepciono',
      'machuco',
      'importa',
    ],
    pattern: rx(
      String.raw`\b(?:nao (?:ha|tem|existe|tenho|vejo)|sem|perdi (?:a |toda a )?)(?: mais)?(?: nenhuma)? esperancas?(?:,? \S+){0,2}(?:${END}| para mim| de nada| em nada| na vida| de viver| de melhorar)|\bminha vida acabou${END}|\bse eu (?:\S+ )?viv[oa] ou mort[oa]\b|\btanto faz(?:,? \S+){0,2} (?:viv\w*|morr\w*|existir|acordar)\b|\bninguem (?:se )?importa (?:se|com) (?:\S+ ){0,2}(?:viv[oa]|mort[oa]|existo|morrer)\b|\b(?:eu )?so (?:atrapalho|estrago|pioro|decepciono|machuco) (?:tudo|todo mundo|todos|a vida d\w*|as pessoas|quem eu amo)\b`,
    ),
  },
  {
    kind: 'ideation-active',
    gate: ['me mat'],
    pattern: rx(
      String.raw`(?:^\s*|\b(?:eu|ja|ate|entao|talvez|vezes|que) )me (?:mataria|matasse)\b|\b(?:tinha|teria|tivesse) me matado\b`,
    ),
    selfOnly: true,
  },
  {
    kind: 'ideation-active',
    gate: ['pessoa'],
    pattern: rx(
      String.raw`\b(?:a pessoa que (?:\S+ )?(?:escreve|fala com voce|esta aqui)|(?:essa|uma) pessoa aqui)(?:,? \S+){0,3} (?:quer (?:morrer|se matar|sumir)|(?:nao )?quer mais viver)\b`,
    ),
  },
  {
    kind: 'means',
    gate: ['acaba', 'termina'],
    pattern: rx(
      String.raw`\b${PILLS}(?:,? \S+){0,3} (?:hoje|agora|essa noite|amanha) (?:tudo )?(?:acaba|termina)${END}`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['morte', 'se eu', 'vida', 'hora de'],
    pattern: rx(
      String.raw`\b(?:esperando|espero|aguardando|aguardo|torcendo (?:para|por)|torco (?:para|por)) (?:pela |a |que a )?(?:minha )?(?:morte|vida (?:acabar|terminar)|hora de (?:morrer|partir))\b|\bse eu pudesse (?:\S+ )?(?:sumir|desaparecer|morrer|deixar de existir|nao existir|nao acordar|dormir para sempre)\b(?! d[aoe]s? ${APPS}\b)|\bse eu (?:nao|nem|nunca) (?:tivesse|houvesse) nascido\b`,
    ),
  },
  {
    kind: 'plan',
    gate: ['marquei', 'escolhi', 'defini', 'decidi'],
    pattern: rx(
      String.raw`\b(?:marquei|escolhi|defini|decidi) (?:o dia|a data|a hora|o lugar|o horario)${END}`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['sentido'],
    pattern: rx(
      String.raw`\bnada (?:mais )?faz (?:mais )?sentido(?: (?:na|em|para) (?:minha vida|a minha vida|mim|nada))?${END}`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['mim', 'comigo', 'me '],
    pattern: rx(
      String.raw`\b(?:queria|quero|torco|tomara|rezo|espero|se)(?: que| para)? (?:um|uma|algum|alguma|o|a) (?:carro|onibus|caminhao|moto|raio|doenca|bala|bala perdida|aviao|meteoro|acidente|assalto|infarto)(?:,? \S+){0,2} (?:me (?:atropel\w*|acert\w*|mat\w*|lev\w*|peg\w*)|(?:caisse|caia|cair) (?:em|sobre) mim|acontecesse comigo)`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['viver', 'acord', 'melhor'],
    pattern: rx(
      String.raw`\b(?:vontade|forcas?|animo) (?:de|para) viver (?:\S+ )?(?:acabou|sumiu|foi embora|morreu|se foi|acabaram|sumiram)\b|\bnao (?:queria|quero|gostaria de) (?:ter )?(?:mais )?acord(?:ar|ado)\b(?! (?:cedo|tarde|as \d|com|para|atrasad))|\bqueria nao ter acordado\b|\bmelhor(?:,? \S+){0,2} (?:seria|e|era|ficaria) (?:se )?(?:eu )?(?:morrer|morresse|me matar|matasse|sumir de vez|nao existir|nao estar (?:mais )?aqui)\b|\b(?:seria|era) melhor (?:eu )?(?:morrer|me matar)\b|\b(?:viver|existir) (?:cansa|doi|pesa) (?:demais|muito|tanto)\b`,
    ),
  },
  {
    kind: 'plan',
    gate: ['o dia', 'me vou', 'coragem'],
    pattern: rx(
      String.raw`\b(?:decidi|escolhi|ja sei|defini)(?: que)?(?:,? \S+){0,2} (?:e|vai ser|sera) o dia${END}|\b(?:hoje|amanha|domingo|segunda|terca|quarta|quinta|sexta|sabado|essa noite|logo|em breve|dia \d+) (?:eu )?me vou\b|\bpara quando (?:eu )?(?:tiver|criar|tomar) coragem${END}`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['ultima vez'],
    pattern: rx(
      String.raw`\bultima vez que(?:,? \S+){0,3} (?:noticias? minhas|de mim|me (?:veem|ve|ver|ouvem|ouvir|leem)|falar comigo|falam comigo)\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['se eu', 'ter que', 'ter de', 'precisar', 'mundo', 'vida', 'planeta', 'terra'],
    pattern: rx(
      String.raw`\bse eu (?:morrer|morresse|nao acordar|nao acordasse|sumir|sumisse)(?:,? \S+){0,2} (?:esta|seria|fica|ficaria|e) (?:otimo|bom|tudo bem|melhor|um alivio|de boa|lucro)\b|\b(?:cansei|cansad[oa]s?|exaust\w*|fart[oa]s?)(?:,? \S+){0,6} (?:ter que|ter de|precisar) (?:viver|existir|continuar viv\w*)\b|\bnao (?:quero|queria|aguento) (?:mais )?(?:estar|ficar|viver) (?:nesse|neste|no|nesta|nessa) (?:mundo|vida|planeta|terra)\b`,
    ),
  },
  {
    kind: 'plan',
    gate: ['escolhi', 'planejei'],
    pattern: rx(
      String.raw`\bescolhi (?:a |o )?(?:ponte|predio|viaduto|trilho|trilhos|corda|remedio|remedios|veneno|metodo|jeito)\b|\bplanejei tudo (?:para) (?:amanha|hoje|domingo|segunda|terca|quarta|quinta|sexta|sabado|essa noite|semana que vem|o fim de semana|dia \d+)${END}`,
    ),
  },
  {
    kind: 'means',
    gate: ['tiro'],
    pattern: rx(String.raw`\btiros? (?:em mim|na minha (?:cabeca|boca)|no meu (?:peito|ouvido))\b`),
  },
  {
    kind: 'self-harm',
    gate: ['cortes', 'cicatrizes', 'queimaduras'],
    pattern: rx(
      String.raw`\b(?:cortes|cicatrizes|queimaduras)(?: (?:novos|novas|recentes|frescos|fundos))? (?:no|na|nos|nas) (?:meu |minha |meus |minhas )?(?:braco|bracos|pulso|pulsos|coxa|coxas|perna|pernas|barriga)\b`,
    ),
    injury: 'always',
  },
  {
    kind: 'farewell',
    gate: ['me despedi'],
    pattern: rx(
      String.raw`\bme despedi (?:de|da|do|dos|das) (?:minha |meu |meus |minhas )?(?:familia|mae|pai|pais|filh\w*|amig\w*|irm\w*|todos|todo mundo|voces|namorad\w*|esposa|marido)\b`,
    ),
    unless: /\b(?:aeroporto|rodoviaria|viagem|viajar|viajou|embarque|intercambio|mudanca|festa)\b/,
  },
  {
    kind: 'farewell',
    gate: ['para sempre'],
    pattern: rx(String.raw`\b(?:tchau|adeus|ate nunca) (?:\S+ )?para sempre\b`),
    unless: new RegExp(
      String.raw`\b(?:${APPS}|notificac\w*|feed|stories|story|reels|jogos?|series?|vicio|apaguei|deletei|desinstalei|detox|desafio)\b`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['vontade', 'se eu', 'nunca', 'morte', 'suicid', 'morr', 'mim', 'comigo'],
    pattern: rx(
      String.raw`\b(?:morrer|me matar)(?:,? \S+){0,3},? (?:tenho|sinto) vontade${END}|\bse eu (?:morrer|morresse|nao acordar|nao acordasse|sumir|sumisse)(?:,? \S+){0,2},? (?:(?:esta|seria|fica|ficaria|e|era) )?(?:otimo|bom|tudo bem|melhor|um alivio|de boa|lucro)\b|\b(?:dormir|apagar)(?:,? \S+){0,6},? ou nunca(?: mais)?${END}|\b(?:morrer|a morte|me matar|o suicidio|suicidio|sumir de vez|nao existir)(?: \S+)? (?:seria|parece|e|vai ser|esta parecendo|soa) (?:uma |a )?(?:boa |melhor |unica )?(?:opcao|ideia|saida|solucao|alternativa|tentadora?|atraente|descanso|alivio)\b|\b(?:queria|preferia|devia|deveria|era para eu) ter morrido\b|\b(?:tomara|queria|quero|torco|rezo|espero)(?: que| para)? (?:esse|essa|este|esta|o|a|um|uma) (?:aviao|onibus|carro|predio|teto|casa|elevador|barco)(?:,? \S+){0,2} (?:caia|caisse|cair|bata|batesse|explod\w*|desab\w*) (?:comigo|em cima de mim|sobre mim)`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['morte', 'morr', 'acordar', 'existir', 'me mat', 'sumir'],
    pattern: rx(
      String.raw`\b(?:queria|quero|tomara|espero|torco para|rezo para) que a morte (?:viesse|venha|chegasse|chegue|me (?:levasse|leve|buscasse|busque))\b|\b(?:seria|ia ser|vai ser|e) (?:um )?(?:alivio|descanso|libertacao|melhor|bom|otimo) (?:eu )?(?:morrer|nao acordar|nao existir|sumir de vez|me matar)\b`,
    ),
  },
  {
    kind: 'ideation-active',
    gate: ['vida'],
    pattern: rx(
      String.raw`\b(?:acabo|acabei|acabaria|tiro|tirei|tiraria|dou fim|dei fim|ponho fim|darei fim|boto fim) (?:com |a |na |em )?(?:a )?minha (?:propria )?vida\b(?! (?:social|digital|online|amorosa|profissional|virtual|nas redes|no celular))`,
    ),
  },
  {
    kind: 'plan',
    gate: ['falta', 'guardad', 'escondid', 'juntad', 'separad', 'acumulad'],
    pattern: rx(
      String.raw`\bso (?:me )?falta (?:o dia|a data|a hora|a coragem|coragem|escolher o dia)${END}|\b${PILLS}(?:,? \S+){0,2} (?:guardad[oa]s?|escondid[oa]s?|juntad[oa]s?|separad[oa]s?|acumulad[oa]s?)(?:,? \S+){0,4} (?:para isso|para (?:quando (?:eu )?(?:nao aguentar|precisar|decidir|tiver coragem)|o dia|morrer|me matar|a hora))\b`,
    ),
  },
  {
    kind: 'self-harm',
    gate: ['me '],
    pattern: rx(
      String.raw`\btenho me (?:batido|cortado|machucado|queimado|arranhado|ferido|mordido|socado|mutilado)\b`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['ultim', 'senhas', 'contas', 'testamento', 'seguro'],
    pattern: rx(
      String.raw`\b(?:e|sera|vai ser) (?:a |o )?(?:minha|meu) (?:ultima noite|ultimo dia|ultima semana|ultimas horas)(?:${END}| (?:aqui|viv[oa]|de vida|na terra|neste mundo|nesse mundo|com voces))|\btudo (?:resolvido|organizado|arrumado|pronto)(?:,? \S+){0,4} (?:senhas|contas|testamento|seguro)\b`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['sem mim'],
    pattern: rx(
      String.raw`\b(?:seria|seriam|ficaria|ficariam|estaria|estariam|vai ficar|vao ficar|viveria|viveriam)(?: \S+){0,2} (?:mais )?(?:feliz|felizes|em paz|bem|livres?|aliviad\w*|tranquil\w*) sem mim${END}`,
    ),
  },
  // Structures rather than phrasings (issue 19, round 7): verbs in any tense and person, the means at hand with a
  // thought about them, "it would be good + not to exist", fresh marks on the body.
  {
    kind: 'ideation-passive',
    gate: [
      'morr',
      'me mat',
      'exist',
      'acordar',
      'acordasse',
      'estar aqui',
      'estar mais aqui',
      'estivesse aqui',
      'estivesse mais aqui',
      'nascido',
      'sumir',
      'sumisse',
      'desaparec',
      'para sempre',
      'de vez',
    ],
    pattern: rx(
      String.raw`\b${GOOD}(?:,? \S+){0,4} (?:se )?(?:eu )?${NOT_BEING}|\b(?:queria|quero|tomara|torco para|rezo para|so queria) que eu ${NOT_BEING}|\b${NOT_BEING}(?:,? \S+){0,3} (?:seria|parece|e|era|vai ser|ia ser|deve ser|soa)(?: \S+)? ${GOOD_WORD}\b`,
    ),
    selfOnly: true,
  },
  {
    kind: 'ideation-passive',
    gate: ['ligo', 'importo'],
    pattern: rx(
      String.raw`\bnao (?:ligo|me importo)(?: mais)?(?: nem)? (?:se|de|em) (?:eu )?(?:${DIE}|viver ou morrer|me matar|sumir|nao acordar)\b`,
    ),
  },
  {
    kind: 'ideation-active',
    gate: ['morrer', 'se matar', 'sumir de vez', 'desaparecer para sempre'],
    pattern: rx(
      String.raw`\b(?:a|o|essa|esse|esta|este) \S+ aqui(?: \S+)? (?:quer|queria|pensa em|vai) (?:morrer|se matar|sumir de vez|desaparecer para sempre)\b`,
    ),
  },
  {
    kind: 'farewell',
    gate: ['ultim'],
    pattern: rx(
      String.raw`\b(?:meu|minha|o|a) ultim[oa] (?:ano|mes|semana|dia|noite|natal|aniversario|domingo|fim de semana)(?: \S+)? (?:de vida|viv[oa]|na terra|neste mundo|nesse mundo)\b`,
    ),
  },
  {
    kind: 'means',
    gate: MEANS_GATE,
    pattern: rx(
      String.raw`\b${MEANS_OBJECT}\b(?:,? \S+){0,10} (?:(?:estou|eu|fico|to) )?${MEANS_THOUGHT}|\b(?:peguei|estou com|fiquei com|tenho|comprei|arrumei|consegui) (?:a |o |um |uma |meu |minha |as |os )?${MEANS_OBJECT}\b(?:,? \S+){0,6} (?:e )?(?:(?:estou|eu|fico) )?${MEANS_THOUGHT}|\bcorda\b(?: \S+){0,2} (?:amarrad[oa]|pendurad[oa])(?:${END}| (?:no ventilador|na viga|no teto|no caibro|no pescoco))|\b(?:juntei|junto|juntando|guardei|guardando|separei|acumulei|acumulando|escondi|escondendo|estoquei) (?:uns |umas |mais de |quase )?(?:\d{2,}|vinte|trinta|quarenta|cinquenta|sessenta|cem) (?:\S+ )?${PILLS}\b`,
    ),
    injury: 'always',
  },
  {
    kind: 'self-harm',
    gate: ['cortes', 'marcas', 'cicatrizes', 'feridas', 'queimaduras', 'arranhoes', 'roxos', 'hematomas'],
    pattern: rx(
      String.raw`\b(?:cortes|cicatrizes|feridas|queimaduras|arranhoes)(?: \S+)? ${FRESH}\b|\b(?:novos|novas) (?:cortes|cicatrizes|feridas|queimaduras|arranhoes)\b|\b${BODY}(?:,? \S+){0,3} (?:marcas|roxos|hematomas)(?: \S+)? ${FRESH}\b|\b(?:marcas|roxos|hematomas)(?: \S+)? ${FRESH} (?:\S+ ){0,2}${BODY}\b`,
    ),
    injury: 'always',
  },
  {
    kind: 'self-harm',
    gate: ['cortes'],
    pattern: rx(
      String.raw`\b(?:faco|fiz|fazendo|fazer|faz) (?:uns |alguns |mais )?cortes\b(?:,? \S+){0,3} (?:para (?:aliviar(?:${END}| a dor| a angustia)|sentir (?:algo|alguma coisa|dor)|me punir|me acalmar|extravasar)|quando (?:fico|estou|me sinto) (?:mal|triste|ansios[oa]|sozinh[oa]|assim)|escondid[oa])`,
    ),
    injury: 'always',
  },
  {
    kind: 'self-harm',
    gate: ['soquei', 'soco', 'socando', 'socar', 'murr'],
    pattern: rx(
      String.raw`\b(?:soquei|soco|socando|socar|esmurrei|esmurro|dei (?:um |uns )?(?:socos?|murros?)(?: n[ao])?) (?:a |na |no |o )?(?:parede|porta|espelho)\b(?:,? \S+){0,8} (?:ate (?:\S+ ){0,2}(?:sangrar|doer|sair sangue|machucar|quebrar)|(?:porque |de )?(?:me odeio|raiva de mim|odio de mim)|para me punir|de proposito)\b`,
    ),
    injury: 'always',
  },
  {
    kind: 'farewell',
    gate: ['por tudo'],
    pattern: rx(String.raw`\b(?:me )?(?:perdoem|desculpem)(?: me)? por tudo\b`),
  },
  {
    kind: 'hopelessness',
    gate: ['como eu'],
    pattern: rx(
      String.raw`\bmelhor(?:es)? sem (?:um|uma) \S+ como eu\b|\b(?:seria|seriam|ficaria|ficariam|estaria|estariam)(?: \S+){0,2} (?:mais )?(?:feliz|felizes|em paz|melhor|melhores|livres?|aliviad\w*) sem (?:um|uma) \S+ como eu\b`,
    ),
  },
  // Round 8 (after blind-12 was scored once): the shapes its misses showed.
  {
    kind: 'ideation-active',
    gate: [
      'tentei',
      'me ajud',
      'me ensin',
      'motivo para nao',
      'motivo de nao',
      'meu corpo',
      'encontrar',
      'nao acordar',
    ],
    pattern: rx(
      String.raw`\btentei (?:uma vez|antes|isso|duas vezes|(?:me )?matar|(?:me )?suicid\w*)\b(?:,? \S+){0,8} (?:tentar|tento) (?:de novo|outra vez|novamente)\b|\bme (?:ajud|ensin)\w* (?:a |para )?(?:morrer|me matar|sumir de vez|acabar com (?:a )?minha vida)\b|\bmotivo (?:para|de) nao (?:me matar|morrer|acabar com tudo|desistir de viver)\b|\bmeu corpo (?:(?:caindo|caido) (?:do|da|de um|de uma|pela|pelo) (?:\S+ )?${HEIGHTS}|(?:\S+ )?(?:estirado|pendurado|sem vida|no caixao))\b|\b(?:queria|quero|vontade de|preciso|so penso em)(?: \S+){0,2} (?:ir )?encontrar (?:a |o )?(?:minha|meu) \S+ (?:la em cima|no ceu|do outro lado)\b|\bse (?:\S+ )?eu nao acordar(?:,? \S+){0,3} (?:e porque |foi porque )?(?:eu )?(?:decidi|escolhi|quis)\b`,
    ),
    selfOnly: true,
  },
  {
    kind: 'ideation-passive',
    gate: [
      'de viver',
      'de existir',
      'de estar viv',
      'para sempre',
      'de vez',
      'ou mort',
      'ou viv',
      'se eu',
      'por cima de mim',
      'em cima de mim',
      'sobre mim',
    ],
    pattern: rx(
      String.raw`\b(?:saco cheio|cheio|cheia|enjoad[oa]|fart[oa]) de (?:viver|existir|estar viv[oa])\b${NOT_APP}|\b(?:queria|quero|so queria|vontade de|preciso)(?:,? \S+){0,6} (?:sumir|desaparecer|apagar|descansar) (?:para sempre|de vez)${END}|\b(?:nao (?:faria|faz|fara) )?(?:diferenca|tanto faz|importa|liga)(?:,? \S+){0,4} (?:eu )?(?:estar |estou |esteja )?viv[oa] ou mort[oa]\b|\bse eu (?:morrer|morresse|sumir|sumisse|nao acordar)(?:,? \S+){0,2},? (?:tanto faz|ninguem (?:liga|vai ligar|se importa|vai notar)|dane-se|foda-se)\b|\b(?:queria|quero|tomara|torco|rezo|espero)(?:,? \S+)? (?:que|para) (?:um|uma|o|a) \S+ (?:\S+ ){0,2}(?:passasse|passe|caisse|caia) (?:por cima de|em cima de|sobre) mim\b`,
    ),
  },
  {
    kind: 'plan',
    gate: [
      ' e pronto',
      ' e acabou',
      ' e acaba tudo',
      ' e chega',
      'esperando',
      'planejei',
      'o que decidi',
      'o que eu decidi',
      'ja sei',
      'ja escolhi',
      'ja decidi',
    ],
    pattern: rx(
      String.raw`\b(?:vou|irei) (?:\S+ )?(?:na|no|para a|para o|ate a|ate o) (?:ponte|viaduto|linha do trem|trilhos?|terraco|cobertura|laje|penhasco)(?: \S+){0,2} e (?:pronto|acabou|acaba tudo|chega)${SENTENCE_END}|\besperando (?:todo mundo|minha familia|meus pais|minha mae|meu pai|a casa)(?: \S+){0,3} para (?:fazer|acabar|tomar|pular)\b|\b(?:fazer|por em pratica) o que (?:eu )?(?:planejei|decidi)\b|\bja (?:sei|escolhi|decidi) (?:qual|o|a) (?:predio|ponte|viaduto|andar|metodo)(?:${END}| e (?:o|a) )`,
    ),
  },
  {
    kind: 'means',
    gate: [
      'linha do trem',
      'trilho',
      'bater n',
      'bater em',
      'bater contra',
      'jogar o carro',
      'enfiar o carro',
      'jogar a moto',
      'travesseiro',
      'colchao',
      'da cama',
      'da minha cama',
      'metade',
    ],
    pattern: rx(
      String.raw`\b(?:parad[oa]|deitad[oa]|sentad[oa]|em pe) (?:na|no|nos) (?:linha do trem|trilhos?)(?:,? \S+){0,4} esperando\b|\b(?:querendo|pensando em|vontade de|quis|quero) (?:bater|jogar o carro|enfiar o carro|jogar a moto) (?:n[oa]|num|numa|em|contra) (?:\S+ )?(?:poste|muro|arvore|caminhao|parede|pilastra|barranco|ribanceira|mureta)\b|\b(?:faca|gilete|lamina|laminas|estilete|navalha|arma|revolver|corda|${PILLS}) (?:\S+ ){0,2}(?:debaixo|embaixo|em baixo|dentro) d[oa] (?:meu |minha )?(?:travesseiro|colchao|cama)\b|\b(?:tomei|engoli) (?:metade|meia|a metade|mais da metade) d[aoe]s? (?:cartelas?\b|(?:caixas?|frascos?|vidros?) (?:de |do |da |dos |das )?(?:meus |minhas )?${PILLS}\b)`,
    ),
  },
  {
    kind: 'self-harm',
    gate: [
      'sh',
      'risc',
      'risq',
      'riscos',
      'marcas',
      'cortad',
      'marcad',
      'riscad',
      'arranc',
      'arranq',
      'cutuc',
      'cutuq',
      'braco com',
      'bracos com',
      'pulso com',
      'pulsos com',
      'coxa com',
      'coxas com',
      'perna com',
      'pernas com',
      'barriga com',
      'pele com',
      'corpo com',
    ],
    pattern: rx(
      String.raw`\b(?:voltei|volto|voltando|recai|recaida|fiz|faco|fazendo|fazer|vontade de|tentacao de)(?: \S+){0,2} sh\b|\bme (?:risquei|risco|riscar|riscando|riscava)\b|\b${BODY}(?:,? \S+){0,3} (?:riscos|marcas)(?: \S+)? ${FRESH}\b|\b(?:riscos|marcas) ${FRESH} (?:\S+ ){0,2}${BODY}\b|\b(?:queimei|queimo|queimando|cortei|corto|cortando|marquei|risquei|furei) (?:o |a |os |as )?${BODY} com (?:o |um |uma |a )?(?:cigarro|isqueiro|lamina|gilete|estilete|navalha|vela|fosforo|compasso|tesoura)\b|\b${BODY} (?:tod[oa]s? )?(?:cortad[oa]s?|marcad[oa]s?|riscad[oa]s?)\b|\b(?:arranquei|arranco|arrancando|cutuco|cutuquei|cutucando) (?:\S+ ){0,4}(?:para (?:doer|sangrar|sentir dor|me punir)|ate (?:sangrar|doer))\b`,
    ),
    injury: 'always',
  },
  {
    kind: 'farewell',
    gate: ['por mim', 'preocupar comigo', 'ultim'],
    pattern: rx(
      String.raw`\bnao (?:fiquem|fique|chorem|chore) (?:trist\w* )?por mim\b|\bpreocupar comigo(?: \S+){0,2} (?:depois de hoje|nunca mais)\b|\b(?:e|sera|vai ser) (?:o |a )?(?:meu |minha )?ultim[oa] (?:post|mensagem|texto|video|registro|carta) que (?:eu )?(?:escrevo|mando|posto|faco|gravo|envio|deixo)\b`,
    ),
    unless: new RegExp(
      String.raw`\b(?:enquanto|viag\w*|viaj\w*|ferias|intercambio|mudanca|volt\w*|cirurgia|plantao|consulta|fim de semana|semana|detox|desafio|diario|exercicio|dia \d+|${APPS})\b`,
    ),
  },
  {
    kind: 'hopelessness',
    gate: ['faco falta', 'faco diferenca', 'do que mort', 'do que viv', 'acabou para mim', 'prend'],
    pattern: rx(
      String.raw`\bnao faco (?:falta|diferenca) (?:para|a) (?:ninguem|nada|ninguem aqui)${END}|\bviv[oa] do que mort[oa]\b|\bmort[oa] do que viv[oa]\b|^\s*(?:pronto,? )?acabou para mim${END}|\b(?:nao tem|nao ha|nao existe|sem) (?:mais )?nada (?:que )?me prend\w* (?:aqui${END}|a vida|nesse mundo|neste mundo|a ninguem)|\bnada (?:mais )?me prende (?:aqui${END}|a vida|nesse mundo|neste mundo)`,
    ),
  },
  // Session 33 (round 26), from the crises the development sets left with no answer: a means that "calls" the
  // writer ("o 38 no porta-luva tá me chamando", "a faca tá me chamando"; not the sea, a river or the mountains,
  // which call people on holiday); a blade taken up again; the writer shut in a bathroom or a room with a blade.
  {
    kind: 'means',
    gate: ['chamando'],
    pattern: rx(
      String.raw`\b(?:${MEANS_OBJECT}|38|trezoitao|oitao|canivete|ponte|viaduto|trilhos?|linha do trem|janela)\b(?:,? \S+){0,6} (?:esta|estava|tava|fica|ficou|vive|continua|comecou a) me chamando\b`,
    ),
  },
  {
    kind: 'self-harm',
    gate: ['de volta', 'voltei a pegar'],
    pattern: rx(
      String.raw`\b(?:peguei|pego|pegar|pegando) (?:\S+ ){0,2}(?:estilete|gilete|giletes|lamina|laminas|navalha)s? de volta\b|\b(?:estilete|gilete|lamina|navalha)\b(?:,? \S+){0,4} (?:peguei|pego) de volta\b|\bvoltei a pegar (?:\S+ ){0,2}(?:estilete|gilete|lamina|navalha)\b`,
    ),
    unless: GROOMING,
  },
  {
    kind: 'means',
    gate: ['banheiro', 'tranquei', 'trancad'],
    pattern: rx(
      String.raw`\b(?:me tranquei|estou trancad[oa]|trancad[oa]|estou|fiquei) (?:\S+ ){0,2}(?:no|num) (?:banheiro|quarto)\b(?:,? \S+){0,5} com (?:um|uma|o|a|meu|minha|as|os|umas?) (?:canivete|estilete|faca|gilete|giletes|lamina|laminas|navalha|corda|arma|revolver|cartelas?|${PILLS})\b`,
    ),
    unless: GROOMING,
  },
  // Drinking a farm's or a house's poison (the pesticide left in the sprayer, bleach).
  {
    kind: 'means',
    gate: [
      'veneno',
      'agrotox',
      'calda',
      'herbicida',
      'inseticida',
      'mata-mato',
      'mata mato',
      'glifosato',
      'paraquat',
      'soda caustica',
      'agua sanitaria',
      'creolina',
      'querosene',
      'chumbinho',
    ],
    pattern: rx(
      String.raw`\b${INTENT_VERB}(?:,? \S+){0,2} (?:em )?(?:beber|tomar|engolir) (?!cuidado\b)(?:\S+ ){0,5}(?:veneno|agrotoxicos?|calda|herbicida|inseticida|mata-mato|mata mato|glifosato|paraquat|soda caustica|agua sanitaria|creolina|querosene|chumbinho)\b`,
    ),
  },
  // Session 34, from the Deaf writers' set (Portuguese as a second language, in Libras' order: verbs in the
  // infinitive, no pronoun, no article): "pensar enforcar", "querer pular ponte". A hanging with nothing after it
  // (not "enforcar o chefe"), a jump from a height named bare (not "vontade de pular a janela kkkk").
  {
    kind: 'means',
    gate: ['enforcar', 'pular'],
    pattern: rx(
      String.raw`\b(?:pensar|penso|pensando|pensei|querer|quero)(?: em)? (?:enforcar${END}|pular ${HEIGHTS}\b)`,
    ),
  },
  // Session 35, from two writers of the development sets: the programme's own metaphor turned on the writer, the
  // apps deleted and then oneself ("apaguei o insta e agora queria me apagar também", "to pensando em me deletar
  // tb"). Only with nothing after it but "também", "de vez" or the world or life itself: not leaving a place ("me
  // deletar das redes", "desse grupo", "do mundo digital", "da vida online"); not "me excluir", how people leave a
  // group.
  {
    kind: 'ideation-active',
    gate: ['apagar', 'deletar', 'desinstalar'],
    pattern: rx(
      String.raw`\b(?:${WISH}|vou|falta|so falta)(?:,? \S+){0,2} (?:eu )?(?:mesm[oa] )?me (?:apagar|deletar|desinstalar)(?: (?:tambem|tb|tbm|junto|de vez|logo))*(?: (?:do mundo|desse mundo|deste mundo|da vida|da existencia|da terra))?(?: (?:tambem|tb|tbm|junto|de vez|logo))*(?: e (?:pronto|acabou|fim|chega))?${END}`,
    ),
    // "Apagar" is also falling asleep ("vou me apagar cedo hoje, boa noite").
    unless: /\b(?:boa noite|dormir|durmo|dormindo|sono|cama|cochil\w*|travesseiro)\b/,
  },
  // Session 35, from the development sets: cutting one's life short ("prefiro encurtar", "o médico falou que tenho
  // uns dois anos. eu vou encurtar isso"), hoping a scare was the end ("torci pra ser infarto"), death as the only
  // rest ("só morrendo pra descansar"); and, beside "desistir da vida" above, its form in Portuguese as a second
  // language ("desistir vida também pensar todo dia").
  {
    kind: 'ideation-active',
    gate: ['encurt'],
    pattern: rx(
      String.raw`\bencurtar (?:a (?:minha )?vida|minha vida|meus dias|o sofrimento|meu tempo (?:aqui|neste mundo|nesse mundo|na terra))\b(?! d[aeo]s? (?!vez\b)\S)`,
    ),
  },
  {
    kind: 'ideation-active',
    gate: ['encurt'],
    pattern: rx(
      String.raw`\b(?:${WISH}|vou|prefiro|pensando em)(?:,? \S+){0,2} encurtar(?: (?:isso|tudo))?${END}`,
    ),
    // Bare, only beside a life counted or ended ("vida de peão até morrer. prefiro encurtar", "o médico falou que
    // tenho uns dois anos. eu vou encurtar isso"); not a meditation, a list or the screen time cut short.
    onlyWith:
      /\b(?:morr\w*|morte|viver|(?:tenho|tem|resta\w*|sobra\w*|mais) (?:uns |so |mais )?\S+ anos(?: de vida)?)\b/,
  },
  {
    kind: 'ideation-passive',
    gate: ['torc', 'reze', 'rezo', 'rezan'],
    pattern: rx(
      String.raw`\b(?:torci|torco|torcendo|torcer|rezei|rezo|rezando) (?:para|que) (?:ser|fosse|seja) (?:um |uma )?(?:infarto|avc|derrame|cancer|tumor)\b(?! benign)|\b(?:torci|torco|torcendo|rezei|rezo|rezando) (?:para|que) (?:ser|fosse|seja) o fim${END}`,
    ),
  },
  {
    kind: 'ideation-passive',
    gate: ['morrendo', 'a morte', 'morrer'],
    pattern: rx(
      String.raw`\bso (?:morrendo|a morte|morrer)(?: mesmo)? (?:para|que) (?:eu )?(?:descansar|descanso|ter paz|sair disso|acabar com (?:isso|essa dor|tudo))\b`,
    ),
  },
];

/**
 * "Estar com a corda toda": full of energy ("acordei com a corda toda"), not a rope (session 33). Blanked out for the
 * rules (below) and for the risk reader's words (risk-reading.ts, `readingOf`): a head that saw few of them read the
 * rope (session 42).
 */
export const FULL_OF_ENERGY = rx(String.raw`\bcom a corda toda\b`);

/** Idioms and hyperbole that only sound like a crisis; blanked out before the patterns run. */
const idioms: readonly RegExp[] = [
  FULL_OF_ENERGY,
  // Choking on a laugh or on water ("quase me afoguei de tanto rir", "me afoguei num copo d'água"), not drowning.
  rx(
    String.raw`\bme (?:afoguei|afogo|afogar)(?: \S+){0,3} (?:rindo|de rir|de tanto rir)\b|\bme afoguei (?:num|em um|no) copo\b`,
  ),
  // A thing that should not exist ("seria ótimo não existir notificação"), not the writer.
  rx(
    String.raw`\b(?:nao|parar de|deixar de) existir (?:mais )?(?:notificac\w*|${APPS}\b|boletos?|segunda|segunda-feira|provas?|trabalho|despertador)`,
  ),
  // A phrase quoted as an example to avoid or reword ("evite frases como “não tenho jeito”"): the programme's
  // own guidance, which the mentor may quote back.
  rx(
    String.raw`\b(?:evite|evitar|evita|troque|trocar|frases? como|expressoes como|palavras como|em vez de) ["\u201c][^"\u201d|]*["\u201d]`,
  ),
  rx(
    String.raw`\b(?:morr\w*|mort[oa]s?|mat\w*) de (?:tanto )?(?:rir|vergonha|sono|fome|sede|cansaco|cansad[oa]|calor|frio|medo|susto|saudades?|inveja|raiva|odio|tedio|preguica|curiosidade|ansiedade|vontade|estudar|trabalhar|trabalho|estresse|chorar|amor|dor de cabeca|alegria|felicidade|emocao|nervoso|ciume|pena|correr|treinar|academia)\b`,
  ),
  rx(
    String.raw`\bmat(?:ar|ei|ou|o|ando|amos|a)? (?:o |a |esse |essa |os |as )?(?:tempo|aula|aulas|saudade|fome|sede|curiosidade|vicio|serie|trabalho|tarefa|prova|episodio|conversa|assunto|charada|tedio)\b`,
  ),
  rx(
    String.raw`\b(?:bateria|celular|fone|notebook|computador|pc|tablet|planta|grupo|conversa|wi-fi|wifi|internet|carregador|app|jogo|personagem|vida social|assunto|perfil|conta)(?: \w+){0,2} (?:morreu|morre|morrendo|morta|morto)\b`,
  ),
  rx(
    String.raw`\b(?:sumir|desaparecer|sumi|sumo|some|somem) (?:d[aoe]s?|por|uns|umas|alguns|algumas|um tempo) (?!(?:mundo|vez|face|vista)\b)\w+`,
  ),
  rx(
    String.raw`\b(?:falou|disse|contou|postou|escreveu|comentou|dizia|falava|confessou|admitiu|diz|fala|falam|dizem) que (?:ela|ele|elas|eles|queria|quer|ia|vai|pensa|pensava|tentou|estava|esta|nao aguenta|nao quer)\b[^|,]*`,
  ),
];

const NEGATORS = new Set(['nao', 'nunca', 'jamais', 'nem', 'sem', 'nenhum', 'nenhuma', 'parei', 'deixei']);
/** Negations that turn a following "sem" into an affirmation. */
const DOUBLING = new Set(['nao', 'nunca', 'jamais', 'nenhum', 'nenhuma']);
/** Words a negation reaches across: "não tenho pensamentos de suicídio", "nunca pensei em me matar". */
const BRIDGE = new Set(
  (
    'eu mais tenho tive tido penso pensei pensaria pensando pensar pensado pensamento pensamentos ideia ideias ' +
    'vontade quero queria vou iria faria faco fiz estou estava sou de em nisso a o um uma nenhum nenhuma ' +
    'qualquer tipo realmente mesmo ja sequer que me hoje agora ando cogito cogitei planejo sinto senti teria ' +
    'quis muito pretendo pretendia planejando e queira quisesse tenha tendo vontade'
  ).split(' '),
);

const ACCIDENT =
  /\b(?:sem querer|acidente|acidentalmente|barba|barbeando|depil\w*|cozinhando|cozinhar|cortando (?:a |o |um |uma )?(?:cebola|tomate|pao|carne|legumes?|fruta|batata|alho|frango|unha)|unhas?|manicure|cuticulas?|picando|descascando|com (?:o |um |uma |a )?(?:papel|folha|faca de cozinha|lata|caco|vidro quebrado)|abrindo|lavando|limpando|arrumando|consertando|montando|mexendo|guardando|secando|podando|costurando|jogo|partida|pelada|trilha|tombo|queda|escada|cirurgia|operacao|tatuagem|no fogao|na panela|no forno|na chapa|no ferro|na frigideira|com oleo|com agua quente|fazendo (?:comida|bolo|almoco|janta|cafe)|no futebol|no treino|na academia|jogando|correndo|cai|caio|caindo|tropecei|tropeco|de bicicleta|de moto|cozinho|treino|treinando|jogo bola|batida|bateram|colisao|susto|sem ver|escorreguei|escorrego)\b/;
const INTENT =
  /\b(?:de proposito|propositalmente|ate doer|ninguem (?:viu|sabe|ve|percebeu)|varias vezes|muitas vezes|repetidamente|sem parar|raiva de mim|odio de mim|me odeio|me punir|de castigo|de novo|novamente|outra vez|voltei a|volto a|voltando a|comecei a|tenho me|estou me|ando me|vivo me|vontade de|quero|queria|vou|pensei em|penso em|pensando em|para aliviar|para sentir|para me punir|escondid[oa]|ate sangrar|quando \w+|com (?:o |um |a |uma )?(?:isqueiro|cigarro|lamina|gilete|estilete|navalha|compasso)|sempre que|toda vez que|mim mesm[oa]|costumo|costumava|muito|com forca|tanto que|sangr\w*|sangue)\b/;
const ABOUT_OTHERS =
  /\b(?:noticia|noticias|reportagem|jornal|materia|documentario|serie|filme|livro|video|videos|post|campanha|setembro amarelo|prevencao|taxa|taxas|indice|estatisticas?|dados|pesquisa|estudo|palestra|aula|tema|assunto|amig[oa]s?|prim[oa]s?|irma|irmao|irmaos|tio|tia|vizinh[oa]|colega|conhecid[oa]|namorad[oa]|marido|esposa|pai|mae|filh[oa]|ex|ele|ela|eles|elas|youtuber|influencer|famos[oa]|cantora?|ator|atriz|personagem|adolescentes|jovens|pessoas|alguem|novela|noticiario|podcast|prova|psicologia|faculdade|seminario|tcc|artigo|documentario|indice)\b/;
const ABOUT_SELF =
  /\b(?:eu|me|mim|comigo|penso|pensei|pensando|pensar|pensado|tenho|tive|tentei|tento|quero|queria|cometer|cometi|faco|fiz|estou|sou|ando|vou)\b/;

/** Splits a normalized text into clauses separated by "|". */
function markClauses(normalized: string): string {
  return normalized
    .replace(/[.!?;:…\n]+/g, ' | ')
    .replace(/\b(?:mas|porem|contudo|entretanto|todavia|so que)\b/g, ' | ');
}

function clauseAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf('|', start) + 1;
  const to = text.indexOf('|', end);
  return text.slice(from, to === -1 ? text.length : to);
}

function isNegated(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  const words = before.slice(Math.max(before.lastIndexOf('|'), before.lastIndexOf(',')) + 1).split(' ');
  for (let i = words.length - 1, seen = 0; i >= 0 && seen < 7; i--) {
    const word = words[i];
    if (!word) continue;
    seen++;
    // "parei" and "deixei" negate only as "parei de" / "deixei de" ("deixei de me cortar", not "deixei tudo pronto").
    // "nenhum dia sem pensar em morrer", "não passo uma noite sem…": "sem" after a negation affirms.
    if (word === 'sem') return !words.slice(Math.max(0, i - 5), i).some((w) => DOUBLING.has(w));
    if (NEGATORS.has(word)) return (word !== 'parei' && word !== 'deixei') || words[i + 1] === 'de';
    if (!BRIDGE.has(word)) return false;
  }
  return false;
}

/**
 * The part of a clause around a keyword, cut at commas and "e" ("meu amigo tentou suicídio" | "e eu fiquei mal"),
 * and that part up to the keyword: the writer's own words come before it ("penso em suicídio"), not after ("o
 * episódio sobre suicídio me fez pensar").
 */
function phraseAround(text: string, start: number, end: number): [phrase: string, before: string] {
  const clause = clauseAround(text, start, end);
  const offset = text.lastIndexOf('|', start) + 1;
  const at = start - offset;
  const cuts = /,| e /g;
  let from = 0;
  let to = clause.length;
  for (const cut of clause.matchAll(cuts)) {
    if (cut.index < at) from = cut.index + cut[0].length;
    else if (cut.index >= at + (end - start)) {
      to = cut.index;
      break;
    }
  }
  return [clause.slice(from, to), clause.slice(from, at + (end - start))];
}

/** Self-harm or ideation told as distant history ("anos atrás", "na adolescência") ... */
const DISTANT_PAST =
  /\b(?:anos atras|ha (?:muitos |alguns |varios |\d+ |dois |tres |cinco |dez )?anos|faz (?:muitos |alguns |varios |\d+ |dois |tres |cinco |dez )?anos|quando (?:eu )?era (?:adolescente|crianca|mais nov[oa]|jovem|nov[oa])|na (?:adolescencia|infancia|escola)|no passado|antigamente)\b/;
/** ... and the present said to be well ("hoje estou bem") is recovery, not a crisis (crisis-heldout.ts). */
const WELL_NOW =
  /\b(?:hoje|agora|atualmente)(?: \S+){0,3} (?:estou|sou|me sinto|vivo) (?:bem|feliz|melhor|em paz)\b|\b(?:superei|estou curad[oa])\b/;
/** The person answered no to a question about it ("perguntou se eu pensava em suicídio e eu disse que não"). */
const DENIED_AFTER = /\b(?:disse|respondi|falei) que nao\b/;
/** Someone else is the subject of a verb that has none of its own ("o personagem queria morrer"). */
const OTHER_SUBJECT =
  /\b(?:ele|ela|eles|elas|amig[oa]s?|irma|irmao|mae|pai|namorad[oa]|personagem|filh[oa]|prim[oa]|tio|tia|avo|colega|vizinh[oa]|paciente|cliente|gente|pessoa|menin[oa]|cara|moca|rapaz|mulher|homem|chefe|professora?|patroa?|marido|esposa|policia|isso|isto)(?: \S+)?\s*$/;

/** Verb forms shared by "eu" and "ele/ela" ("queria", "pensava"): checked for another subject in any rule. */
const AMBIGUOUS_PERSON =
  /^(?:queria|preferia|gostaria|pensava|tinha|quer|pensa|deseja|precisava|sentia|tentava)\b/;

function accepts(rule: Rule, text: string, start: number, end: number, whole: string): boolean {
  if (isNegated(text, start)) return false;
  if (rule.unless?.test(clauseAround(text, start, end))) return false;
  if (rule.onlyWith && !rule.onlyWith.test(whole)) return false;
  // `text` is one clause: what follows the match up to its end.
  if (DENIED_AFTER.test(text.slice(end))) return false;
  if (rule.selfOnly || AMBIGUOUS_PERSON.test(text.slice(start, end))) {
    const before = text.slice(Math.max(text.lastIndexOf('|', start) + 1, start - 30), start);
    if (OTHER_SUBJECT.test(before) && !/\beu\b/.test(before)) return false;
  }
  if (rule.kind === 'self-harm' || rule.kind === 'ideation-active' || rule.kind === 'ideation-passive') {
    const [phrase] = phraseAround(text, start, end);
    if (DISTANT_PAST.test(phrase) && WELL_NOW.test(whole)) return false;
  }
  if (rule.injury) {
    const clause = clauseAround(text, start, end);
    if (ACCIDENT.test(clause)) return false;
    if (rule.injury === 'with-intent' && !INTENT.test(clause)) return false;
  }
  if (rule.keyword) {
    const [phrase, upToKeyword] = phraseAround(text, start, end);
    // "a série que eu to vendo fala de suicídio": the writer's words in a relative clause describe the other thing.
    const topic = /\b(?:sobre|prevencao (?:a|ao|do|de)|contra o|campanha (?:de|contra)) (?:o |a )?$/.test(
      text.slice(Math.max(0, start - 30), start),
    );
    if (
      topic &&
      (ABOUT_OTHERS.test(phrase) ||
        /\b(?:li|lendo|ler|vi|vendo|assisti|assistindo|ouvi|ouvindo|estudei|estudando)\b/.test(phrase))
    )
      return false;
    const ownWords = upToKeyword.replace(/\bque eu (?:estou |estava |ando )?\S+/g, ' ');
    if (ABOUT_OTHERS.test(phrase) && !ABOUT_SELF.test(ownWords)) return false;
  }
  return true;
}

/**
 * Which rules a gate word opens. The scan below finds, at each position, the longest gate word starting
 * there; every shorter gate word inside it is present too, so it opens their rules as well.
 */
const gateWords = [...new Set(rules.flatMap((rule) => rule.gate))].sort((a, b) => b.length - a.length);
const rulesOpenedBy = new Map<string, number[]>(
  gateWords.map((word) => [
    word,
    rules.flatMap((rule, index) => (rule.gate.some((gate) => word.includes(gate)) ? [index] : [])),
  ]),
);
const GATE = new RegExp(
  `(?=(${gateWords.map((word) => word.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')}))`,
  'g',
);

/**
 * The kind of risk a text suggests (never the user's words), or undefined when none: the rules below, or else the
 * statistical model (crisis-model.ts) at or above its threshold. The rules alone reach 41.8% of the crises of a
 * blind set written without seeing them (blind-13); the model catches phrasings no rule was written for.
 */
export function crisisSignal(text: string): CrisisKind | undefined {
  return (
    crisisRuleSignal(text) ??
    (crisisModelProbability(text) >= crisisModelThreshold ? closestKind(text) : undefined)
  );
}

/** The rules alone, without the model: for measuring each layer (crisis-corpus.test.ts, train-crisis-model.ts). */
export function crisisRuleSignal(text: string): CrisisKind | undefined {
  return detect(text, true);
}

/** Every rule on every clause, gate words ignored, no model: for the test that proves the gates never hide a match. */
export function crisisSignalUngated(text: string): CrisisKind | undefined {
  return detect(text, false);
}

/**
 * Words that add emphasis or time and change nothing the detector reads ("quero muito morrer", "às vezes eu
 * desejo não existir", "tô pensando seriamente em"). The text is read once as written and, when it holds any of
 * them, once more without them, so that one inserted adverb cannot break a pattern. Not dropped: "hoje", "agora"
 * (recovery reads "hoje estou bem"), "mesmo" ("uma carta para mim mesma"), negations.
 */
const FILLER =
  / (?:muito|bastante|demais|tanto|de verdade|seriamente|ultimamente|simplesmente|as vezes|sempre|ainda|tipo|meio|so|apenas|ja|logo|um pouco|um monte)(?= [a-z])/g;

/**
 * The key verbs in the subjunctive and conditional, read as the infinitive the patterns know ("se eu me
 * jogasse", "me enforcaria", "seria bom se eu morresse", "queria que eu sumisse"): for the second reading only.
 */
const INFLECTED =
  /\b(?:(me (?:mat|enforc|cort|machuc|queim|jog|afog|envenen|suicid|mutil))(?:asse|aria|ara|assem|ariam)|(?<=\beu (?:nao )?)(morr|sofr|desaparec)(?:esse|eria|era)|(?<=\beu (?:nao )?)(exist|sum|part)(?:isse|iria|ira)|(?<=\beu (?:nao )?)(acord)(?:asse|aria))\b/g;
const infinitive = (_form: string, ar?: string, er?: string, ir?: string, acordar?: string) =>
  ar ? `${ar}ar` : er ? `${er}er` : ir ? `${ir}ir` : `${acordar ?? ''}ar`;

function detect(text: string, gated: boolean): CrisisKind | undefined {
  const marked = markClauses(normalizeForCrisis(text));
  const found = scan(marked, gated);
  if (found) return found;
  // The second reading: only the clauses that change, each still read against the whole text.
  const clauses = marked.split('|');
  const plainClauses = clauses.map((clause) => clause.replace(FILLER, '').replace(INFLECTED, infinitive));
  const changed = plainClauses.filter((clause, index) => clause !== clauses[index]);
  if (changed.length === 0) return relapse(marked);
  const plain = plainClauses.join('|');
  return scan(changed.join('|'), gated, plain) ?? relapse(plain);
}

/** Stopping self-harm, then a relapse in the next clause ("fiquei dias sem me cortar mas recaí"). */
const RELAPSE =
  /\b(?:sem|parei de|deixei de) me (?:cortar|machucar|queimar|ferir|bater)\b[^|]{0,40}\|\s*(?:\S+\s+){0,3}(?:recai|tive (?:uma )?recaida|voltei)\b/;
function relapse(marked: string): CrisisKind | undefined {
  return RELAPSE.test(marked) ? 'self-harm' : undefined;
}

/** Every rule on the clauses of `marked`; `whole`, the whole text, when `marked` holds only some of its clauses. */
function scan(marked: string, gated: boolean, whole?: string): CrisisKind | undefined {
  let prepared = marked;
  for (const idiom of idioms) prepared = prepared.replace(idiom, ' ~ ');

  // Patterns never cross a clause boundary, so each rule only needs the clauses holding one of its gate words.
  const clauses = prepared.split('|');
  const clauseStarts: number[] = [];
  for (let i = 0, at = 0; i < clauses.length; at += (clauses[i]?.length ?? 0) + 1, i++) clauseStarts.push(at);
  const candidates = new Map<number, Set<number>>();
  let clause = 0;
  GATE.lastIndex = 0;
  for (let hit = GATE.exec(prepared); hit; hit = GATE.exec(prepared)) {
    while (clause + 1 < clauseStarts.length && (clauseStarts[clause + 1] ?? 0) <= hit.index) clause++;
    for (const rule of rulesOpenedBy.get(hit[1] ?? '') ?? []) {
      const set = candidates.get(rule) ?? new Set<number>();
      set.add(clause);
      candidates.set(rule, set);
    }
    GATE.lastIndex = hit.index + 1;
  }

  // In the rules' order (the first that accepts names the kind): only those a gate word opened, when gated.
  const opened = gated ? [...candidates.keys()].sort((a, b) => a - b) : [...rules.keys()];
  for (const index of opened) {
    const rule = rules[index];
    if (!rule) continue;
    for (const at of gated ? (candidates.get(index) ?? []) : clauses.keys()) {
      const clauseText = clauses[at] ?? '';
      const { pattern } = rule;
      pattern.lastIndex = 0;
      for (let match = pattern.exec(clauseText); match; match = pattern.exec(clauseText)) {
        if (accepts(rule, clauseText, match.index, match.index + match[0].length, whole ?? prepared))
          return rule.kind;
        if (match[0].length === 0) pattern.lastIndex++;
      }
    }
  }
  return undefined;
}
