import type { CoachingDraft, CoachingInput } from '../schemas/coaching.ts';
import type { Difficulty } from '../schemas/common.ts';
import { type DayFacts, dayFacts, inSentence, listPt, withName } from './facts.ts';
import {
  type Practice,
  fallbackPractices,
  practicesByPreference,
  practicesByTopic,
} from './suggestion-pool.ts';
import { topicPhrase } from './topic-phrases.ts';
import { type Variety, varietyFor } from './variety.ts';
import { agree, asWeek1Review, fromPrompt, mapTexts, withoutDay22, quoted } from './wording.ts';

/** From day 8 on, a practice the programme already taught in week 1 comes back as a review, not as new. */
function asReview(practice: Practice, dayNumber: number): Practice {
  const { introducedOnDay } = practice;
  if (introducedOnDay === undefined || dayNumber < 8 || introducedOnDay >= dayNumber) return practice;
  return {
    ...practice,
    title: `Revisão do dia ${introducedOnDay}: ${practice.title.charAt(0).toLowerCase()}${practice.title.slice(1)}`,
    description: `Você já praticou isto no dia ${introducedOnDay}; vale conferir se o hábito continua de pé. ${asWeek1Review(practice.description, dayNumber)}`,
  };
}

/** The fake mentor's coaching: what the user did today, in their own words where possible, and what comes next. */
export function fakeCoaching(input: CoachingInput): CoachingDraft {
  const facts = dayFacts(input.profile, input.day, input.progress, input.previousDays);
  const variety = varietyFor(input);
  const draft: CoachingDraft = {
    analysis: analysis(facts, input, variety),
    suggestions: suggestions(facts, input, variety),
    motivation: motivation(facts, variety),
    nextSteps: nextSteps(facts, input).map((step) => asWeek1Review(step, facts.dayNumber)),
  };
  return mapTexts(draft, (text) => withoutDay22(text, facts.dayNumber));
}

function analysis(facts: DayFacts, input: CoachingInput, variety: Variety): string {
  const { dayNumber, title, done, total } = facts;
  const opening =
    done.length === 0
      ? variety.pick('opening-start', [
          withName(
            facts,
            `o dia ${dayNumber}, ${quoted(title)}, ainda está começando para você. Tudo bem: dá para começar pequeno.`,
          ),
          withName(
            facts,
            `hoje é o dia ${dayNumber}: ${quoted(title)}. Nenhuma tarefa marcada ainda, e isso é só o ponto de partida.`,
          ),
        ])
      : done.length === total
        ? variety.pick('opening-all', [
            withName(
              facts,
              `você concluiu as ${total} tarefas do dia ${dayNumber}, ${quoted(title)}. Dia cumprido com intenção.`,
            ),
            withName(
              facts,
              `todas as tarefas de ${quoted(title)} estão feitas. Isso é o dia ${dayNumber} vivido de verdade, e não só lido.`,
            ),
          ])
        : variety.pick('opening-some', [
            withName(
              facts,
              `você já concluiu ${done.length} de ${total} tarefas do dia ${dayNumber}, ${quoted(title)}.`,
            ),
            withName(
              facts,
              `no dia ${dayNumber}, ${quoted(title)}, ${done.length} de ${total} tarefas já ${done.length === 1 ? 'está feita' : 'estão feitas'}.`,
            ),
          ]);
  const theme = `O tema de hoje é ${quoted(facts.theme)}.`;
  const reflection = facts.wroteReflection
    ? facts.reflectionTopics.length > 0
      ? `Na sua reflexão ${agree(Math.min(facts.reflectionTopics.length, 2), 'aparece', 'aparecem')} ${listPt(facts.reflectionTopics.slice(0, 2).map(topicPhrase))}, e é por aí que vale seguir.`
      : 'Sua reflexão já está escrita, e colocar em palavras é metade do trabalho.'
    : 'A reflexão de hoje ainda está em branco; duas ou três frases sinceras já bastam.';
  const mood = facts.mood
    ? facts.mood.value <= 2
      ? `Você contou que está ${quoted(inSentence(facts.mood.text))}. ${variety.pick('mood-low', [
          'Então o plano é fazer o essencial, sem cobrança.',
          'Hoje vale escolher uma tarefa só e fazê-la com calma.',
          'Num dia assim, o pouco bem feito já conta.',
          'Vá no seu ritmo: o essencial basta por hoje.',
        ])}`
      : facts.mood.value >= 4
        ? `Você disse que está ${quoted(inSentence(facts.mood.text))}: use essa energia na tarefa que parece mais difícil.`
        : ''
    : '';
  const audio = facts.audioPlayed
    ? ''
    : `A meditação ${quoted(input.day.audio.title)} ainda espera por você.`;
  const streak =
    facts.streak >= 2 ? `São ${facts.streak} dias seguidos concluídos antes deste: isso é constância.` : '';
  return [opening, theme, reflection, mood, audio, streak].filter(Boolean).join(' ');
}

/** Tasks 1-2 of a day are the gentlest, task 5 the most demanding (fixtures' order). */
function difficultyOfTask(taskId: string): Difficulty {
  const position = Number(taskId.split('-')[1] ?? '1');
  return position <= 2 ? 'fácil' : position <= 4 ? 'médio' : 'difícil';
}
const waysToDoATask = [
  'Reserve um horário de hoje só para isto, com o celular longe das mãos. Quando terminar, marque a tarefa e repare em como foi.',
  'Faça isto antes de abrir qualquer rede social. Comece pela parte mais simples; o resto costuma vir junto.',
  'Escolha agora o momento do dia em que vai fazer isto. Decidir antes tira o peso da hora.',
] as const;
const timeFor: Record<Difficulty, string> = {
  fácil: '10 minutos',
  médio: '15 minutos',
  difícil: '20 minutos',
};

function suggestions(facts: DayFacts, input: CoachingInput, variety: Variety): Practice[] {
  const ways = variety.pickMany('task-ways', waysToDoATask, 2);
  const fromTasks: Practice[] = facts.pending.slice(0, 2).map((task, index) => {
    const difficulty = difficultyOfTask(task.id);
    return {
      title: task.title,
      description: ways[index] ?? waysToDoATask[0],
      difficulty,
      timeRequired: timeFor[difficulty],
    };
  });
  const missing: Practice[] = [];
  if (!facts.audioPlayed)
    missing.push({
      title: `Ouvir ${quoted(input.day.audio.title)}`,
      description: `${input.day.audio.description} Ouça com o celular em modo avião, num lugar onde ninguém vai interromper.`,
      difficulty: 'fácil',
      timeRequired: '10 minutos',
    });
  if (!facts.wroteReflection)
    missing.push({
      title: 'Escrever a reflexão do dia',
      description: `Parta ${fromPrompt(input.day.reflectionPrompt.title)}, e escreva o que vier, sem revisar. Três linhas bastam.`,
      difficulty: 'fácil',
      timeRequired: '5 minutos',
    });
  const byTopic = facts.reflectionTopics.flatMap((topic) => practicesByTopic[topic] ?? []);
  const byPreference = input.profile.preferences.activities.flatMap(
    (activity) => practicesByPreference[activity.toLowerCase()] ?? [],
  );
  const extras = variety
    .pickMany('extras', [...byTopic, ...byPreference, ...fallbackPractices], 3)
    .map((practice) => asReview(practice, facts.dayNumber));
  const all = [...fromTasks, ...missing, ...extras];
  const unique = all.filter(
    (practice, index) => all.findIndex((other) => other.title === practice.title) === index,
  );
  return unique.slice(0, 3);
}

function motivation(facts: DayFacts, variety: Variety): string {
  if (facts.total > 0 && facts.done.length === facts.total)
    return facts.dayNumber === 21
      ? 'Você chegou ao último dia com tudo feito. O que você construiu nestas três semanas agora é seu: leve com você.'
      : `Isso não é sorte: é escolha repetida. Amanhã, o dia ${facts.dayNumber + 1} começa desse chão firme.`;
  if (facts.mood && facts.mood.value <= 2)
    return variety.pick('motivation-low', [
      'Dias pesados também contam. Uma tarefa pequena feita hoje vale mais do que um plano perfeito para amanhã.',
      'Ir devagar não é voltar atrás. Faça só o próximo passo, e deixe o resto para quando houver fôlego.',
    ]);
  return variety.pick('motivation', [
    'Cada vez que você deixa o celular esperar, seu cérebro aprende que consegue. É assim que o hábito muda: uma escolha de cada vez.',
    'Você não precisa de força de vontade infinita; precisa de um ambiente que ajude. Cada ajuste de hoje trabalha por você amanhã.',
    'O tempo que você recupera hoje não some: vira sono, conversa, descanso. Continue.',
    facts.dayNumber <= 7
      ? `Três semanas parecem muito, mas você já está no dia ${facts.dayNumber}. O caminho se faz andando, e você está andando.`
      : facts.dayNumber < 21
        ? `${facts.dayNumber === 20 ? 'Falta 1 dia' : `Faltam ${21 - facts.dayNumber} dias`}, e você chegou ao dia ${facts.dayNumber} andando, uma escolha de cada vez.`
        : 'É o último dia, e você chegou até aqui andando, uma escolha de cada vez.',
  ]);
}

function nextSteps(facts: DayFacts, input: CoachingInput): string[] {
  const steps = facts.pending.slice(0, 2).map((task) => `Concluir ${quoted(task.title)}.`);
  if (!facts.audioPlayed) steps.push(`Ouvir a meditação ${quoted(input.day.audio.title)}.`);
  if (!facts.wroteReflection) steps.push('Escrever a reflexão do dia.');
  if (input.progress.questionnaire.length === 0) steps.push('Responder o questionário do dia.');
  if (steps.length < 2) steps.push('Marcar o dia como concluído e descansar a vista antes de dormir.');
  if (steps.length < 2) steps.push('Deixar o celular fora do quarto esta noite.');
  return steps.slice(0, 4);
}
