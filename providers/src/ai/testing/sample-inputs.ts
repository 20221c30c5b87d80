import type * as s from '../schemas.ts';

/**
 * Realistic inputs, shaped like what the server builds from the fixtures (day 3 of the programme) and a
 * subscriber's read models. Test data only; this package may not import the fixtures.
 */
export const profile: s.UserProfile = {
  name: 'Ana Souza',
  preferences: {
    activities: ['caminhada', 'leitura'],
    timeAvailable: 30,
    goals: ['Dormir melhor', 'Ter mais foco no trabalho'],
  },
};

export const day3: s.ProgrammeDayInput = {
  dayNumber: 3,
  title: 'Notificações sob controle',
  theme: 'Você decide quando o celular fala com você',
  tasks: [
    {
      id: 'day3-1',
      title: 'Desligar as notificações de aplicativos de compras, jogos, notícias e promoções',
    },
    { id: 'day3-2', title: 'Silenciar os grupos de mensagem que não pedem resposta imediata' },
    { id: 'day3-3', title: 'Tirar os contadores vermelhos dos ícones de redes sociais e e-mail' },
    { id: 'day3-4', title: 'Deixar o som liberado só para as pessoas essenciais' },
    { id: 'day3-5', title: 'Passar duas horas no Não Perturbe e anotar o que você perdeu' },
  ],
  reflectionPrompt: {
    title: 'Quem manda na sua atenção?',
    paragraphs: [
      'Cada notificação é alguém — ou algum sistema — pedindo um pedaço da sua atenção agora, e não quando você puder. Somadas, essas pequenas interrupções picotam o dia em pedaços tão curtos que fica difícil terminar um pensamento.',
      'A maioria desses avisos não foi escolhida por você. Hoje é dia de rever essas permissões, uma por uma.',
    ],
  },
  audio: {
    title: 'Os sons que vêm e vão',
    description:
      'Uma meditação com os sons do ambiente. Você vai perceber que nem todo chamado precisa de resposta — dentro e fora do celular.',
  },
};

const reflectionText =
  'Hoje percebi que as notificações do grupo do trabalho me deixam ansiosa até de noite. Silenciei dois grupos e consegui jantar sem olhar o celular. Mas antes de dormir ainda fiquei meia hora no Instagram.';

export const progressDay3: s.DayProgressInput = {
  tasks: day3.tasks.map((task, index) => ({ ...task, completed: index < 2 })),
  reflectionText,
  audioPlayed: false,
  questionnaire: [
    {
      questionId: 'mood_today',
      question: 'Como você está se sentindo hoje?',
      answers: [{ text: 'Meio sem ânimo', value: 2 }],
    },
    {
      questionId: 'screen_time_feeling',
      question: 'Como você avalia o seu tempo de tela hoje?',
      answers: [{ text: 'Usei mais do que queria', value: 2 }],
    },
    {
      questionId: 'biggest_challenge',
      question: 'O que foi mais difícil hoje?',
      answers: [{ text: 'Resistir às notificações', value: 1 }],
    },
  ],
  completed: false,
};

export const previousDays: s.PreviousDay[] = [
  {
    dayNumber: 1,
    title: 'O despertar',
    reflectionText:
      'Levei um susto com o tempo de tela: quase seis horas por dia, a maior parte no Instagram.',
    audioPlayed: true,
    tasksCompleted: 5,
    totalTasks: 5,
    completed: true,
  },
  {
    dayNumber: 2,
    title: 'Mapeando gatilhos',
    reflectionText: 'Meu maior gatilho é a cama: pego o celular para dormir e perco o sono.',
    audioPlayed: true,
    tasksCompleted: 5,
    totalTasks: 5,
    completed: true,
  },
];

export const sampleInputs = {
  coaching: { profile, day: day3, progress: progressDay3, previousDays } satisfies s.CoachingInput,
  reflection: { reflectionText, profile, day: day3, previousDays } satisfies s.ReflectionInput,
  wellbeing: {
    dayNumber: 3,
    usageData: {
      screenTime: 5.5,
      sleepQuality: 4,
      stressLevel: 7,
      focusLevel: 5,
      socialInteraction: 6,
      physicalActivity: 3,
      moodLevel: 6,
    },
    goals: profile.preferences.goals,
    previousWeek: {
      screenTime: 7,
      sleepQuality: 3,
      stressLevel: 8,
      focusLevel: 5,
      socialInteraction: 6,
      physicalActivity: 3,
      moodLevel: 5,
    },
  } satisfies s.WellbeingInput,
  chat: {
    message: 'Como faço para não pegar o celular quando acordo de madrugada?',
    history: [],
    context: { day: day3, progress: progressDay3 },
    profile,
  } satisfies s.ChatInput,
  dayContent: {
    profile,
    day: day3,
    progress: progressDay3,
    previousDays,
    progressPercentage: 40,
  } satisfies s.DayContentInput,
  cards: { profile, day: day3, progress: progressDay3, progressPercentage: 40 } satisfies s.CardsInput,
  insights: {
    dayNumber: 3,
    day: day3,
    reflectionText,
    mood: 'ansiosa',
    profile,
    questionnaireToday: progressDay3.questionnaire,
    previousDays,
    progressSummary: { completedTasks: 2, totalTasks: 5, progressPercentage: 40 },
  } satisfies s.InsightsInput,
  activities: { profile, day: day3, availableTime: 30, currentMood: 'cansada' } satisfies s.ActivitiesInput,
  meditation: {
    profile,
    day: day3,
    durationMinutes: 5,
    focus: 'Acalmar a ansiedade das notificações',
    userState: 'agitada depois de um dia cheio de mensagens',
  } satisfies s.MeditationInput,
  relapsePlan: {
    dayNumber: 3,
    profile,
    userTriggers: ['Deitar na cama à noite', 'Tédio na fila do mercado', 'Notificação do grupo da família'],
    successStrategies: ['Deixar o celular na cozinha à noite'],
    supportSystem: ['minha irmã'],
  } satisfies s.RelapsePlanInput,
  weeklyChallenge: {
    weekNumber: 1,
    profile,
    template: {
      title: 'Semana 1: Enxergue o seu uso',
      description: 'Antes de mudar, é preciso ver com clareza.',
      tasks: [
        {
          title: 'Anote o seu tempo de tela',
          description: 'Abra o painel de bem-estar digital e anote o total de ontem.',
        },
        {
          title: 'Conte quantas vezes você pega o celular',
          description: 'Veja quantos desbloqueios houve hoje.',
        },
        { title: 'Um dia sem redes no almoço', description: 'Almoce sem abrir nenhuma rede social.' },
        { title: 'Celular fora do quarto', description: 'Durma uma noite com o celular na sala.' },
        { title: 'Uma hora de Não Perturbe', description: 'Ative o Não Perturbe por uma hora seguida.' },
      ],
    },
    weekDays: previousDays,
  } satisfies s.WeeklyChallengeInput,
  progressAnalysis: {
    profile,
    day: day3,
    progress: progressDay3,
    previousDays,
  } satisfies s.ProgressAnalysisInput,
};
