import type { ChatInput, ChatReply } from '../schemas/chat.ts';
import { asksForMedicalAdvice } from '../safety/medical.ts';
import { normalizeForSafety } from '../safety/normalize.ts';
import { type DayFacts, dayFacts, withName } from './facts.ts';
import { type Variety, varietyFor } from './variety.ts';
import { asWeek1Review, fromPrompt, stageOf, weekOf, withoutDay22, quoted } from './wording.ts';

type Intent = 'medical' | 'greeting' | 'thanks' | 'next' | 'urge' | 'sleep' | 'anxiety' | 'audio' | 'open';

const intents: readonly [Exclude<Intent, 'medical' | 'open'>, RegExp][] = [
  [
    'urge',
    /\b(?:vontade|impulso|nao consigo (?:parar|largar|ficar)|recai\w*|fissura|viciad\w*|escorreguei|voltei a)\b/,
  ],
  ['sleep', /\b(?:dormi\w*|sono|insonia|cama|madrugada|deitar)\b/],
  ['anxiety', /\b(?:ansi\w*|nervos\w*|angusti\w*|agitad\w*|inquiet\w*)\b/],
  ['audio', /\b(?:meditacao|meditar|audio|respira\w*)\b/],
  ['next', /\b(?:tarefas?|o que (?:eu )?(?:faco|fazer)|proximo passo|por onde comec\w*|como comec\w*)\b/],
  ['thanks', /\b(?:obrigad\w*|valeu|brigad\w*)\b/],
  ['greeting', /^(?:oi|ola|bom dia|boa tarde|boa noite|e ai|hey)\b/],
];

function intentOf(message: string): Intent {
  if (asksForMedicalAdvice(message)) return 'medical';
  const normalized = normalizeForSafety(message);
  return intents.find(([, pattern]) => pattern.test(normalized))?.[0] ?? 'open';
}

/** The fake mentor's chat: recognises what the message is about and answers with the user's day in hand. */
export function fakeChat(input: ChatInput): ChatReply {
  const { day, progress } = input.context;
  const facts = dayFacts(input.profile, day, progress);
  const variety = varietyFor(input);
  const firstTurn = !input.history.some((turn) => turn.role === 'mentor');
  const answer = replies[intentOf(input.message)](facts, input, variety);
  const response = asWeek1Review(firstTurn ? withName(facts, lowerFirst(answer)) : answer, facts.dayNumber);
  return { response: withoutDay22(response, facts.dayNumber) };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** ", e você já fez 2 de 5 tarefas"; none and all said as such. */
const tasksSoFar = ({ done, total }: DayFacts) =>
  done.length === 0
    ? `, e as ${total} tarefas ainda estão por fazer`
    : done.length === total
      ? `, e você já fez as ${total} tarefas`
      : `, e você já fez ${done.length} de ${total} tarefas`;

const nextTask = (facts: DayFacts) => facts.pending[0]?.title;
/** ', "Anotar ..."' after a sentence, or nothing when every task is done. */
const taskAside = (facts: DayFacts, lead: string) => {
  const task = nextTask(facts);
  return task ? `${lead}${quoted(task)}` : '';
};

const replies: Record<Intent, (facts: DayFacts, input: ChatInput, variety: Variety) => string> = {
  medical: () =>
    'Sobre remédios, doses ou diagnósticos eu não posso orientar: isso é com um médico ou profissional de saúde, que conhece o seu histórico. Vale levar essa pergunta na próxima consulta. O que eu posso fazer é ajudar com os hábitos em volta do celular, como o sono, as pausas e as noites sem tela. Quer começar por aí?',
  greeting: (facts, _input, variety) =>
    `${variety.pick('hello', ['Que bom falar com você.', 'Estou por aqui com você.', 'Bom ter você aqui.'])} Hoje é o dia ${facts.dayNumber}, ${quoted(facts.title)}${tasksSoFar(facts)}. Como está sendo o dia até agora?`,
  thanks: (facts, _input, variety) =>
    variety.pick('thanks', [
      `Eu que agradeço por confiar. ${nextTask(facts) ? `${taskAside(facts, 'Quando puder, o próximo passo é ')}.` : 'Hoje você já fez a sua parte; descanse.'}`,
      `Conte comigo. Se precisar, volto aqui com você a qualquer momento do dia ${facts.dayNumber}.`,
    ]),
  next: (facts, input) => {
    const task = nextTask(facts);
    if (task)
      return `O próximo passo é ${quoted(task)}. Faça agora, antes de abrir qualquer aplicativo, e guarde o celular enquanto isso. Depois, ${facts.audioPlayed ? 'escreva duas linhas na reflexão sobre como foi.' : `ouça a meditação ${quoted(input.context.day.audio.title)}.`}`;
    if (!facts.audioPlayed)
      return `As tarefas estão feitas. Falta ouvir a meditação ${quoted(input.context.day.audio.title)}; escolha um canto tranquilo e ponha o celular em modo avião.`;
    if (!facts.wroteReflection)
      return `As tarefas e a meditação estão feitas. Falta a reflexão: parta ${fromPrompt(input.context.day.reflectionPrompt.title)} e escreva o que vier.`;
    return `Você completou o dia ${facts.dayNumber}. Responda o questionário, marque o dia como concluído e aproveite o resto do tempo longe da tela.`;
  },
  urge: (facts) =>
    `Vontade forte é normal, ${weekOf(facts.dayNumber) === 1 ? 'principalmente nos primeiros dias' : `inclusive ${stageOf(facts.dayNumber)}, em dias de mais pressão`}. Tente o seguinte: quando ela vier, não lute e não obedeça logo. Observe onde ela aparece no corpo, respire devagar e conte até noventa. A maioria dos impulsos perde força em um ou dois minutos. Se escorregou, tudo bem: recomece pela próxima tarefa${taskAside(facts, ', ')}, sem punição.`,
  sleep: (facts, _input, variety) =>
    `${variety.pick('sleep', [
      'O sono é um dos primeiros lugares onde o detox faz diferença.',
      'Dormir melhor costuma ser a primeira recompensa de usar menos o celular.',
      'A noite é onde o celular mais cobra, e onde a mudança mais rende.',
      'Quando a tela sai da noite, o sono costuma voltar aos poucos.',
    ])} ${variety.pick('sleep-tip', [
      'Hoje, experimente deixar o celular carregando fora do quarto e parar as telas meia hora antes de deitar.',
      'Esta noite, deixe o celular carregando fora do quarto e troque a última meia hora de tela por algo calmo.',
      'Hoje, pare as telas meia hora antes de deitar e deixe o celular carregando fora do quarto.',
    ])} ${facts.audioPlayed ? 'Se a cabeça estiver acelerada, repita a respiração da meditação de hoje já na cama.' : 'A meditação do dia pode ser esse ritual de desacelerar.'}`,
  anxiety: () =>
    'Faz sentido sentir ansiedade longe do celular: o corpo se acostumou a buscar alívio nele. Faça comigo agora: inspire contando até quatro, segure um instante e solte contando até seis. Repita cinco vezes. A ansiedade costuma baixar quando você mostra ao corpo que nada grave acontece sem a tela. Se ela for intensa ou frequente, vale conversar com um profissional de saúde.',
  audio: (facts, input) =>
    facts.audioPlayed
      ? `Você já ouviu ${quoted(input.context.day.audio.title)} hoje. Se quiser repetir, ouça antes de dormir: a mesma prática em outro momento do dia mostra coisas novas.`
      : `A meditação de hoje é ${quoted(input.context.day.audio.title)}. ${input.context.day.audio.description} Ouça com o celular em modo avião e, no fim, marque como ouvida.`,
  open: (facts, input, variety) =>
    `${variety.pick('open', [
      'Entendo.',
      'Obrigado por contar.',
      'Faz sentido o que você está dizendo.',
    ])} Isso tem tudo a ver com o tema de hoje, ${quoted(input.context.day.theme)}. ${variety.pick(
      'open-question',
      [
        'O que você acha que está por trás disso?',
        'Em que momento do dia isso aparece mais?',
        'O que você gostaria que fosse diferente amanhã?',
      ],
    )}${nextTask(facts) ? `${taskAside(facts, ' Enquanto pensa, um passo concreto é ')}.` : ''}`,
};
