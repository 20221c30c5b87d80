import type { ChatReply } from '../schemas/chat.ts';
import type { CoachingResult, Suggestion } from '../schemas/coaching.ts';
import type { Insights } from '../schemas/insights.ts';
import type { MeditationDraft } from '../schemas/meditation.ts';
import type { ProgressAnalysisDraft } from '../schemas/progress-analysis.ts';
import type { ReflectionAnalysis } from '../schemas/reflection.ts';
import type { RelapsePlan } from '../schemas/relapse-plan.ts';
import type { WeeklyChallengeDraft } from '../schemas/weekly-challenge.ts';
import type { WellbeingDraft } from '../schemas/wellbeing.ts';
import type { ActivitiesDraft } from '../schemas/activities.ts';
import type { CardDraft } from '../schemas/cards.ts';

/**
 * What the mentor says, in place of coaching, when a text suggests a crisis. Written once and reviewed, not
 * generated: at that moment a model's creativity is a risk, not a feature. Both providers use these words.
 */
export const CVV_PHONE = '188';
export const CVV_SITE = 'cvv.org.br';
export const SAMU_PHONE = '192';
export const EMERGENCY_PHONE = '190';

/** The reviewed words every care answer carries: CVV (188, chat), SAMU 192, 190 or a UPA, and the CAPS. */
export const CARE_MESSAGE =
  'O que você escreveu me preocupa, e eu quero que você saiba: você não precisa passar por isso sem apoio. ' +
  'Se está pensando em se machucar ou em tirar a própria vida, fale agora com o CVV (Centro de Valorização da ' +
  `Vida): ligue ${CVV_PHONE}, de graça e a qualquer hora, ou converse pelo chat em ${CVV_SITE}. ` +
  `Se você corre perigo neste momento, ligue ${SAMU_PHONE} (SAMU) ou ${EMERGENCY_PHONE}, ou vá a uma UPA ou ao ` +
  'pronto-socorro mais próximo. Para ter acompanhamento nos próximos dias, o CAPS (Centro de Atenção ' +
  'Psicossocial) da sua cidade atende pelo SUS, de graça.';

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

/*
 * The care answers of the other features, in each feature's shape. None of them repeats anything the person
 * wrote (not their focus, triggers, goals or mood): at that moment their words are theirs, not material.
 */

const careSteps = [
  `Ligar para o CVV no ${CVV_PHONE} ou abrir o chat em ${CVV_SITE} agora.`,
  'Avisar uma pessoa de confiança sobre como você está.',
  `Se estiver em perigo, ligar ${SAMU_PHONE} (SAMU) ou ${EMERGENCY_PHONE}, ou ir a uma UPA.`,
];

export function careWellbeing(): WellbeingDraft {
  return {
    summary: `${CARE_MESSAGE} ${SUPPORT}`,
    concerns: ['O que você escreveu fala de um sofrimento que merece cuidado agora, antes de qualquer meta.'],
    strengths: ['Você compartilhou o que está sentindo, e isso já é um primeiro passo de cuidado.'],
    recommendations: careSteps,
    trends: [],
  };
}

const careCard = (title: string, description: string, instructions: string[]): CardDraft => ({
  title,
  description,
  type: 'task',
  priority: 'alta',
  estimatedTime: 'agora',
  difficulty: 'fácil',
  category: 'cuidado',
  benefits: ['Apoio de verdade, sem julgamento, neste momento.'],
  instructions,
  adaptedReason: 'Hoje, cuidar de você vem antes das tarefas do programa.',
  progressTracking: { metric: 'Buscou apoio', target: 'hoje' },
});

const careCardDrafts: CardDraft[] = [
  careCard(
    'Conversar com o CVV',
    `Ligue ${CVV_PHONE} (gratuito, 24 horas) ou converse pelo chat em ${CVV_SITE} com alguém preparado para ouvir.`,
    [`Ligue ${CVV_PHONE} ou abra ${CVV_SITE}.`, 'Conte, do seu jeito, como você está.'],
  ),
  careCard(
    'Ficar perto de alguém de confiança',
    'Mande uma mensagem ou ligue para uma pessoa próxima e conte como você está. Não precisa explicar tudo.',
    ['Escolha uma pessoa de confiança.', 'Diga que precisa de companhia agora.'],
  ),
  careCard(
    'Se houver perigo agora',
    `Ligue ${SAMU_PHONE} (SAMU) ou ${EMERGENCY_PHONE}, ou vá a uma UPA ou ao pronto-socorro mais próximo.`,
    [`Ligue ${SAMU_PHONE} ou ${EMERGENCY_PHONE}.`, 'Se puder, peça a alguém que vá com você.'],
  ),
  careCard(
    'Procurar o CAPS',
    'O CAPS (Centro de Atenção Psicossocial) da sua cidade acompanha quem está sofrendo, de graça, pelo SUS.',
    ['Procure o CAPS mais próximo ou uma UBS.', 'Conte o que você tem sentido.'],
  ),
];

/** As many care cards as the feature allows (1 to 4), the CVV first. */
export function careCardsDraft(count: number): CardDraft[] {
  return careCardDrafts.slice(0, Math.max(1, Math.min(count, careCardDrafts.length)));
}

/** Read aloud: the care words with pauses, nothing of what the person wrote. */
export const CARE_SCRIPT =
  'Antes de qualquer exercício, eu quero falar com você com calma. [pausa] ' +
  `${CARE_MESSAGE} [pausa] ` +
  'Se quiser, respire devagar comigo enquanto busca apoio: inspire contando até quatro... [pausa] ' +
  'e solte o ar contando até seis. [pausa] Você não está sozinho nisso.';

export function careMeditation(): MeditationDraft & { focus: string } {
  return { title: 'Um momento de cuidado', script: CARE_SCRIPT, focus: 'Cuidado e apoio agora' };
}

export function careDayContentFields() {
  return {
    personalizedTitle: 'Hoje, o mais importante é você',
    theme: 'Cuidado e apoio agora',
    audioContent: { script: CARE_SCRIPT },
    reflection: { content: `${CARE_MESSAGE} ${SUPPORT}` },
    progressAnalysis: {
      strengths: ['Você compartilhou o que está sentindo, e isso já é um gesto de cuidado.'],
      recommendations: careSteps,
    },
  };
}

export function careActivities(): ActivitiesDraft {
  return {
    activities: [
      {
        title: 'Conversar com o CVV',
        description: `Ligue ${CVV_PHONE} (gratuito, 24 horas) ou converse pelo chat em ${CVV_SITE}.`,
        durationMinutes: 15,
        category: 'cuidado',
        steps: [`Ligue ${CVV_PHONE} ou abra ${CVV_SITE}.`, 'Conte, do seu jeito, como você está.'],
        benefit: 'Ter alguém preparado para ouvir você agora, sem julgamento.',
      },
      {
        title: 'Chamar alguém de confiança',
        description: 'Peça a uma pessoa próxima que fique com você, por perto ou ao telefone.',
        durationMinutes: 10,
        category: 'cuidado',
        steps: ['Escolha uma pessoa de confiança.', 'Diga que precisa de companhia agora.'],
        benefit: 'Não passar por este momento sem apoio.',
      },
    ],
  };
}

export function careRelapsePlan(): RelapsePlan {
  return {
    summary: `${CARE_MESSAGE} ${SUPPORT}`,
    triggerPlans: [
      {
        trigger: 'Quando a dor ficar grande demais',
        strategy: `Ligue ${CVV_PHONE} ou abra ${CVV_SITE} e converse com alguém agora. Em perigo, ligue ${SAMU_PHONE} ou ${EMERGENCY_PHONE}.`,
      },
    ],
    warningSigns: [
      'Sentir que não aguenta mais ou que não há saída.',
      'Ficar isolado, sem falar com ninguém sobre como está.',
    ],
    copingStrategies: [
      `Falar com o CVV (${CVV_PHONE}, ${CVV_SITE}).`,
      'Ficar perto de uma pessoa de confiança.',
      'Procurar o CAPS da sua cidade para ter acompanhamento.',
    ],
    supportActions: careSteps,
    afterASlip: ['Buscar apoio de novo, sem culpa.', `Ligar ${CVV_PHONE} a qualquer hora.`],
    affirmation: 'Você merece cuidado, e pedir ajuda é um gesto de coragem.',
  };
}

export function careProgressAnalysis(): ProgressAnalysisDraft {
  return {
    summary: `${CARE_MESSAGE} ${SUPPORT}`,
    strengths: ['Você compartilhou o que está sentindo, e isso já é um gesto de cuidado.'],
    challenges: [],
    recommendations: careSteps,
    nextFocus: 'Cuidar de você e buscar apoio hoje; o programa espera.',
  };
}

export function careWeeklyChallenge(): WeeklyChallengeDraft {
  return {
    title: 'Uma semana de cuidado',
    description: `${CARE_MESSAGE} ${SUPPORT}`,
    tasks: [
      { title: 'Conversar com o CVV', description: `Ligue ${CVV_PHONE} ou abra ${CVV_SITE}.` },
      { title: 'Chamar alguém de confiança', description: 'Conte a uma pessoa próxima como você está.' },
      {
        title: 'Procurar o CAPS',
        description: 'O CAPS da sua cidade acompanha quem está sofrendo, de graça, pelo SUS.',
      },
      { title: 'Respirar devagar', description: 'Inspire contando até quatro e solte contando até seis.' },
      { title: 'Descansar sem culpa', description: 'As tarefas do programa podem esperar.' },
    ],
  };
}
