import type { Difficulty } from '../schemas/common.ts';
import type { ReflectionTopic } from './facts.ts';

/** Small, concrete practices the fake mentor suggests when the day's own tasks are done or not enough. */
export interface Practice {
  title: string;
  description: string;
  difficulty: Difficulty;
  timeRequired: string;
  /** The programme day (week 1) that already teaches this practice; later days offer it as a review. */
  introducedOnDay?: number;
}

export const practicesByTopic: Partial<Record<ReflectionTopic, Practice>> = {
  sono: {
    title: 'Celular fora do quarto',
    introducedOnDay: 6,
    description:
      'Hoje à noite, deixe o celular carregando fora do quarto. Se ele é o seu despertador, use um relógio comum ou deixe o aparelho longe da cama, do outro lado do cômodo.',
    difficulty: 'médio',
    timeRequired: '2 minutos',
  },
  notificações: {
    title: 'Silenciar o grupo mais barulhento',
    introducedOnDay: 3,
    description:
      'Escolha o grupo ou aplicativo que mais interrompe você e desligue as notificações dele por uma semana. Você continua podendo abrir quando quiser; só deixa de ser chamado.',
    difficulty: 'fácil',
    timeRequired: '3 minutos',
  },
  redes: {
    title: 'Tirar uma rede social da tela inicial',
    description:
      'Mova o aplicativo de rede social que você mais usa para uma pasta na última tela. O caminho fica mais longo, e esse segundo a mais é o tempo que o impulso leva para passar.',
    difficulty: 'fácil',
    timeRequired: '3 minutos',
  },
  ansiedade: {
    title: 'Três respirações antes de desbloquear',
    description:
      'Toda vez que pegar o celular hoje, faça três respirações lentas antes de desbloquear a tela. Se depois disso ainda quiser usar, use, sem culpa. O objetivo é decidir, e não reagir.',
    difficulty: 'fácil',
    timeRequired: '1 minuto',
  },
  tédio: {
    title: 'Um plano para os momentos de espera',
    description:
      'Na próxima fila ou sala de espera, deixe o celular no bolso e observe o lugar: três cores, dois sons, uma pessoa. O tédio dura menos do que parece quando você não foge dele.',
    difficulty: 'fácil',
    timeRequired: '5 minutos',
  },
  pessoas: {
    title: 'Uma refeição sem tela',
    introducedOnDay: 5,
    description:
      'Combine com quem mora ou convive com você uma refeição sem celular na mesa. Deixem os aparelhos em outro cômodo e reparem em como a conversa muda.',
    difficulty: 'médio',
    timeRequired: '30 minutos',
  },
  trabalho: {
    title: 'Um bloco de foco de 25 minutos',
    description:
      'Escolha uma tarefa importante, deixe o celular em outro cômodo e trabalhe nela por 25 minutos. Depois, faça uma pausa de 5 minutos longe da tela.',
    difficulty: 'médio',
    timeRequired: '30 minutos',
  },
  dificuldade: {
    title: 'Recomeçar sem punição',
    description:
      'Se escorregou, não compense com cobrança. Escolha a menor tarefa pendente, faça só ela agora e anote o que funcionou. Recomeçar rápido vale mais do que nunca errar.',
    difficulty: 'fácil',
    timeRequired: '10 minutos',
  },
};

/** Offline activities keyed by the profile's preferences (spec §9 defaults: meditação, leitura, caminhada). */
export const practicesByPreference: Record<string, Practice> = {
  caminhada: {
    title: 'Caminhada sem fone',
    description:
      'Dê uma volta de dez minutos sem fone e sem o celular na mão. Repare em três coisas do caminho que você nunca tinha notado.',
    difficulty: 'fácil',
    timeRequired: '10 minutos',
  },
  leitura: {
    title: 'Dez páginas no papel',
    description:
      'Leia dez páginas de um livro ou revista de papel, com o celular em outro cômodo. Se a mente fugir, volte para a última frase que lembrar.',
    difficulty: 'fácil',
    timeRequired: '15 minutos',
  },
  meditação: {
    title: 'Cinco minutos de silêncio',
    description:
      'Sente-se confortavelmente, feche os olhos e conte dez respirações. Quando perder a conta, recomece do um, sem bronca.',
    difficulty: 'fácil',
    timeRequired: '5 minutos',
  },
};

export const fallbackPractices: readonly Practice[] = [
  {
    title: 'Uma hora de modo avião',
    description:
      'Escolha uma hora de hoje para deixar o celular em modo avião e faça algo com as mãos: cozinhar, arrumar uma gaveta, desenhar. Avise antes quem precisa falar com você.',
    difficulty: 'médio',
    timeRequired: '1 hora',
  },
  {
    title: 'Tela em preto e branco',
    description:
      'Ative o modo escala de cinza nas configurações de acessibilidade até o fim do dia. Sem cores, o feed perde boa parte da graça.',
    difficulty: 'fácil',
    timeRequired: '2 minutos',
  },
  {
    title: 'Primeira hora sem celular',
    introducedOnDay: 4,
    description:
      'Amanhã, não pegue o celular na primeira hora depois de acordar. Beba água, abra a janela e só então veja as mensagens.',
    difficulty: 'médio',
    timeRequired: '1 hora',
  },
];
