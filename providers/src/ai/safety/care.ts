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
import type { CareAudience } from './policy.ts';

/**
 * What the mentor says, in place of coaching, when a text suggests a crisis. Written once and reviewed, not
 * generated: at that moment a model's creativity is a risk, not a feature. Both providers use these words.
 */
export const CVV_PHONE = '188';
export const CVV_SITE = 'cvv.org.br';
const SAMU_PHONE = '192';
const EMERGENCY_PHONE = '190';

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

/**
 * The reviewed words for someone who tells of another person at risk (decision 0019): what to do now (SAMU 192 or
 * 190, not leaving the person alone, keeping means away), where the person can find help (CVV 188 and its chat, a
 * UPA, the CAPS), that asking about it does not make it worse, and that the CVV also listens to the writer.
 */
export const HELPER_CARE_MESSAGE =
  'O que você contou sobre essa pessoa é sério, e é muito bom que você queira ajudar. Se ela corre perigo neste ' +
  `momento, ligue ${SAMU_PHONE} (SAMU) ou ${EMERGENCY_PHONE}, não a deixe sozinha e, se puder, afaste dela ` +
  'remédios, armas ou o que possa machucar. Incentive essa pessoa a falar com o CVV (Centro de Valorização da ' +
  `Vida): ligação gratuita para ${CVV_PHONE}, a qualquer hora, ou o chat em ${CVV_SITE}; e a procurar uma UPA ou ` +
  'o CAPS (Centro de Atenção Psicossocial) da cidade, que atende pelo SUS, de graça. Você pode oferecer ir junto.';

const HELPER_SUPPORT =
  'Ouça sem julgar e pergunte com calma como ela está: falar sobre isso não aumenta o risco. Cuidar de alguém ' +
  `pesa, então cuide de você também: o CVV (${CVV_PHONE}) também conversa com quem está preocupado com alguém, e ` +
  'se quem está em risco for você, ele está aqui para você. O programa pode esperar.';

/** The care message and the closing words, for the person at risk or for someone worried about another. */
export const careMessageFor = (audience: CareAudience): string =>
  audience === 'self' ? CARE_MESSAGE : HELPER_CARE_MESSAGE;
const supportFor = (audience: CareAudience): string => (audience === 'self' ? SUPPORT : HELPER_SUPPORT);
const careAndSupport = (audience: CareAudience) => `${careMessageFor(audience)} ${supportFor(audience)}`;

const greeting = (firstName: string | undefined) =>
  firstName ? `${firstName}, obrigado por me contar isso.` : 'Obrigado por me contar isso.';

export function careChatReply(firstName: string | undefined, audience: CareAudience = 'self'): ChatReply {
  return { response: `${greeting(firstName)} ${careAndSupport(audience)}` };
}

export function careReflectionAnalysis(
  dayNumber: number,
  audience: CareAudience = 'self',
): ReflectionAnalysis {
  if (audience === 'someone-else')
    return {
      sentimentAnalysis: {
        tone: 'negativo',
        intensity: 'alta',
        emotion: 'preocupação',
        daySpecificContext: `Hoje, o mais importante não é o dia ${dayNumber} do programa: é a segurança de quem você ama, e a sua.`,
      },
      insights: [
        'Perceber que alguém corre risco e querer ajudar já é um gesto de cuidado.',
        'Você não precisa resolver isso sozinho(a): há pessoas preparadas para apoiar vocês dois.',
      ],
      progressAssessment:
        'Seu progresso no programa pode ficar em pausa, sem culpa nenhuma. Ele espera por você.',
      validation:
        'Obrigado por escrever sobre isso. É pesado carregar essa preocupação, e faz todo sentido buscar apoio.',
      guidance: careAndSupport(audience),
      deepeningQuestions: [
        'Essa pessoa está em segurança neste momento?',
        'Quem mais pode ficar perto dela e de você agora?',
      ],
    };
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
    guidance: careAndSupport('self'),
    deepeningQuestions: [
      'Você está em um lugar seguro neste momento?',
      'Existe alguém de confiança para quem você possa ligar ou mandar uma mensagem agora?',
    ],
  };
}

export function careInsights(audience: CareAudience = 'self'): Insights {
  if (audience === 'someone-else')
    return {
      severity: 'alto',
      narrative: careAndSupport(audience),
      distractionSignals: [
        {
          signal: 'Preocupação com alguém que corre risco',
          riskLevel: 'alto',
          suggestion: `Se há perigo agora, ligue ${SAMU_PHONE} (SAMU) ou ${EMERGENCY_PHONE}. Para conversar, o CVV: ${CVV_PHONE} ou ${CVV_SITE}.`,
        },
      ],
      recommendations: helperSteps,
    };
  return {
    severity: 'alto',
    narrative: careAndSupport(audience),
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

export function careCoaching(
  firstName: string | undefined,
  dayNumber: number,
  audience: CareAudience = 'self',
): CoachingResult {
  if (audience === 'someone-else')
    return {
      analysis: `${greeting(firstName)} ${HELPER_CARE_MESSAGE}`,
      suggestions: helperSuggestions.map((suggestion, index) => ({
        ...suggestion,
        id: `suggestion-${dayNumber}-${index}`,
        completed: false,
      })),
      motivation: `Você não precisa carregar isso sem ajuda. ${HELPER_SUPPORT}`,
      nextSteps: helperSteps,
    };
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

/** What a person worried about someone else can do now, in order. */
const helperSteps = [
  `Se houver perigo agora, ligar ${SAMU_PHONE} (SAMU) ou ${EMERGENCY_PHONE} e não deixar a pessoa sozinha.`,
  `Incentivar a pessoa a falar com o CVV (${CVV_PHONE} ou ${CVV_SITE}) e oferecer ir junto a uma UPA ou ao CAPS.`,
  'Ouvir sem julgar e perguntar com calma como ela está.',
  `Cuidar de você também: o CVV (${CVV_PHONE}) conversa com quem está preocupado com alguém.`,
];

const helperSuggestions: Omit<Suggestion, 'id' | 'completed'>[] = [
  {
    title: 'Garantir a segurança agora',
    description: `Se a pessoa corre perigo, ligue ${SAMU_PHONE} (SAMU) ou ${EMERGENCY_PHONE}, fique com ela ou peça a alguém que fique, e afaste remédios, armas ou o que possa machucar.`,
    difficulty: 'médio',
    timeRequired: 'agora',
  },
  {
    title: 'Apontar o caminho do apoio',
    description: `Conte que o CVV atende de graça pelo ${CVV_PHONE} ou em ${CVV_SITE}, e ofereça ir junto ao CAPS ou a uma UPA.`,
    difficulty: 'médio',
    timeRequired: 'hoje',
  },
  {
    title: 'Cuidar de você também',
    description: `Converse com alguém de confiança ou ligue ${CVV_PHONE}: o CVV também ouve quem está preocupado com alguém.`,
    difficulty: 'fácil',
    timeRequired: '10 minutos',
  },
];

const stepsFor = (audience: CareAudience) => (audience === 'self' ? careSteps : helperSteps);

export function careWellbeing(audience: CareAudience = 'self'): WellbeingDraft {
  if (audience === 'someone-else')
    return {
      summary: careAndSupport(audience),
      concerns: [
        'Você carrega a preocupação com alguém que corre risco; isso pede cuidado agora, antes de qualquer meta.',
      ],
      strengths: ['Você percebeu o risco e quer ajudar, e isso pode fazer diferença.'],
      recommendations: helperSteps,
      trends: [],
    };
  return {
    summary: careAndSupport(audience),
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

const helperCardDrafts: CardDraft[] = [
  careCard(
    'Se houver perigo agora',
    `Ligue ${SAMU_PHONE} (SAMU) ou ${EMERGENCY_PHONE} e não deixe a pessoa sozinha; afaste o que possa machucar.`,
    [`Ligue ${SAMU_PHONE} ou ${EMERGENCY_PHONE}.`, 'Fique com a pessoa ou peça a alguém que fique.'],
  ),
  careCard(
    'Apontar o CVV',
    `Conte que o CVV atende de graça pelo ${CVV_PHONE}, 24 horas, ou pelo chat em ${CVV_SITE}.`,
    [`Passe o número ${CVV_PHONE} ou o endereço ${CVV_SITE}.`, 'Ofereça ficar junto durante a ligação.'],
  ),
  careCard(
    'Procurar o CAPS juntos',
    'O CAPS (Centro de Atenção Psicossocial) da cidade acompanha quem está sofrendo, de graça, pelo SUS.',
    ['Procure o CAPS mais próximo ou uma UBS.', 'Ofereça ir junto à primeira conversa.'],
  ),
  careCard(
    'Cuidar de você também',
    `Essa preocupação pesa. O CVV (${CVV_PHONE}) também conversa com quem está cuidando de alguém.`,
    ['Conte a alguém de confiança o que está vivendo.', `Ligue ${CVV_PHONE} se precisar desabafar.`],
  ),
];

/** As many care cards as the feature allows (1 to 4), the most urgent first. */
export function careCardsDraft(count: number, audience: CareAudience = 'self'): CardDraft[] {
  const drafts = audience === 'self' ? careCardDrafts : helperCardDrafts;
  return drafts.slice(0, Math.max(1, Math.min(count, drafts.length)));
}

/** Read aloud: the care words with pauses, nothing of what the person wrote. */
const CARE_SCRIPT =
  'Antes de qualquer exercício, eu quero falar com você com calma. [pausa] ' +
  `${CARE_MESSAGE} [pausa] ` +
  'Se quiser, respire devagar comigo enquanto busca apoio: inspire contando até quatro... [pausa] ' +
  'e solte o ar contando até seis. [pausa] Você não está sozinho nisso.';

/** Read aloud for someone worried about another person: the helper's words, then a breath. */
const HELPER_CARE_SCRIPT =
  'Antes de qualquer exercício, eu quero falar com você com calma. [pausa] ' +
  `${HELPER_CARE_MESSAGE} [pausa] ` +
  'Agora, respire devagar comigo: inspire contando até quatro... [pausa] e solte o ar contando até seis. [pausa] ' +
  'Você não precisa carregar isso sozinho.';

const scriptFor = (audience: CareAudience) => (audience === 'self' ? CARE_SCRIPT : HELPER_CARE_SCRIPT);

export function careMeditation(audience: CareAudience = 'self'): MeditationDraft & { focus: string } {
  return { title: 'Um momento de cuidado', script: scriptFor(audience), focus: 'Cuidado e apoio agora' };
}

export function careDayContentFields(audience: CareAudience = 'self') {
  return {
    personalizedTitle:
      audience === 'self'
        ? 'Hoje, o mais importante é você'
        : 'Hoje, o mais importante é a segurança de quem você ama',
    theme: 'Cuidado e apoio agora',
    audioContent: { script: scriptFor(audience) },
    reflection: { content: careAndSupport(audience) },
    progressAnalysis: {
      strengths: [
        audience === 'self'
          ? 'Você compartilhou o que está sentindo, e isso já é um gesto de cuidado.'
          : 'Você percebeu o risco e quer ajudar, e isso já é um gesto de cuidado.',
      ],
      recommendations: stepsFor(audience),
    },
  };
}

export function careActivities(audience: CareAudience = 'self'): ActivitiesDraft {
  if (audience === 'someone-else')
    return {
      activities: [
        {
          title: 'Garantir a segurança agora',
          description: `Se a pessoa corre perigo, ligue ${SAMU_PHONE} (SAMU) ou ${EMERGENCY_PHONE} e não a deixe sozinha.`,
          durationMinutes: 15,
          category: 'cuidado',
          steps: [
            `Ligue ${SAMU_PHONE} ou ${EMERGENCY_PHONE} se houver perigo.`,
            'Fique perto ou peça a alguém que fique.',
          ],
          benefit: 'A pessoa não passa por este momento sozinha.',
        },
        {
          title: 'Apontar o CVV e o CAPS',
          description: `Passe o número do CVV (${CVV_PHONE}) ou o chat em ${CVV_SITE}, e ofereça ir junto ao CAPS.`,
          durationMinutes: 10,
          category: 'cuidado',
          steps: [`Passe o ${CVV_PHONE} ou ${CVV_SITE}.`, 'Ofereça companhia para a primeira conversa.'],
          benefit: 'Um caminho de apoio de verdade, sem julgamento.',
        },
      ],
    };
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

export function careRelapsePlan(audience: CareAudience = 'self'): RelapsePlan {
  if (audience === 'someone-else')
    return {
      summary: careAndSupport(audience),
      triggerPlans: [
        {
          trigger: 'Quando essa pessoa falar em morrer ou se machucar',
          strategy: `Ouça com calma, não a deixe sozinha e, se houver perigo, ligue ${SAMU_PHONE} ou ${EMERGENCY_PHONE}. Para conversar, o CVV: ${CVV_PHONE} ou ${CVV_SITE}.`,
        },
      ],
      warningSigns: [
        'Falar em morrer, em sumir ou em ser um peso para os outros.',
        'Despedir-se, dar as próprias coisas ou se isolar de repente.',
      ],
      copingStrategies: [
        `Passar o número do CVV (${CVV_PHONE}) e oferecer companhia.`,
        'Procurar o CAPS da cidade junto com a pessoa.',
        'Dividir a preocupação com alguém de confiança.',
      ],
      supportActions: helperSteps,
      afterASlip: [
        'Buscar apoio de novo, sem culpa.',
        `Ligar ${CVV_PHONE} a qualquer hora, também para você.`,
      ],
      affirmation: 'Você não precisa carregar isso sozinho; pedir ajuda para ajudar também é cuidado.',
    };
  return {
    summary: careAndSupport(audience),
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

export function careProgressAnalysis(audience: CareAudience = 'self'): ProgressAnalysisDraft {
  return {
    summary: careAndSupport(audience),
    strengths: [
      audience === 'self'
        ? 'Você compartilhou o que está sentindo, e isso já é um gesto de cuidado.'
        : 'Você percebeu o risco e quer ajudar, e isso já é um gesto de cuidado.',
    ],
    challenges: [],
    recommendations: stepsFor(audience),
    nextFocus:
      audience === 'self'
        ? 'Cuidar de você e buscar apoio hoje; o programa espera.'
        : 'A segurança de quem você ama, e a sua; o programa espera.',
  };
}

export function careWeeklyChallenge(audience: CareAudience = 'self'): WeeklyChallengeDraft {
  if (audience === 'someone-else')
    return {
      title: 'Uma semana de cuidado',
      description: careAndSupport(audience),
      tasks: [
        {
          title: 'Garantir a segurança',
          description: `Em perigo, ligue ${SAMU_PHONE} ou ${EMERGENCY_PHONE} e fique perto.`,
        },
        { title: 'Apontar o CVV', description: `Passe o número ${CVV_PHONE} ou o endereço ${CVV_SITE}.` },
        { title: 'Procurar o CAPS juntos', description: 'Ofereça ir junto ao CAPS ou a uma UBS.' },
        { title: 'Dividir a preocupação', description: 'Conte a alguém de confiança o que está vivendo.' },
        { title: 'Descansar sem culpa', description: 'As tarefas do programa podem esperar.' },
      ],
    };
  return {
    title: 'Uma semana de cuidado',
    description: careAndSupport(audience),
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
