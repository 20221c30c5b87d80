import type { ActivitiesDraft, ActivitiesInput } from '../schemas/activities.ts';
import { normalizeForSafety } from '../safety/normalize.ts';
import { varietyFor } from './variety.ts';
import { quoted } from './wording.ts';

type ActivityDraft = ActivitiesDraft['activities'][number];
interface Activity {
  draft: ActivityDraft;
  calm: boolean;
  keywords: RegExp;
}

/** Offline activities that fit a phone-free hour; `calm` ones suit a low or anxious mood. */
const catalogue: readonly Activity[] = [
  {
    draft: {
      title: 'Caminhada de observação',
      description:
        'Uma volta pelo quarteirão sem fone, prestando atenção no que normalmente passa despercebido.',
      durationMinutes: 15,
      category: 'movimento',
      steps: ['Deixe o celular em casa.', 'Caminhe devagar.', 'Repare em cinco detalhes novos no caminho.'],
      benefit: 'Movimento e atenção ao presente acalmam a mente acelerada.',
    },
    calm: true,
    keywords: /caminhad|andar|movimento|exercicio/,
  },
  {
    draft: {
      title: 'Leitura no papel',
      description: 'Algumas páginas de um livro, revista ou gibi, longe de qualquer tela.',
      durationMinutes: 20,
      category: 'leitura',
      steps: [
        'Escolha algo leve para ler.',
        'Deixe o celular em outro cômodo.',
        'Leia até o tempo acabar, sem pressa.',
      ],
      benefit: 'Treina a atenção sustentada que o feed vai desgastando.',
    },
    calm: true,
    keywords: /leitura|ler|livro/,
  },
  {
    draft: {
      title: 'Respiração e alongamento',
      description: 'Uma sequência curta de alongamentos com respiração lenta.',
      durationMinutes: 10,
      category: 'corpo',
      steps: [
        'Alongue pescoço e ombros.',
        'Estique os braços acima da cabeça.',
        'Termine com dez respirações lentas.',
      ],
      benefit: 'Solta a tensão de horas olhando para baixo, para a tela.',
    },
    calm: true,
    keywords: /meditac|respira|yoga|alonga/,
  },
  {
    draft: {
      title: 'Cozinhar algo simples',
      description: 'Preparar um lanche ou uma receita fácil, com as mãos ocupadas e a cabeça junto.',
      durationMinutes: 30,
      category: 'mãos à obra',
      steps: [
        'Escolha uma receita que você já sabe.',
        'Separe os ingredientes antes de começar.',
        'Cozinhe sem música no celular; se quiser, use o rádio.',
      ],
      benefit: 'Atividade com início, meio e fim, que devolve a sensação de fazer algo por inteiro.',
    },
    calm: false,
    keywords: /cozinh|receita/,
  },
  {
    draft: {
      title: 'Desenhar ou rabiscar',
      description: 'Papel e caneta para desenhar o que estiver à sua frente, sem compromisso com resultado.',
      durationMinutes: 15,
      category: 'criatividade',
      steps: [
        'Pegue papel e uma caneta.',
        'Escolha um objeto por perto.',
        'Desenhe por dez minutos sem apagar nada.',
      ],
      benefit: 'A criatividade aparece quando o tédio não é interrompido pela tela.',
    },
    calm: true,
    keywords: /desenh|arte|pintur|criativ/,
  },
  {
    draft: {
      title: 'Ligação de voz para alguém querido',
      description: 'Em vez de mensagens, uma conversa de voz com alguém de quem você sente falta.',
      durationMinutes: 20,
      category: 'convívio',
      steps: [
        'Escolha a pessoa.',
        'Ligue sem fazer outra coisa ao mesmo tempo.',
        'Pergunte como ela está, de verdade.',
      ],
      benefit: 'Conexão de verdade acalma mais do que cem curtidas.',
    },
    calm: false,
    keywords: /amig|famil|convers|social/,
  },
  {
    draft: {
      title: 'Arrumar um cantinho',
      description: 'Organizar uma gaveta, uma prateleira ou a mesa de trabalho.',
      durationMinutes: 20,
      category: 'casa',
      steps: [
        'Escolha um espaço pequeno.',
        'Tire tudo e separe o que fica.',
        'Guarde de volta só o que usa.',
      ],
      benefit: 'Ordem por fora costuma trazer um pouco de ordem por dentro.',
    },
    calm: false,
    keywords: /organiz|casa|arrum/,
  },
];

const LOW_MOOD = /\b(?:triste|desanimad\w*|cansad\w*|ansios\w*|ansiedade|estressad\w*|pra baixo|mal)\b/;

/** Picks activities that fit the time, the mood and the preferences, most fitting first. */
export function fakeActivities(input: ActivitiesInput): ActivitiesDraft {
  const variety = varietyFor(input);
  const wantsCalm = LOW_MOOD.test(normalizeForSafety(input.currentMood));
  const preferences = normalizeForSafety(input.profile.preferences.activities.join(' '));
  const fitting = catalogue.filter((activity) => activity.draft.durationMinutes <= input.availableTime);
  const pool = fitting.length >= 2 ? fitting : catalogue;
  const score = (activity: Activity) =>
    (activity.keywords.test(preferences) ? 2 : 0) + (wantsCalm && activity.calm ? 1 : 0);
  const shuffled = variety.pickMany('activities', pool, pool.length);
  const chosen = [...shuffled].sort((a, b) => score(b) - score(a)).slice(0, 3);
  return {
    activities: chosen.map(({ draft }) => ({
      ...draft,
      durationMinutes: Math.min(draft.durationMinutes, input.availableTime),
      description: `${draft.description} Combina com o tema do dia ${input.day.dayNumber}, ${quoted(input.day.theme)}.`,
    })),
  };
}
