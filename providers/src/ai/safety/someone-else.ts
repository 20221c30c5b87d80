import { normalizeForCrisis } from './normalize.ts';

/**
 * "Someone else at risk" (decision 0019): the person writes about another living person (a sister, a friend, a son)
 * who wants to die, talks about suicide, harms themself, tried recently or said goodbye, or whom they fear will. The
 * crisis detector (crisis.ts) rightly does not read that as the writer's own crisis, so until now the mentor answered
 * it with detox advice. The policy (policy.ts) now answers it with the reviewed words for someone who wants to help
 * (care.ts, audience 'someone-else'): SAMU 192 / 190 when there is danger now, not leaving the person alone, the CVV
 * for them and for the writer, the CAPS.
 *
 * Rules, not a model: a relation (or "ele"/"ela" once a relation is named) followed, within the same sentence, by a
 * risk said in the third person. Dropped: a death that already happened (grief), the past long ago, fiction and
 * news, idioms ("vai me matar", "morrendo de rir"), negations ("nunca pensou em se matar").
 * Measured in someone-else.test.ts (its own phrasings) and on a blind set (someone-else-blind.json).
 */

/** The people a writer worries about, as Brazilians name them (no accents, lower case, shorthand spelled out). */
const PERSON_NOUN = String.raw`(?:amig[oa]|amigao|migo|miga|brother|irma|irmao|irmaozinho|irmazinha|mae|mamae|pai|papai|filh[oa]|filhinh[oa]|enteado|enteada|namorad[oa]|noiv[oa]|marido|esposa|espos[oa]|mulher|companheir[oa]|parceir[oa]|crush|ex|prim[oa]|ti[oa]|avo|vo|vovo|sobrinh[oa]|neto|neta|cunhad[oa]|sogr[oa]|genro|nora|padrasto|madrasta|colega|vizinh[oa]|alun[oa]|chefe|socio|socia|afilhad[oa]|madrinha|padrinho|conhecid[oa]|cacula|gemea|gemeo|bff|parca|mano|mana|guri|guria|menino|menina|moleque|adolescente|moca|moco|rapaz|jovem|painho|mainha|ficante|comadre|compadre|garot[oa]|senhora|senhor|pessoa|paciente|funcionari[oa]|empregad[oa]|cuidador[a]?|companheir[oa] de \w+)s?`;
const PERSON = String.raw`(?:(?:meu|minha|meus|minhas|nosso|nossa|o|a|os|as|um|uma|essa|esse|aquela|aquele)(?: (?:melhor|querid[oa]|namorad[oa]|amig[oa]|mais velh[oa]|mais nov[oa]))? ${PERSON_NOUN}|${PERSON_NOUN} (?:minha|meu|nossa|nosso|da minha|do meu)|alguem (?:que eu (?:conheco|amo|gosto)|da minha familia|proxim[oa]|de casa)|ele|ela|eles|elas|dele|dela)`;

/**
 * Risk said in the third person (normalised: no accents, "tá" → "esta", "q" → "que"), in two strengths. A strong
 * risk names death or suicide; a weak one (an injury, a goodbye, things given away, a means bought) may also be an
 * accident, a move or a hobby, so it does not count beside the words of one (BENIGN).
 */
const SAYING = String.raw`(?:quer|queria|quis|pensa|pensou|pensando|anda pensando|falou|fala|falando|falar|voltou a falar|disse|diz|dizendo|escreveu|escrevendo|postou|mandou|contou|comentou|admitiu|confessou|ameacou|ameaca|ameacando|vive falando|vive dizendo|fica falando|fica dizendo|repete|planeja|planejando|pesquisou|pesquisando|procurou|procurando|perguntou|perguntando|cogita|tem vontade|teve vontade|tem pensamentos?|tem ideias?|combinando|combinou|prometeu|jurou)`;
const STRONG_PARTS = [
  // wants to die / kill themself, said or written
  String.raw`${SAYING}\b[^.!?;|]{0,60}?\b(?:morrer|sumir (?:de vez|para sempre)|nao (?:quer|queria|quero|aguenta|aguento|aguentava|ve|vejo)(?: mais)?(?: (?:motivo|sentido) (?:para|em|de))? (?:mais )?(?:viver|existir|estar aqui|estar viv[oa])|nao existir|deixar de existir|dormir e nao acordar|nao acordasse|nao estiver mais aqui|nunca mais acordar|(?:para|pra) nao acordar|nao acordar (?:mais|nunca mais)|pular d[oa]|tomar (?:todos|todas|tudo|um monte|uma caixa|varios|varias|muitos)|ir embora (?:desse|deste|da|dessa|desta) (?:mundo|vida)|ficar (?:livres?|melhor(?:es)?) sem (?:ela|ele|mim)|(?:ninguem|ngm) (?:vai sentir|sentiria) (?:falta|a falta)|nao (?:vai|vou) (?:mais )?estar (?:aqui|viv[oa])|estar mort[oa]|acabar com tudo)`,
  // the words themselves, with any verb
  String.raw`(?:se matar|se mata|se matasse|me matar|me mato|suicid\w*|tirar a (?:propria )?vida|dar (?:um )?fim (?:a|na|em) (?:propria )?vida|partir por vontade propria|motivos (?:para|de) morrer|descansar para sempre|(?:para|de proposito para) morrer(?! de)|se afog\w*|(?:bater|jogar) o carro de proposito|parecer (?:um )?acidente|(?:ela|ele) mesm[oa] (?:cortou|queimou|fez os cortes)|tirar a vida dela|tirar a vida dele|acabar (?:logo )?com a (?:propria )?vida|acaba com a (?:propria )?vida|seria melhor se (?:ela|ele) (?:nao existisse|morresse|sumisse|nao estivesse aqui)|se enforcar|se jog\w* (?:d[oa]|na|no|em frente|de)(?! (?:piscina|cama|sofa|agua|mar|lago|rio de|chao|festa|trabalho|cabeca|corpo e alma|braco|bracos|colo))|overdose|morrer sem dor|como morrer|dose (?:de \w+ )?(?:que )?mata|intoxicacao proposital)`,
  String.raw`(?:vai|ia|iria|vou|pode|possa|querendo|ameacou|ameaca|dizendo que ia|dizendo que vai)(?: tentar)? (?:pular|se jogar|fazer (?:alguma )?(?:besteira|bobagem|loucura) (?:com ela mesma|com ele mesmo|consigo))(?! (?:corda|carnaval|fogueira|de alegria|de paraquedas|na piscina|no mar|no rio de|o muro|de bungee|ondas|amarelinha))`,
  String.raw`(?:nao quer|nao queria|perdeu a vontade de|nao ve (?:mais )?(?:motivo|sentido) (?:para|em|de)|nao tem (?:mais )?(?:vontade|motivo) de|cansou de|cansad[oa] de|esta cansad[oa] de|(?:queria|quer|preferia|prefere) estar) (?:mais )?(?:viver|existir|estar vivo|estar viva|mort[oa])(?! (?:na|no|nos|nas|em|aqui|la|com|longe|perto|sozinh\w*|junt\w*|de aluguel|de favor|assim longe|nessa|nesse|nesta|neste))`,
  String.raw`(?:seria melhor|(?:ficar|ficaria|ficariam|ficariamos|vai ficar|vao ficar|vamos ficar|estaria|estariam|seria) (?:melhor|melhores|livres?)) sem (?:ela|ele)(?: viv[oa])?(?!\w)`,
  String.raw`pedindo (?:para|a) deus (?:levar|buscar) (?:ela|ele)|(?:ultimo|ultima) (?:dia|postagem|mensagem|noite) (?:dele|dela|de vida|viv[oa])|indo embora (?:dessa|desta) vida|hoje acaba|ficar livres? de mim`,
  // attempts, recent
  String.raw`(?:tentou|tentando|tentar|tentativa de|tentou de novo|vai tentar) (?:se matar|suicidio|tirar a (?:propria )?vida|se enforcar|se jogar|acabar com a (?:propria )?vida|tomar (?:veneno|chumbinho|os remedios todos|todos os remedios|todas as|tudo|os comprimidos todos))`,
  String.raw`(?:tomou|tomando|engoliu|ingeriu|tomar)\b[^.!?;|]{0,15}?(?:todos|todas|tudo|um monte|uma caixa|uma cartela|varios|varias|muitos|muitas|o vidro|a cartela|de uma vez)[^.!?;|]{0,20}?(?:remedios?|comprimidos?|pilulas?|calmantes?|rivotril|remedio)`,
  String.raw`(?:tomou|tomar|tomando|bebeu|beber) (?:veneno|chumbinho|agua sanitaria|soda)`,
  // the subjunctive, after a fear or a worry ("tenho medo que minha filha se mate")
  String.raw`(?:se mate|tente (?:se matar|suicidio|de novo|outra vez)|tire a (?:propria )?vida|acabe com a (?:propria )?vida|faca (?:alguma )?(?:besteira|bobagem|loucura)(?: com (?:ela|ele) mesm[oa]| consigo)?|fazer (?:alguma )?(?:besteira|bobagem|loucura) (?:com (?:ela|ele) mesm[oa]|consigo|contra (?:a )?(?:propria )?vida))`,
];
const WEAK_PARTS = [
  // self-harm, present or recent
  String.raw`(?:se (?:cort|machuc|queim|arranh|belisc|mord|fer|mutil|automutil|pun|soc|furand|fur)\w*|se (?:bate|bateu|batendo|bater) (?:na|com a|a) (?:cabeca|parede|rosto|cara)|se bat\w* de proposito|automutila\w*|(?:corta|cortou|cortando|arranca|arrancando) (?:os|as|a) (?:bracos?|pulsos?|punhos?|pernas?|coxas?|pele)|(?:soca|socou|socando|bate|bateu|batendo) (?:a cabeca|a mao|o punho|na parede|a parede)|ate sangrar|ate ficar roxo)`,
  String.raw`(?:marcas|cortes|cicatriz\w*|feridas|queimadura\w*) (?:(?:de corte|de cigarro|de isqueiro|novas|recentes)|(?:no|nos|na|nas|do|da|dos|das) (?:braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas|barriga))|pulso cortado|vi os cortes`,
  // farewells, things given away, means
  String.raw`(?:mandou|escreveu|escrevendo|deixou|postou|enviou|ligou)[^.!?;|]{0,40}?(?:despedida|se despedindo|carta de adeus|mensagem de adeus|adeus)|(?:adeus a todos|adeus para todos|desculpa por tudo|obrigad[oa] por tudo|foi bom (?:te )?conhecer)`,
  String.raw`(?:se despedindo|se despediu) de (?:todo mundo|todos|tudo|geral|mim|nos)|deixou tudo organizado`,
  String.raw`(?:doando|distribuindo|dando|deu|jogando fora|jogou fora) (?:as|todas as|suas|seus|todos os|os|o|a|as joias|o videogame|as roupas)\b[^.!?;|]{0,25}?(?:coisas|roupas|pertences|objetos|joias)`,
  String.raw`(?:comprou|comprando|guardando|guardou|escondendo|escondeu|juntando|juntou|tem (?:um|uma)|esta com (?:um|uma))\b[^.!?;|]{0,25}?(?:corda|arma|revolver|veneno|chumbinho|cianeto|estilete|remedios|comprimidos|lamina|gilete|faca)`,
  // the writer's fear
  String.raw`(?:medo|receio|pavor|preocupad[oa]|preocupacao)[^.!?;|]{0,40}?(?:morra|se machuque|se corte|faca (?:alguma )?(?:besteira|bobagem|loucura))`,
];
const STRONG = new RegExp(String.raw`\b(?:${STRONG_PARTS.join('|')})(?!\w)`);
const WEAK = new RegExp(String.raw`\b(?:${WEAK_PARTS.join('|')})(?!\w)`);
const NAMES_A_PERSON = new RegExp(String.raw`\b${PERSON}\b`);
/** Someone other than the writer named in the sentence itself, as its subject or near the risk. */
const THIRD_PERSON_SUBJECT = NAMES_A_PERSON;

/** An idiom or a threat at the writer ("vai me matar", "morrendo de rir", "vai morrer sem wifi"): not this. */
const IDIOM =
  /\b(?:morr\w* de (?!vez\b|verdade\b|overdose\b)\w+|me mat\w* de|(?:vai|vao|ia|quer|queria) (?:me|nos|te) matar|vai matar a gente|matar (?:a )?saudade|se mat\w* de (?!vez\b)\w+|se mat\w* (?:na|no) (?:academia|trabalho|treino)|morrer (?:cedo|do coracao se)|quando eu morrer|mata de rir|morrendo de|(?:vai|vou|ia|vao) morrer (?:se (?:ficar|nao)|sem (?:o |a )?(?:wifi|internet|celular|redes|tiktok|instagram|whats\w*|jogo|videogame|net|sinal))|pular (?:de alegria|carnaval|corda|fogueira))\b/g;

/** Someone else's suicide already happened (grief), or not now: the past long ago, fiction, news, work. */
const NOT_NOW =
  /\b(?:se matou|suicidou|cometeu suicidio|tirou a (?:propria )?vida|ha (?:uns |umas |quase |mais de )?(?:\d+|alguns|muitos|varios|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|trinta) (?:anos|decadas)|faz (?:uns |quase |mais de )?(?:\d+|alguns|muitos|varios|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|trinta) anos|anos atras|ano passado|quando (?:era|eramos|ele era|ela era) (?:crianca|adolescente|jovem|pequen[oa]|mais nov[oa])|na adolescencia|na juventude|nos anos (?:\d\d|oitenta|noventa|setenta)|hoje (?:esta|ta|ele e|ela e) (?:bem|o|a|feliz)|ja superou|(?:filme|serie|novela|livro|documentario|jogo|game|personagem|noticia|reportagem|jornal|anime|dorama|episodio|musica|youtuber|influencer|blogueir[oa]|famos[oa]|celebridade|ator|atriz|cantor|cantora|streamer|tiktoker|setembro amarelo|prevencao|campanha|(?:morreu|morte) (?:por|de) suicidio|em (?:19|20)\d\d|palestra|aula sobre|trabalho sobre|sou (?:enfermeir[oa]|medic[oa]|psicolog[oa]|psiquiatra|bombeir[oa]|socorrista|terapeuta)|e (?:psicolog[oa]|psiquiatra|terapeuta|enfermeir[oa]|medic[oa])|atende (?:pessoas|pacientes)|plantao))\b/;

/** An accident, a hobby, a move or a trip: a weak risk word beside one is not a risk. */
const BENIGN =
  /\b(?:caiu|cair|caindo|tropec\w*|acidente|bateu o carro|batida|com a faca|cozinhando|na cozinha|fazendo (?:comida|salada|almoco|janta|bolo)|fazer (?:um|uma) \w+|na aula|jogando (?:bola|futebol|volei)|no futebol|na academia|no treino|(?:cortou|machucou|queimou|cortando) (?:a mao|o dedo|na mao|no dedo)|educacao fisica|bicicleta|patins|skate|airsoft|paintball|de brinquedo|campeonato|transferid\w*|viag\w*|viaj\w*|mud(?:ou|ando|anca|ar)|aposent\w*|intercambio|formatura|(?:vai|foi|vao) morar|bazar|brecho|doacao|caridade|depilacao|tatuagem|piercing|barbear|espinha)\b/;
/** A negation just before the risk ("nunca pensou em se matar", "ninguém se machucou"). */
const NEGATED_BEFORE = /\b(?:nunca|jamais|nao|nem|ninguem|sem)(?: \w+){0,2} ?$/;

/** The risk's start in `sentence` when it is not negated, or -1. */
function riskAt(pattern: RegExp, sentence: string): boolean {
  const match = pattern.exec(sentence);
  return match !== null && !NEGATED_BEFORE.test(sentence.slice(0, match.index));
}

/** Sentences of a normalised text: a full stop, "!", "?", ";" or a line break ends one. */
const sentencesOf = (normalized: string) =>
  normalized
    .split(/[.!?;\n]+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);

/** Whether one sentence tells of a risk said in the third person, now (a person being named in the text). */
function sentenceAtRisk(sentence: string): boolean {
  const cleaned = sentence.replace(IDIOM, ' ~ ');
  if (NOT_NOW.test(cleaned)) return false;
  return riskAt(STRONG, cleaned) || (!BENIGN.test(cleaned) && riskAt(WEAK, cleaned));
}

/**
 * The sentences of `text` that tell of someone else at risk now, as they read normalised (empty when none): the
 * policy removes them before asking the crisis detector whether the writer, too, is at risk.
 */
export function someoneElseSentences(text: string): string[] {
  const normalized = normalizeForCrisis(text);
  if (!NAMES_A_PERSON.test(normalized)) return [];
  return sentencesOf(normalized).filter(sentenceAtRisk);
}

/** True when the text tells of another person at risk of suicide or self-harm now (see the file's comment). */
export function someoneElseAtRisk(text: string): boolean {
  return someoneElseSentences(text).length > 0;
}

/** The text without the sentences about someone else, normalised: what the writer says of themself. */
export function withoutSomeoneElse(text: string): string {
  const normalized = normalizeForCrisis(text);
  const theirs = new Set(someoneElseSentences(text));
  return sentencesOf(normalized)
    .filter((sentence) => !theirs.has(sentence))
    .join('. ');
}

/** What a worried helper says of themself ("o que eu faço?", "fiquei assustada"): not the writer's own risk. */
const HELPER_WORDS =
  /\b(?:o que (?:eu )?(?:faco|fazer|devo fazer|posso fazer|respondo|digo|falo)|como (?:eu )?(?:ajudo|posso ajudar|devo agir|ajudar|falo|lido|agir|reagir|faco)|(?:eu )?nao sei (?:o que|como|se|lidar|mais o que)|(?:eu )?(?:fiquei|estou|fico|ando) (?:muito |mt )?(?:preocupad[oa]|assustad[oa]|desesperad[oa]|com medo|apavorad[oa]|sem saber)|(?:eu )?(?:tenho|estou com) (?:muito )?(?:medo|receio|pavor)|(?:eu )?(?:vi|achei|descobri|encontrei|percebi|notei)|me (?:contou|disse|falou|mandou|ligou|escreveu|pediu)|(?:ele|ela) me|pediu pra eu|devo|deveria)\b/g;

/** The first person ("eu", "me", "tomei", "meu braço"): the writer speaking of themself. */
const FIRST_PERSON =
  /\b(?:eu|me|mim|comigo|estou|tenho|fico|vou|quero|queria|penso|posso|preciso|\w+ei|meus? (?:braco|bracos|pulso|pulsos|corpo|pernas?|coxas?)|minhas? (?:vida|pernas?|pele|coxas?)|pessoa que (?:escreve|esta escrevendo|te escreve)|sou eu|quem (?:escreve|te escreve)|esconder (?:os |as |meus |minhas )?(?:cortes|marcas|cicatriz\w*)|disfarcar|(?:dose|quantidade|quant[oa]s?|quanto tempo)\b[^|]{0,60}\b(?:mata|morrer)|como morrer|morrer sem dor|(?:uma|qualquer) pessoa de \d+)\b/;

/**
 * Whether the text speaks only of someone else's risk, with no first person beside it: asked when the crisis
 * detector also flags the text ("meu irmão disse que quer morrer" reads as a crisis to it). Strict on purpose: "tô
 * escondendo os cortes da minha mãe", "vou tomar todos os remédios da minha mãe" name a mother and are the writer's
 * own crisis; any first person in a sentence about the risk leaves the writer's crisis in charge, the safe side of
 * the doubt.
 */
export function onlySomeoneElse(text: string): boolean {
  const theirs = someoneElseSentences(text);
  if (theirs.length === 0) return false;
  return theirs.every((sentence) => {
    const own = sentence.replace(HELPER_WORDS, ' ~ ');
    return THIRD_PERSON_SUBJECT.test(sentence) && !FIRST_PERSON.test(own);
  });
}
