import type { ReflectionAnalysis, ReflectionInput } from '../schemas/reflection.ts';
import { normalizeForSafety } from '../safety/normalize.ts';
import { type ReflectionTopic, REFLECTION_MIN_CHARS, listPt, topicsIn } from './facts.ts';
import { topicPhrase } from './topic-phrases.ts';
import { varietyFor } from './variety.ts';

const POSITIVE =
  /\b(?:consegui\w*|orgulh\w*|feliz|leve\w*|aliviad\w*|calm\w*|tranquil\w*|melhor|gostei|bom|boa|otimo|incrivel|grat\w*)\b/g;
const NEGATIVE =
  /\b(?:dificil|ansi\w*|culpa|frustr\w*|cansad\w*|triste\w*|pior|ruim|falhei|nao consegui|irritad\w*|angusti\w*|vicio|perdi)\b/g;
const STRONG = /\b(?:muito|demais|nunca|sempre|horrivel|incrivel|totalmente|completamente)\b|!/g;

/** Reads tone, intensity and subjects with plain word lists; answers with them and the day's theme. */
export function fakeReflection(input: ReflectionInput): ReflectionAnalysis {
  const text = input.reflectionText;
  const normalized = normalizeForSafety(text);
  const positives = normalized.match(POSITIVE)?.length ?? 0;
  const negatives = normalized.match(NEGATIVE)?.length ?? 0;
  const tone = positives > negatives ? 'positivo' : negatives > positives ? 'negativo' : 'neutro';
  const strong = normalized.match(STRONG)?.length ?? 0;
  const intensity =
    strong >= 3 || text.length > 600 ? 'alta' : strong === 0 && text.length < 150 ? 'baixa' : 'média';
  const topics = topicsIn(text);
  const variety = varietyFor(input);
  const day = input.day;
  const earlierWritten = input.previousDays.filter(
    (previous) =>
      previous.dayNumber < day.dayNumber && previous.reflectionText.trim().length > REFLECTION_MIN_CHARS,
  );
  const yesterday = input.previousDays.find((previous) => previous.dayNumber === day.dayNumber - 1);
  const returning = yesterday
    ? topics.filter((topic) => topicsIn(yesterday.reflectionText).includes(topic))
    : [];

  return {
    sentimentAnalysis: {
      tone,
      intensity,
      emotion: emotionOf(tone, topics, normalized, positives),
      daySpecificContext: `O tema do dia ${day.dayNumber} é "${day.theme}". O que você escreveu responde, do seu jeito, à pergunta "${day.reflectionPrompt.title}".`,
    },
    insights: insights(topics, returning, text, variety),
    progressAssessment:
      earlierWritten.length === 0
        ? 'Esta é a sua primeira reflexão escrita no programa. Escrever cria distância entre você e o impulso, e essa distância é onde a mudança acontece.'
        : `Esta é a sua reflexão de número ${earlierWritten.length + 1} no programa. Escrever de novo, dia após dia, é o que transforma percepção em hábito.`,
    validation: variety.pick(`validation-${tone}`, validations[tone]),
    guidance: guidance(topics[0], day.theme),
    deepeningQuestions: variety.pickMany('questions', [...questionsFor(topics), ...generalQuestions], 3),
  };
}

function emotionOf(
  tone: 'positivo' | 'neutro' | 'negativo',
  topics: ReflectionTopic[],
  normalized: string,
  positives: number,
) {
  if (tone === 'positivo')
    return normalized.includes('aliviad')
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
    'Que bom ler isso. Perceber o que deu certo é tão importante quanto perceber o que falhou, e você fez as duas coisas.',
    'Dá para sentir a diferença no que você escreveu. Guarde esse registro: ele vai ser útil num dia mais difícil.',
  ],
  neutro: [
    'Você descreveu o seu dia com clareza e sem julgamento, que é exatamente o olhar que o programa pede.',
    'Nem todo dia traz grandes viradas. Observar com calma, como você fez, já é parte do trabalho.',
  ],
  negativo: [
    'O que você sentiu faz sentido. Mudar um hábito que ocupa tantas horas mexe com a gente, e dizer isso com honestidade é um passo.',
    'Obrigado por não esconder a parte difícil. Desconforto no meio do caminho é sinal de que algo está mudando, e não de que você falhou.',
  ],
};

function insights(
  topics: ReflectionTopic[],
  returning: ReflectionTopic[],
  text: string,
  variety: ReturnType<typeof varietyFor>,
): string[] {
  const list: string[] = [];
  if (topics.length > 0)
    list.push(
      `Os temas que mais aparecem no que você escreveu são ${listPt(topics.slice(0, 3).map(topicPhrase))}.`,
    );
  const [again] = returning;
  if (again)
    list.push(
      `Ontem você também escreveu sobre ${topicPhrase(again)}. Quando um tema volta, ele merece um plano próprio.`,
    );
  if (topics.includes('conquista'))
    list.push('Você registrou uma conquista. Notar o que funciona ajuda o cérebro a repetir.');
  if (topics.includes('sono'))
    list.push(
      'O celular à noite aparece ligado ao seu cansaço: a última hora antes de dormir é um bom lugar para mudar primeiro.',
    );
  if (topics.includes('ansiedade'))
    list.push(
      'A ansiedade longe do celular costuma ser mais forte nos primeiros dias e diminui quando o corpo aprende que nada de grave aconteceu.',
    );
  list.push(
    variety.pick('insight-general', [
      text.length > 300
        ? 'Você escreveu com detalhes, o que mostra que está prestando atenção em si e não só no aparelho.'
        : 'Mesmo em poucas linhas, você conseguiu nomear o que sentiu, e nomear já diminui a força do impulso.',
      'O simples ato de parar para escrever já é um intervalo sem tela, e você o escolheu.',
    ]),
  );
  if (list.length < 2)
    list.push('Cada reflexão é um retrato do momento; juntas, elas mostram o seu caminho.');
  return list.slice(0, 4);
}

const guidanceByTopic: Partial<Record<ReflectionTopic, string>> = {
  sono: 'Hoje à noite, defina um horário para o celular ir dormir, fora do quarto, meia hora antes de você. Use esse tempo para algo calmo: um banho, um livro, uma conversa.',
  redes:
    'Escolha a rede social que mais puxa você e dê a ela um horário fixo, por exemplo 15 minutos depois do almoço. Fora desse horário, ela espera.',
  notificações:
    'Revise as notificações: deixe ligadas só as de pessoas, e não as de aplicativos. O celular volta a chamar você quando alguém precisa, e não quando um algoritmo quer.',
  ansiedade:
    'Quando a ansiedade apertar, faça o caminho contrário do impulso: solte o celular, inspire contando até quatro e expire contando até seis, cinco vezes. Depois decida.',
  tédio:
    'Da próxima vez que o tédio chegar, espere dois minutos antes de pegar o celular. Muitas vezes a vontade passa sozinha, e algo mais interessante aparece.',
  trabalho:
    'No trabalho ou nos estudos, experimente blocos de 25 minutos com o celular fora de vista. Ele pode ser a recompensa do intervalo, e não a interrupção do meio.',
  pessoas:
    'Escolha uma pessoa importante e marque um momento sem tela com ela nesta semana. A presença é um presente que o celular não consegue dar.',
  dificuldade:
    'Se hoje foi difícil, reduza o tamanho do passo em vez de desistir dele. A constância pequena vence o esforço enorme que não se repete.',
  conquista:
    'Repita amanhã, de propósito, aquilo que funcionou hoje. Um bom dia vira hábito quando você o reconstrói de propósito.',
};

function guidance(topic: ReflectionTopic | undefined, theme: string): string {
  const specific = topic ? guidanceByTopic[topic] : undefined;
  return specific
    ? `${specific} Isso conversa direto com o tema de hoje, "${theme}".`
    : `Leve o tema de hoje, "${theme}", para um momento concreto: escolha uma situação de amanhã em que você costuma pegar o celular e decida agora o que vai fazer no lugar.`;
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
