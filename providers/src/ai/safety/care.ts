import type { ChatReply } from '../schemas/chat.ts';
import type { CoachingResult, Suggestion } from '../schemas/coaching.ts';
import type { Insights } from '../schemas/insights.ts';
import type { ReflectionAnalysis } from '../schemas/reflection.ts';

/**
 * What the mentor says, in place of coaching, when a text suggests a crisis. Written once and reviewed, not
 * generated: at that moment a model's creativity is a risk, not a feature. Both providers use these words.
 */
export const CVV_PHONE = '188';
export const CVV_SITE = 'cvv.org.br';

export const CARE_MESSAGE =
  'O que você escreveu me preocupa, e eu quero que você saiba: você não precisa passar por isso sem apoio. ' +
  'Se está pensando em se machucar ou em tirar a própria vida, fale agora com o CVV (Centro de Valorização da ' +
  `Vida): ligue ${CVV_PHONE}, de graça e a qualquer hora, ou converse pelo chat em ${CVV_SITE}. ` +
  'Se você corre perigo neste momento, ligue 192 (SAMU) ou vá ao pronto-socorro mais próximo.';

const SUPPORT =
  'Se puder, chame alguém de confiança para ficar com você e conte como está se sentindo. Eu sou um mentor de ' +
  'detox digital e não substituo um profissional, mas estou aqui. O programa pode esperar; você vem primeiro.';

const greeting = (firstName: string | undefined) =>
  firstName ? `${firstName}, obrigado por me contar isso.` : 'Obrigado por me contar isso.';

export function careChatReply(firstName: string | undefined): ChatReply {
  return { response: `${greeting(firstName)} ${CARE_MESSAGE} ${SUPPORT}` };
}

export function careReflectionAnalysis(dayNumber: number): ReflectionAnalysis {
  return {
    sentimentAnalysis: {
      tone: 'negativo',
      intensity: 'alta',
      emotion: 'sofrimento',
      daySpecificContext: `Hoje, o mais importante não é o dia ${dayNumber} do programa: é você estar em segurança.`,
    },
    insights: [
      'O que você está sentindo merece cuidado de verdade, e não apenas força de vontade.',
      'Pedir ajuda é um gesto de coragem, e você pode fazer isso ainda hoje.',
    ],
    progressAssessment:
      'Seu progresso no programa pode ficar em pausa, sem culpa nenhuma. Ele espera por você.',
    validation:
      'Obrigado por escrever com tanta sinceridade. O que você descreve é muito pesado, e faz todo sentido buscar apoio.',
    guidance: `${CARE_MESSAGE} ${SUPPORT}`,
    deepeningQuestions: [
      'Você está em um lugar seguro neste momento?',
      'Existe alguém de confiança para quem você possa ligar ou mandar uma mensagem agora?',
    ],
  };
}

export function careInsights(): Insights {
  return {
    severity: 'alto',
    narrative: `${CARE_MESSAGE} ${SUPPORT}`,
    distractionSignals: [
      {
        signal: 'Sofrimento intenso no que você escreveu hoje',
        riskLevel: 'alto',
        suggestion: `Ligue ${CVV_PHONE} ou acesse ${CVV_SITE} para conversar com alguém agora, sem julgamento.`,
      },
    ],
    recommendations: [
      `Fale com o CVV: ${CVV_PHONE} (ligação gratuita, 24 horas) ou ${CVV_SITE}.`,
      'Avise uma pessoa de confiança sobre como você está se sentindo.',
      'Deixe as tarefas do programa para depois; cuidar de você vem primeiro.',
    ],
  };
}

const careSuggestions: Omit<Suggestion, 'id' | 'completed'>[] = [
  {
    title: 'Conversar com o CVV',
    description: `Ligue ${CVV_PHONE} (gratuito, 24 horas) ou acesse ${CVV_SITE} para falar com alguém preparado para ouvir, sem julgamento.`,
    difficulty: 'médio',
    timeRequired: 'agora',
  },
  {
    title: 'Ficar perto de alguém de confiança',
    description:
      'Mande uma mensagem ou ligue para uma pessoa próxima e conte como você está. Não precisa explicar tudo.',
    difficulty: 'fácil',
    timeRequired: '5 minutos',
  },
  {
    title: 'Respirar devagar',
    description:
      'Inspire contando até quatro e solte o ar contando até seis, algumas vezes, enquanto busca apoio.',
    difficulty: 'fácil',
    timeRequired: '2 minutos',
  },
];

export function careCoaching(firstName: string | undefined, dayNumber: number): CoachingResult {
  return {
    analysis: `${greeting(firstName)} ${CARE_MESSAGE}`,
    suggestions: careSuggestions.map((suggestion, index) => ({
      ...suggestion,
      id: `suggestion-${dayNumber}-${index}`,
      completed: false,
    })),
    motivation: `Você não precisa enfrentar isso sem ajuda. ${SUPPORT}`,
    nextSteps: [
      `Ligar para o ${CVV_PHONE} ou abrir ${CVV_SITE} agora.`,
      'Avisar uma pessoa de confiança sobre como você está.',
      'Voltar ao programa só quando se sentir em segurança.',
    ],
  };
}
