import { programmeDay, questionsForDay } from '@detox/fixtures';
import type { Random } from './random.ts';
import type { SubscriberApi } from './seed-client.ts';

/** What one subscriber's phone knows while the seed drives their journey. */
export interface Subscriber {
  api: SubscriberApi;
  random: Random;
  /** AI texts generated so far: kept well under AI_DAILY_GENERATION_LIMIT (all of them happen on one day). */
  aiCalls: number;
  aiLimit: number;
  sharesReflectionsWithAi: boolean;
  /** Without the questionnaire consent the questionnaire is refused (403), so no day can be completed. */
  answersQuestionnaire: boolean;
  /** A personalised audio session (text to speech, seconds even when fake) is asked for on this day, if any. */
  audioSessionDay: number | null;
}

const reflections = [
  'Percebi que pego o celular sempre que fico entediado na fila.',
  'Hoje consegui jantar sem telas e conversei mais com a família.',
  'Senti ansiedade de manhã, mas a caminhada sem o celular ajudou.',
  'Notei que as notificações me puxam para o celular a cada poucos minutos.',
  'Dormi melhor deixando o celular fora do quarto.',
];

const chatMessages = [
  'Como faço para não pegar o celular quando acordo?',
  'Sinto falta das redes sociais à noite. O que faço?',
  'Tenho recaídas no fim de semana, alguma dica?',
];

function answers(random: Random, day: number) {
  return questionsForDay(day).map((question) => ({
    questionId: question.id,
    selectedOptions: [random.pick(question.options).id],
  }));
}

/** The steps of a programme day, in the order the app's screen offers them; the last one completes the day. */
function daySteps(s: Subscriber, day: number): (() => Promise<unknown>)[] {
  const { api, random } = s;
  const task = (taskId: string, completed: boolean) =>
    api.write('POST', '/api/progress/task', { dayNumber: day, taskId, completed });
  const steps: (() => Promise<unknown>)[] = [];
  for (const taskId of random.shuffle(programmeDay(day)?.tasks.map((t) => t.id) ?? [])) {
    steps.push(() => task(taskId, true));
    // Ticked by mistake: unticked, and ticked again a moment later.
    if (random.chance(0.1))
      steps.push(
        () => task(taskId, false),
        () => task(taskId, true),
      );
  }
  const firstListen = 0.1 + random.int(0, 30) / 100;
  const played = Math.max(0.5, firstListen + 0.05 + random.int(0, 50) / 100);
  steps.push(
    () =>
      api.write('POST', '/api/progress/audio', {
        dayNumber: day,
        audioPlayed: false,
        listenedFraction: firstListen,
      }),
    () =>
      api.write('POST', '/api/progress/audio', {
        dayNumber: day,
        audioPlayed: true,
        listenedFraction: Math.min(1, played),
      }),
  );
  const reflection = `${random.pick(reflections)} (dia ${day})`;
  steps.push(() => api.write('POST', '/api/progress/reflection', { dayNumber: day, reflection }));
  if (random.chance(0.2)) {
    steps.push(() =>
      api.write('POST', '/api/progress/reflection', {
        dayNumber: day,
        reflection: `${reflection} Reescrevi depois.`,
      }),
    );
  }
  if (!s.answersQuestionnaire) return steps;
  steps.push(
    () =>
      api.write('POST', '/api/weekly-challenge/questionnaire/save', {
        dayNumber: day,
        responses: answers(random, day),
      }),
    () => api.write('POST', '/api/progress/complete-day', { dayNumber: day }),
  );
  return steps;
}

/** One AI text (coaching, day content, chat, cards, reflection analysis) from the configured (fake) provider. */
async function askMentor(s: Subscriber, day: number): Promise<void> {
  if (s.aiCalls + 2 > s.aiLimit) return;
  const { api, random } = s;
  const noResend = { resendable: false };
  const kinds = [
    'coaching',
    'day-content',
    'chat',
    'cards',
    ...(s.sharesReflectionsWithAi ? ['reflection'] : []),
  ];
  const kind = random.pick(kinds);
  s.aiCalls += kind === 'cards' ? 2 : 1;
  if (kind === 'chat') {
    const message = random.pick(chatMessages);
    await api.write('POST', '/api/ai/chat', { message, context: { dayNumber: day } }, noResend);
  } else if (kind === 'reflection') {
    const reflectionText = `${random.pick(reflections)} O que você acha?`;
    await api.write('POST', '/api/ai/reflection', { reflectionText, dayNumber: day }, noResend);
  } else if (kind === 'cards') {
    const { cards } = (await api.write('POST', '/api/ai/cards', { dayNumber: day }, noResend)) as {
      cards: { id: string }[];
    };
    const card = cards[0];
    if (card) {
      const progress = { cardId: card.id, completed: true, timeSpent: random.int(1, 30) };
      await api.write('POST', '/api/ai/update-card-progress', progress, noResend);
    }
  } else {
    await api.write('POST', `/api/ai/${kind}`, { dayNumber: day }, noResend);
  }
}

/** A saved piece of guidance, then what people do with it: favourite, notes, ticks, or delete. */
async function saveGuidance(s: Subscriber, day: number): Promise<void> {
  const { api, random } = s;
  const noResend = { resendable: false };
  const suggestions = [0, 1, 2].map((n) => ({
    id: `suggestion-${day}-${n}`,
    title: random.pick(['Caminhar sem o celular', 'Ler dez páginas', 'Jantar sem telas']),
    completed: false,
  }));
  const saved = (await api.write(
    'POST',
    '/api/ai/save-guidance',
    {
      dayNumber: day,
      guidanceType: random.pick(['coaching', 'ai_coaching', 'reflection', 'activities', 'wellbeing']),
      content: { suggestions, completedTasksCount: 0, totalTasksCount: suggestions.length },
      analysis: `Você avançou no dia ${day}.`,
      motivation: 'Cada pausa conta.',
      nextSteps: ['Deixar o celular fora do quarto'],
    },
    noResend,
  )) as { id: string };
  const path = `/api/ai/saved-guidance/${saved.id}`;
  if (random.chance(0.5)) await api.write('PUT', path, { isFavorite: true }, noResend);
  if (random.chance(0.3)) await api.write('PUT', path, { notes: 'Reler antes de dormir' }, noResend);
  if (random.chance(0.3)) {
    const ticked = suggestions.map((suggestion, n) => ({ ...suggestion, completed: n === 0 }));
    await api.write('PUT', `${path}/progress`, { content: { suggestions: ticked } }, noResend);
  }
  if (random.chance(0.1)) await api.write('DELETE', path, undefined, noResend);
}

/** A personalised meditation (text to speech by the configured, fake, provider). */
async function audioSession(s: Subscriber, day: number): Promise<void> {
  await s.api.write(
    'POST',
    '/api/audio/personalized-session',
    {
      dayNumber: day,
      customText: 'Quero dormir sem o celular ao lado.',
      backgroundMusicIndex: s.random.int(0, 6),
      voice: s.random.pick(['coral', 'nova', 'sage']),
      audioSettings: { backgroundVolume: 0.3, voiceVolume: 0.8, maxDuration: 120 },
    },
    { resendable: false },
  );
}

/**
 * A day of the programme: its steps in order (all of them when `finish`, else the first few), with the extras a
 * real subscriber mixes in between: the AI mentor, saved guidance, a personalised audio, and late resends of
 * earlier writes from the offline outbox.
 */
export async function liveDay(s: Subscriber, day: number, finish: boolean): Promise<void> {
  const all = daySteps(s, day);
  const steps = finish ? all : all.slice(0, s.random.int(0, all.length - 1));
  if (s.audioSessionDay === day) await audioSession(s, day);
  for (const step of steps) {
    await step();
    if (s.random.chance(0.04)) await s.api.resendLate();
    if (s.random.chance(0.012)) await askMentor(s, day);
    if (s.random.chance(0.01)) await saveGuidance(s, day);
  }
}

/** The weekly challenge that opened with this day: generated, some of its tasks ticked (one maybe unticked). */
export async function weeklyChallenge(s: Subscriber, week: number): Promise<void> {
  const { api, random } = s;
  const challenge = (await api.write('POST', '/api/weekly-challenge/generate', { weekNumber: week })) as {
    tasks: { taskId: string }[];
  };
  const path = `/api/weekly-challenge/${week}/progress`;
  for (const { taskId } of challenge.tasks) {
    if (!random.chance(0.6)) continue;
    await api.write('PUT', path, { progressData: { taskId, completed: true } });
    if (random.chance(0.1)) await api.write('PUT', path, { progressData: { taskId, completed: false } });
  }
}
