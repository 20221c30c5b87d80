import { programmeDay, taskGuides } from '@detox/fixtures';
import { cardPlan, DEFAULT_CARD_TYPES } from '@detox/providers';
import { type Card, type CardType, cardSchema } from '@detox/providers/ai/schemas';

/**
 * The built-in cards of a day (spec §7: 'intelligent card generation falls back to built-in local cards on
 * failure'): written from the programme and its task guides, the same count and tone rules as generated cards
 * (spec §9), so the day screen always has something real to offer.
 */
export const LOCAL_CARDS_MODEL = 'cards-locais';
export const LOCAL_CARDS_VERSION = 'local.cards.v1';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

export interface LocalCardsInput {
  day: number;
  progressPercentage: number;
  /** Task ids of the day already done. */
  doneTaskIds: readonly string[];
  cardTypes?: readonly CardType[] | undefined;
}

export function localCards({ day, progressPercentage, doneTaskIds, cardTypes }: LocalCardsInput): {
  cards: Card[];
  needsMotivation: boolean;
  needsCompletion: boolean;
} {
  const programme = programmeDay(day);
  if (!programme) throw new RangeError(`Dia inválido: ${day}`);
  const plan = cardPlan(progressPercentage);
  const pending = programme.tasks.filter((task) => !doneTaskIds.includes(task.id));
  const reason = plan.needsMotivation
    ? 'Um passo pequeno agora já muda o seu dia: comece por aqui.'
    : plan.needsCompletion
      ? 'Você já fez quase tudo hoje; este card fecha o dia com chave de ouro.'
      : 'Escolhido para o ponto em que você está no dia de hoje.';

  const cardOf = (type: CardType, index: number): Omit<Card, 'id'> => {
    const task =
      pending[index % Math.max(1, pending.length)] ?? programme.tasks[index % programme.tasks.length];
    const guide = task ? taskGuides[task.id] : undefined;
    switch (type) {
      case 'task':
      case 'challenge':
        return {
          title: clip(
            type === 'task' ? (task?.title ?? programme.title) : `Desafio: ${programme.theme}`,
            120,
          ),
          description: clip(guide?.description ?? programme.theme, 600),
          type,
          priority: type === 'task' ? 'alta' : 'média',
          estimatedTime: clip(guide?.timeEstimate ?? '15 minutos', 40),
          difficulty: type === 'task' ? 'fácil' : 'médio',
          category: 'detox digital',
          benefits: (guide?.benefits ?? ['Mais atenção para o que importa'])
            .slice(0, 4)
            .map((b) => clip(b, 200)),
          instructions: (guide?.steps ?? [task?.title ?? programme.theme])
            .slice(0, 6)
            .map((s) => clip(s, 300)),
          adaptedReason: reason,
          progressTracking: { metric: 'tarefa concluída', target: '1 vez hoje' },
        };
      case 'reflection':
        return {
          title: clip(programme.reflection.title, 120),
          description: clip(programme.reflection.content[0] ?? programme.theme, 600),
          type,
          priority: 'média',
          estimatedTime: '10 minutos',
          difficulty: 'fácil',
          category: 'autoconhecimento',
          benefits: ['Entender os seus gatilhos', 'Perceber o quanto você já avançou'],
          instructions: programme.reflection.content.slice(1, 4).map((paragraph) => clip(paragraph, 300)),
          adaptedReason: reason,
          progressTracking: { metric: 'reflexão escrita', target: 'mais de 20 caracteres' },
        };
      case 'activity':
      case 'meditation':
        return {
          title: clip(programme.audioTitle, 120),
          description: clip(programme.audioDescription, 600),
          type,
          priority: 'média',
          estimatedTime: '5 minutos',
          difficulty: 'fácil',
          category: 'presença',
          benefits: ['Acalmar a mente', 'Voltar a atenção para o corpo'],
          instructions: [
            'Procure um lugar tranquilo e deixe o celular longe das mãos.',
            'Ouça a meditação do dia até o fim, no seu ritmo.',
          ],
          adaptedReason: reason,
          progressTracking: { metric: 'meditação ouvida', target: 'até o fim' },
        };
    }
  };

  const types = cardTypes && cardTypes.length > 0 ? cardTypes : DEFAULT_CARD_TYPES;
  const cards = Array.from({ length: plan.count }, (_, index) => {
    const type = types[index % types.length] ?? 'task';
    return cardSchema.parse({ ...cardOf(type, index), id: `card-${day}-${index}` });
  });
  return { cards, needsMotivation: plan.needsMotivation, needsCompletion: plan.needsCompletion };
}
