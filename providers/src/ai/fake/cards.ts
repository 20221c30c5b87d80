import { cardPlan, DEFAULT_CARD_TYPES } from '../rules.ts';
import type { CardDraft, CardsDraft, CardsInput, CardType } from '../schemas/cards.ts';
import type { DayProgressInput, ProgrammeDayInput, UserProfile } from '../schemas/common.ts';
import { type DayFacts, dayFacts, inSentence } from './facts.ts';
import { type Practice, practicesByPreference } from './suggestion-pool.ts';
import { type Variety, varietyFor } from './variety.ts';
import { mapTexts, withoutDay22, quoted } from './wording.ts';

export interface CardContext {
  profile: UserProfile;
  day: ProgrammeDayInput;
  progress: DayProgressInput;
  progressPercentage: number;
  cardTypes?: CardType[] | undefined;
  strugglingAreas?: string[] | undefined;
}

export function fakeCards(input: CardsInput): CardsDraft {
  return { cards: cardsFor(input) };
}

/** Spec §9: how many cards and their urgency follow the day's completion; types rotate in the given order. */
export function cardsFor(context: CardContext): CardDraft[] {
  const plan = cardPlan(context.progressPercentage);
  const types = context.cardTypes ?? DEFAULT_CARD_TYPES;
  const facts = dayFacts(context.profile, context.day, context.progress);
  const variety = varietyFor(context);
  const cards = Array.from({ length: plan.count }, (_, index): CardDraft => {
    const type = types[index % types.length] ?? 'task';
    const card = builders[type](facts, context, variety, index);
    const urgent = (plan.needsMotivation && index === 0) || (plan.needsCompletion && type === 'task');
    return {
      ...card,
      type,
      priority: urgent ? 'alta' : index === 0 ? 'média' : 'baixa',
      adaptedReason: reason(plan, context, facts),
    };
  });
  return mapTexts(cards, (text) => withoutDay22(text, facts.dayNumber));
}

function reason(plan: ReturnType<typeof cardPlan>, context: CardContext, facts: DayFacts): string {
  const percent = Math.round(context.progressPercentage);
  const struggling = context.strugglingAreas?.[0];
  if (plan.needsMotivation)
    return `Você está em ${percent}% do dia ${facts.dayNumber}: um passo pequeno agora ajuda a destravar o resto.${struggling ? ` Pensado para quem está achando difícil ${inSentence(struggling)}.` : ''}`;
  if (percent >= 100)
    return `Você completou o dia ${facts.dayNumber}: este card ajuda a fixar o que funcionou.`;
  if (plan.needsCompletion)
    return `Você já está em ${percent}% do dia ${facts.dayNumber}; falta pouco para fechar com tudo feito.`;
  return `Você está em ${percent}% do dia ${facts.dayNumber}, no meio do caminho: este card mantém o ritmo sem pesar.`;
}

type Builder = (
  facts: DayFacts,
  context: CardContext,
  variety: Variety,
  index: number,
) => Omit<CardDraft, 'type' | 'priority' | 'adaptedReason'>;

const builders: Record<CardType, Builder> = {
  task: (facts, _context, variety, index) => {
    const task = facts.pending[index % Math.max(1, facts.pending.length)];
    if (!task)
      return {
        title: 'Revisar o dia',
        description: `Todas as tarefas de ${quoted(facts.title)} estão feitas. Leia de novo o que você anotou hoje e marque o que quer manter amanhã.`,
        estimatedTime: '5 minutos',
        difficulty: 'fácil',
        category: 'revisão',
        benefits: ['Fixa o que funcionou', 'Prepara o dia seguinte'],
        instructions: ['Releia suas anotações do dia.', 'Sublinhe uma coisa para repetir amanhã.'],
        progressTracking: { metric: 'revisão feita', target: '1 vez' },
      };
    return {
      title: task.title,
      description: variety.pick(`task-${index}`, [
        `Uma das tarefas de ${quoted(facts.title)}: faça com o celular longe das mãos e marque quando terminar.`,
        `Do dia ${facts.dayNumber}, ${quoted(facts.title)}: reserve um momento só para ela, sem tela por perto.`,
        `Esta é do dia ${facts.dayNumber}: escolha agora quando vai fazê-la, e o resto fica mais leve.`,
        `Parte de ${quoted(facts.title)}, e feita com calma vale mais do que várias às pressas.`,
        `Tarefa do dia ${facts.dayNumber}: comece por ela antes de abrir qualquer aplicativo.`,
        `Para o dia ${facts.dayNumber} andar, esta é uma boa próxima: celular em outro cômodo e mãos à obra.`,
      ]),
      estimatedTime: '15 minutos',
      difficulty: 'médio',
      category: 'tarefa do dia',
      benefits: ['Avança o seu dia', 'Treina decidir antes de reagir'],
      instructions: [
        'Escolha um horário para fazer agora ou ainda hoje.',
        'Deixe o celular em outro cômodo enquanto faz.',
        'Marque a tarefa como concluída no app.',
      ],
      progressTracking: { metric: 'tarefa concluída', target: '1 de 1' },
    };
  },
  reflection: (facts, context, variety) => ({
    title: 'Três linhas sobre hoje',
    description: `Escreva a partir da reflexão de hoje, ${quoted(context.day.reflectionPrompt.title)}. ${variety.pick(
      'reflection',
      [
        'Não precisa ficar bonito; precisa ser verdadeiro.',
        'Sem revisar: o que vier primeiro costuma ser o mais honesto.',
        'Poucas linhas bastam, desde que sejam suas.',
        'Vale mais uma frase sincera do que um parágrafo caprichado.',
        'Escreva como quem conversa consigo, sem plateia.',
        'Ninguém vai corrigir: o que importa é pôr o dia em palavras.',
        'Comece por uma cena do dia e deixe o resto vir.',
      ],
    )}`,
    estimatedTime: '5 minutos',
    difficulty: 'fácil',
    category: 'reflexão',
    benefits: ['Dá nome ao que você sente', 'Cria distância entre impulso e ação'],
    instructions: [
      'Sente-se longe de outras telas.',
      `Pense em ${quoted(context.day.reflectionPrompt.title)} e escreva o que vier.`,
      facts.wroteReflection
        ? 'Acrescente uma frase ao que você já escreveu hoje.'
        : 'Escreva pelo menos três frases.',
    ],
    progressTracking: { metric: 'reflexão escrita', target: 'mais de 20 caracteres' },
  }),
  activity: (_facts, context, variety) => {
    const preferred = context.profile.preferences.activities.flatMap(
      (activity) => practicesByPreference[activity.toLowerCase()] ?? [],
    );
    const [first = fallbackActivity, ...rest] = preferred;
    const practice = variety.pick('activity', [first, ...rest]);
    return {
      title: practice.title,
      description: practice.description,
      estimatedTime: practice.timeRequired,
      difficulty: practice.difficulty,
      category: 'atividade offline',
      benefits: ['Descansa a vista e a cabeça', 'Mostra que o tempo livre pode ser bom sem tela'],
      instructions: [
        'Deixe o celular em casa ou em modo avião.',
        'Faça a atividade sem pressa.',
        'Anote depois como se sentiu.',
      ],
      progressTracking: { metric: 'minutos sem tela', target: practice.timeRequired },
    };
  },
  challenge: (facts, context) => {
    const minutes = Math.min(120, Math.max(30, context.profile.preferences.timeAvailable * 2));
    return {
      title: `${minutes} minutos longe do celular`,
      description: `Um desafio ligado ao tema de hoje, ${quoted(facts.theme)}: ${minutes} minutos seguidos com o celular fora de vista.`,
      estimatedTime: `${minutes} minutos`,
      difficulty: minutes >= 90 ? 'difícil' : 'médio',
      category: 'desafio',
      benefits: ['Treina a tolerância ao tédio', 'Mostra que nada urgente se perde'],
      instructions: [
        'Avise quem precisa falar com você.',
        'Guarde o celular em uma gaveta ou outro cômodo.',
        'Faça algo com as mãos ou com alguém até o tempo acabar.',
      ],
      progressTracking: { metric: 'minutos seguidos sem celular', target: `${minutes}` },
    };
  },
  meditation: (facts, context) => ({
    title: context.day.audio.title,
    description: context.day.audio.description,
    estimatedTime: '10 minutos',
    difficulty: 'fácil',
    category: 'meditação',
    benefits: ['Acalma a respiração', 'Treina voltar ao presente'],
    instructions: [
      'Coloque o celular em modo avião.',
      'Sente-se com as costas retas e os pés no chão.',
      facts.audioPlayed ? 'Ouça de novo, agora antes de dormir.' : 'Ouça o áudio do dia até o fim.',
    ],
    progressTracking: { metric: 'áudio ouvido', target: 'pelo menos 50%' },
  }),
};

const fallbackActivity: Practice = {
  title: 'Caminhada sem fone',
  description: 'Dê uma volta de dez minutos sem fone e sem o celular na mão. Repare no caminho.',
  difficulty: 'fácil',
  timeRequired: '10 minutos',
};
