import type { ReflectionAnalysis, ReflectionInput } from '../schemas/reflection.ts';
import { normalizeForSafety } from '../safety/normalize.ts';
import { type ReflectionTopic, reflectionCounts, listPt, topicsIn } from './facts.ts';
import { topicPhrase } from './topic-phrases.ts';
import { type Variety, varietyFor } from './variety.ts';
import {
  agree,
  asWeek1Review,
  isQuestion,
  mapTexts,
  stageOf,
  toPrompt,
  weekOf,
  withoutDay22,
  quoted,
} from './wording.ts';

const POSITIVE =
  /\b(?:consegui\w*|orgulh\w*|feliz|leve\w*|aliviad\w*|calm\w*|tranquil\w*|melhor|gostei|bom|boa|otimo|incrivel|grat\w*|topa\w*|aceit\w*|deu certo|adorei|amei|alegr\w*|animad\w*)\b/g;
const NEGATIVE =
  /\b(?:dificil|ansi\w*|nervos\w*|culpa|frustr\w*|cansad\w*|triste\w*|pior|ruim|falhei|nao consegui|irritad\w*|angusti\w*|vicio|perdi)\b/g;
/** "Fiquei nervosa, mas eles toparam": what comes after the last "mas" is where the sentence lands. */
const BUT = /\b(?:mas|porem|so que|no fim|no final)\b/g;

function toneOf(normalized: string) {
  let positives = normalized.match(POSITIVE)?.length ?? 0;
  let negatives = normalized.match(NEGATIVE)?.length ?? 0;
  const last = [...normalized.matchAll(BUT)].at(-1);
  if (last) {
    const after = normalized.slice(last.index);
    positives += after.match(POSITIVE)?.length ?? 0;
    negatives += after.match(NEGATIVE)?.length ?? 0;
  }
  const tone: 'positivo' | 'neutro' | 'negativo' =
    positives > negatives ? 'positivo' : negatives > positives ? 'negativo' : 'neutro';
  return { tone, positives };
}
const STRONG = /\b(?:muito|demais|nunca|sempre|horrivel|incrivel|totalmente|completamente)\b|!/g;

/** Reads tone, intensity and subjects with plain word lists; answers with them and the day's theme. */
export function fakeReflection(input: ReflectionInput): ReflectionAnalysis {
  const text = input.reflectionText;
  const normalized = normalizeForSafety(text);
  const { tone, positives } = toneOf(normalized);
  const strong = normalized.match(STRONG)?.length ?? 0;
  const intensity =
    strong >= 3 || text.length > 600 ? 'alta' : strong === 0 && text.length < 150 ? 'baixa' : 'média';
  const topics = topicsIn(text);
  const variety = varietyFor(input);
  const day = input.day;
  const earlierWritten = input.previousDays.filter(
    (previous) => previous.dayNumber < day.dayNumber && reflectionCounts(previous.reflectionText),
  );
  const yesterday = input.previousDays.find((previous) => previous.dayNumber === day.dayNumber - 1);
  const returning = yesterday
    ? topics.filter((topic) => topicsIn(yesterday.reflectionText).includes(topic))
    : [];

  const analysis: ReflectionAnalysis = {
    sentimentAnalysis: {
      tone,
      intensity,
      emotion: emotionOf(tone, topics, normalized, positives),
      daySpecificContext: isQuestion(day.reflectionPrompt.title)
        ? `O tema do dia ${day.dayNumber} é ${quoted(day.theme)}. O que você escreveu responde, do seu jeito, ${toPrompt(day.reflectionPrompt.title)}.`
        : `O tema do dia ${day.dayNumber} é ${quoted(day.theme)}, e o que você escreveu conversa com ele do seu jeito, à luz de ${quoted(day.reflectionPrompt.title)}.`,
    },
    insights: insights(topics, returning, text, normalized, tone, day.dayNumber, variety),
    progressAssessment: progressAssessment(earlierWritten.length + 1, day.dayNumber, variety),
    validation: variety.pick(`validation-${tone}`, validations[tone]),
    guidance: asWeek1Review(guidance(topics[0], day.theme, variety), day.dayNumber),
    deepeningQuestions: variety.pickMany('questions', [...questionsFor(topics), ...generalQuestions], 3),
  };
  return mapTexts(analysis, (text) => withoutDay22(text, day.dayNumber));
}

function emotionOf(
  tone: 'positivo' | 'neutro' | 'negativo',
  topics: ReflectionTopic[],
  normalized: string,
  positives: number,
) {
  if (tone === 'positivo')
    return topics.includes('ansiedade')
      ? 'coragem'
      : normalized.includes('aliviad')
        ? 'alívio'
        : normalized.includes('orgulh')
          ? 'orgulho'
          : normalized.includes('leve')
            ? 'leveza'
            : 'esperança';
  if (tone === 'negativo')
    return topics.includes('ansiedade')
      ? 'ansiedade'
      : topics.includes('dificuldade')
        ? 'frustração'
        : topics.includes('sono')
          ? 'cansaço'
          : topics.includes('tédio')
            ? 'inquietação'
            : 'desânimo';
  return positives > 0 ? 'ambivalência' : 'calma';
}

const validations: Record<'positivo' | 'neutro' | 'negativo', readonly [string, ...string[]]> = {
  positivo: [
    'Que bom ler isso. Perceber o que deu certo é tão importante quanto perceber o que falhou.',
    'Dá para sentir a diferença no que você escreveu. Guarde esse registro: ele vai ser útil num dia mais difícil.',
    'Isso merece ser comemorado, mesmo que em silêncio. Você fez acontecer.',
    'Dá gosto ler um dia assim. Repare no que você fez de diferente, porque foi isso que funcionou.',
    'Cada passo assim mostra que dá para viver bem com menos tela. É exatamente esse movimento que o programa quer treinar.',
    'Um bom momento registrado vale muito: ele mostra, com as suas palavras, que a mudança é possível.',
    'Que alegria ver isso escrito. Você não esperou o dia perfeito; agiu no dia que tinha.',
    'Vitórias assim parecem pequenas de perto, mas são elas que sustentam as três semanas.',
  ],
  neutro: [
    'Você descreveu o seu dia com clareza e sem julgamento, que é exatamente o olhar que o programa pede.',
    'Nem todo dia traz grandes viradas. Observar com calma, como você fez, já é parte do trabalho.',
    'Um dia comum também ensina. O que você anotou hoje vira comparação útil mais adiante.',
    'Sentimentos misturados são normais no meio de uma mudança. Você registrou os dois lados, e isso é honesto.',
    'Obrigado por escrever mesmo sem uma grande novidade. Constância também é isso.',
    'Você olhou para o seu dia sem exagerar nem diminuir nada. Esse olhar justo é raro e ajuda muito.',
    'Há dias de observação, e não de conquista. Eles preparam o terreno para os próximos.',
    'Registrar o que aconteceu, do jeito que foi, já cria distância entre você e o automático.',
  ],
  negativo: [
    'O que você sentiu faz sentido. Mudar um hábito que ocupa tantas horas mexe com a gente, e dizer isso com honestidade é um passo.',
    'Obrigado por não esconder a parte difícil. Desconforto no meio do caminho é sinal de que algo está mudando, e não de que você falhou.',
    'Dias pesados fazem parte. Você não precisa gostar deles para aprender com eles.',
    'Escrever sobre um dia ruim exige coragem. Você não fugiu dele, e isso já conta.',
    'É compreensível se sentir assim. Nenhuma mudança de verdade acontece sem alguns tropeços.',
    'Seja gentil com você hoje. Cobrança demais costuma empurrar de volta para a tela.',
    'O cansaço e a frustração que você descreveu são reais, e merecem cuidado, e não bronca.',
    'Você pôs no papel algo que muita gente prefere ignorar. Esse é o primeiro passo para resolver.',
  ],
};

function progressAssessment(count: number, dayNumber: number, variety: Variety): string {
  if (count === 1)
    return variety.pick('progress-first', [
      'Esta é a sua primeira reflexão escrita no programa. Escrever cria distância entre você e o impulso, e essa distância é onde a mudança acontece.',
      'Esta é a sua primeira reflexão escrita por aqui. Colocar o dia em palavras ajuda a enxergar o que antes passava no automático.',
      dayNumber < 18
        ? `Primeira reflexão registrada, no dia ${dayNumber}. Cada texto daqui para frente vai poder ser comparado com este.`
        : `Primeira reflexão registrada, no dia ${dayNumber}. Ainda dá tempo de fazer dela um hábito que continua depois do programa.`,
      'Com este texto começa o seu diário do programa. Ele vai mostrar, lá na frente, o quanto você mudou.',
      `Você abriu o registro no dia ${dayNumber}. Não importa quando se começa a escrever; importa continuar.`,
    ]);
  const week = weekOf(dayNumber);
  return variety.pick('progress-more', [
    `Esta é a sua reflexão de número ${count} no programa. Escrever de novo, dia após dia, é o que transforma percepção em hábito.`,
    `Já são ${count} reflexões escritas. ${week === 1 ? 'Na primeira semana' : week === 2 ? 'Nesta segunda semana' : 'Nesta reta final'}, isso mostra um compromisso que vai além das tarefas.`,
    `Com esta, são ${count} reflexões. Vale reler uma das primeiras de vez em quando e notar o que mudou no seu jeito de olhar.`,
    `Reflexão número ${count}, no dia ${dayNumber}. O hábito de parar e escrever já está ganhando forma.`,
  ]);
}

const mentionsPhone = (normalized: string) =>
  /\b(?:celular|telefone|tela|aparelho|app\w*)\b/.test(normalized);

function insights(
  topics: ReflectionTopic[],
  returning: ReflectionTopic[],
  text: string,
  normalized: string,
  tone: 'positivo' | 'neutro' | 'negativo',
  dayNumber: number,
  variety: Variety,
): string[] {
  const list: string[] = [];
  const shown = topics.slice(0, 3);
  if (shown.length > 0) {
    const items = listPt(shown.map(topicPhrase));
    list.push(
      variety.pick('insight-topics', [
        agree(
          shown.length,
          `O tema que mais aparece no que você escreveu é ${items}.`,
          `Os temas que mais aparecem no que você escreveu são ${items}.`,
        ),
        `No seu texto de hoje ${agree(shown.length, 'aparece', 'aparecem')} ${items}.`,
        `Dá para ver ${items} no centro do que você escreveu.`,
      ]),
    );
  }
  const [again] = returning;
  if (again === 'conquista')
    list.push('Ontem também houve uma conquista: são dois dias seguidos com algo dando certo.');
  else if (again)
    list.push(
      variety.pick('insight-again', [
        `Ontem você também escreveu sobre ${topicPhrase(again)}. Quando um tema volta, ele merece um plano próprio.`,
        `${capitalizeFirst(topicPhrase(again))} já tinha aparecido ontem. Um tema que se repete pede uma estratégia só para ele.`,
      ]),
    );
  if (topics.includes('conquista'))
    list.push(
      variety.pick('insight-win', [
        'Você registrou uma conquista. Notar o que funciona ajuda o cérebro a repetir.',
        'Há uma vitória no seu texto. Anotar o que deu certo torna mais fácil fazer de novo.',
        'O que deu certo hoje é pista para amanhã: repare no que estava diferente.',
      ]),
    );
  if (topics.includes('sono'))
    list.push(
      variety.pick('insight-sleep', [
        'O celular à noite aparece ligado ao seu cansaço: a última hora antes de dormir é um bom lugar para mudar primeiro.',
        'Sono e tela se misturam no que você contou. Proteger a noite costuma melhorar o dia seguinte inteiro.',
      ]),
    );
  if (topics.includes('ansiedade'))
    list.push(anxietyInsight(tone, mentionsPhone(normalized), dayNumber, variety));
  list.push(
    variety.pick('insight-general', [
      text.length > 300
        ? 'Você escreveu com detalhes, o que mostra que está prestando atenção em si e não só no aparelho.'
        : 'Mesmo em poucas linhas, você conseguiu nomear o que sentiu, e nomear já diminui a força do impulso.',
      'O simples ato de parar para escrever já é um intervalo sem tela, e você o escolheu.',
      'Escrever sobre o dia transforma uma sensação vaga em algo que dá para observar e mudar.',
      'Quem olha para o próprio dia com atenção começa a ver padrões que antes passavam despercebidos.',
      'As suas palavras de hoje já são um mapa: mostram onde a atenção foi e onde você quer que ela vá.',
      'Perceber como você se sente, sem o celular no meio, é uma habilidade que cresce com a prática.',
      `No dia ${dayNumber}, o simples registro já mostra que você está participando do programa, e não só passando por ele.`,
      'Cada reflexão é um retrato do momento; juntas, elas mostram o seu caminho.',
      'Nomear o que acontece por dentro é o primeiro passo para escolher, em vez de reagir.',
      'Você está construindo um diário do seu detox, e ele vai ser precioso no fim das três semanas.',
    ]),
  );
  if (list.length < 2)
    list.push(
      variety.pick('insight-filler', [
        'Voltar a este texto daqui a alguns dias vai mostrar o quanto você já andou.',
        'Amanhã, repare se o que você sentiu hoje aparece de novo, e em que momento.',
        'Pequenas observações como esta, somadas, são o que muda um hábito.',
      ]),
    );
  return list.slice(0, 4);
}

const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Anxiety: about the phone only when the text mentions it; "primeiros dias" only in week 1. */
function anxietyInsight(
  tone: 'positivo' | 'neutro' | 'negativo',
  aboutPhone: boolean,
  dayNumber: number,
  variety: Variety,
): string {
  if (tone === 'positivo')
    return variety.pick('insight-anxiety-positive', [
      'Você sentiu o nervosismo e seguiu em frente mesmo assim, e deu certo. Essa memória vale para as próximas vezes.',
      'O nervosismo veio, mas não decidiu por você. É assim que a confiança se constrói.',
    ]);
  if (aboutPhone)
    return variety.pick('insight-anxiety-phone', [
      `A ansiedade longe do celular costuma pesar mais ${stageOf(dayNumber)} do que se imagina, e diminui quando o corpo aprende que nada de grave aconteceu.`,
      weekOf(dayNumber) === 1
        ? 'Nos primeiros dias, ficar sem o celular por perto costuma gerar inquietação. Ela passa à medida que o corpo se acostuma.'
        : `Mesmo no dia ${dayNumber}, a inquietação sem o celular pode voltar em momentos de pressão. Isso não apaga o que você já construiu.`,
      'Cada vez que a ansiedade vem e passa sem a tela, o corpo aprende que consegue se acalmar sozinho.',
    ]);
  return variety.pick('insight-anxiety', [
    'Você reconheceu o nervosismo em vez de fugir dele para a tela, e reconhecer já é metade do caminho.',
    'A ansiedade que você descreveu merece atenção: respirar devagar antes de agir ajuda mais do que buscar distração.',
    'Perceber quando a tensão aparece ajuda a escolher o que fazer com ela, em vez de recorrer ao celular no automático.',
  ]);
}

const guidanceByTopic: Partial<Record<ReflectionTopic, readonly [string, ...string[]]>> = {
  sono: [
    'Hoje à noite, defina um horário para o celular ir dormir, fora do quarto, meia hora antes de você. Use esse tempo para algo calmo: um banho, um livro, uma conversa.',
    'Esta noite, troque os últimos 30 minutos de tela por algo que acalme: ler no papel, alongar, conversar. O sono agradece já na primeira noite.',
    'Antes de deitar, deixe o celular carregando longe da cama. Se acordar de madrugada, a mão não vai encontrá-lo, e o sono volta mais fácil.',
  ],
  redes: [
    'Escolha a rede social que mais puxa você e dê a ela um horário fixo, por exemplo 15 minutos depois do almoço. Fora desse horário, ela espera.',
    'Antes de abrir uma rede social, diga em voz baixa o que você vai buscar nela. Sem motivo claro, deixe para o horário que você mesmo escolheu.',
    'Saia da conta da rede que mais prende você no navegador e deixe o aplicativo numa pasta escondida. Cada passo a mais dá tempo para decidir.',
  ],
  notificações: [
    'Revise as notificações: deixe ligadas só as de pessoas, e não as de aplicativos. O celular volta a chamar você quando alguém precisa, e não quando um algoritmo quer.',
    'Escolha um aplicativo que interrompeu você hoje e desligue os avisos dele por uma semana. Você ainda pode abri-lo quando quiser.',
  ],
  ansiedade: [
    'Quando a ansiedade apertar, faça o caminho contrário do impulso: inspire contando até quatro e expire contando até seis, cinco vezes. Depois decida.',
    'Quando o nervosismo vier, ponha os pés no chão e repare em três coisas que você vê e duas que você ouve. Só depois escolha o que fazer.',
    'Da próxima vez que a tensão subir, escreva numa folha o que está preocupando você, em uma frase. Dar nome ajuda a diminuir o tamanho.',
  ],
  tédio: [
    'Da próxima vez que o tédio chegar, espere dois minutos antes de pegar o celular. Muitas vezes a vontade passa sozinha, e algo mais interessante aparece.',
    'Tenha à mão um plano para os momentos vazios: um livro no bolso, uma caminhada curta, uma conversa. O tédio perde força quando encontra uma alternativa pronta.',
  ],
  trabalho: [
    'No trabalho ou nos estudos, experimente blocos de 25 minutos com o celular fora de vista. Ele pode ser a recompensa do intervalo, e não a interrupção do meio.',
    'Amanhã, comece o trabalho ou o estudo pela tarefa mais importante, com o celular em outro cômodo por meia hora. O resto do dia costuma render mais.',
  ],
  pessoas: [
    'Escolha uma pessoa importante e marque um momento sem tela com ela nesta semana. A presença é um presente que o celular não consegue dar.',
    'Na próxima refeição com alguém, deixem os celulares longe da mesa e repare em como a conversa muda.',
    'Conte a alguém próximo o que você está tentando mudar. Ter uma testemunha torna o compromisso mais leve de cumprir.',
  ],
  dificuldade: [
    'Se hoje foi difícil, reduza o tamanho do passo em vez de desistir dele. A constância pequena vence o esforço enorme que não se repete.',
    'Escolha para amanhã uma única tarefa, a menor de todas, e faça só ela. Recomeçar pequeno é recomeçar de verdade.',
  ],
  conquista: [
    'Repita amanhã, de propósito, aquilo que funcionou hoje. Um bom dia vira hábito quando você o reconstrói de propósito.',
    'Anote em uma linha o que tornou o dia de hoje possível, e deixe essa anotação à vista para amanhã.',
    'Aproveite o embalo: escolha um pequeno desafio a mais para amanhã, do mesmo tamanho do que deu certo hoje.',
  ],
};

function guidance(topic: ReflectionTopic | undefined, theme: string, variety: Variety): string {
  const options = topic ? guidanceByTopic[topic] : undefined;
  const link = variety.pick('guidance-link', [
    `Isso conversa direto com o tema de hoje, ${quoted(theme)}.`,
    `É um jeito concreto de viver o tema de hoje, ${quoted(theme)}.`,
    `Assim o tema ${quoted(theme)} sai do papel e entra no seu dia.`,
  ]);
  return options
    ? `${variety.pick('guidance', options)} ${link}`
    : variety.pick('guidance-general', [
        `Leve o tema de hoje, ${quoted(theme)}, para um momento concreto: escolha uma situação de amanhã em que você costuma pegar o celular e decida agora o que vai fazer no lugar.`,
        `Pense em ${quoted(theme)} e escolha uma única ação pequena para amanhã, com hora marcada. Pequeno e certo vale mais do que grande e vago.`,
        `Antes de dormir, releia o tema de hoje, ${quoted(theme)}, e anote uma coisa que você quer fazer diferente amanhã.`,
      ]);
}

const questionsByTopic: Partial<Record<ReflectionTopic, string>> = {
  sono: 'O que você poderia fazer na última meia hora antes de dormir, se o celular não estivesse no quarto?',
  redes: 'Depois de rolar o feed, você costuma se sentir melhor ou pior do que antes?',
  notificações: 'Quais notificações de hoje eram realmente urgentes?',
  ansiedade: 'O que você teme que aconteça quando fica longe do celular, e isso já aconteceu de verdade?',
  tédio: 'Do que você está fugindo quando o tédio aparece e a mão vai para o celular?',
  trabalho:
    'Em que parte do seu trabalho ou estudo o celular mais atrapalha, e o que mudaria se ele ficasse longe?',
  pessoas: 'Quem sente falta da sua atenção inteira, sem tela no meio?',
  dificuldade: 'Qual foi o momento exato em que ficou difícil, e o que estava acontecendo ali?',
  conquista: 'O que tornou possível o que deu certo hoje, e como repetir isso amanhã?',
};
const questionsFor = (topics: ReflectionTopic[]) => topics.flatMap((topic) => questionsByTopic[topic] ?? []);

const generalQuestions = [
  'Se você tivesse uma hora a mais por dia, o que faria com ela?',
  'Que sensação você procura quando desbloqueia o celular sem motivo?',
  'O que você quer que seja diferente no fim destes 21 dias?',
  'Em que momento de hoje você se sentiu mais presente?',
];
