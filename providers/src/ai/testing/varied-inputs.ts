import { programme, questionnaireQuestions, weeklyChallengeTemplate } from '@detox/fixtures';
import { reflectionCounts } from '../rules.ts';
import type { AiMethodName } from '../methods.ts';
import type * as s from '../schemas.ts';

/**
 * Inputs for every AI method on each of the 21 real programme days, varied the way people vary: empty, short and
 * long reflections, good, bad and mixed days, 0 to 5 tasks done, with or without earlier days, a name or the
 * fallback, questionnaire answers or none. Test data only: the package itself never imports the fixtures.
 */

function programmeDayInput(dayNumber: number): s.ProgrammeDayInput {
  const fixture = programme[dayNumber - 1];
  if (!fixture) throw new Error(`no programme day ${dayNumber}`);
  return {
    dayNumber: fixture.day,
    title: fixture.title,
    theme: fixture.theme,
    tasks: fixture.tasks.map((task) => ({ id: task.id, title: task.title })),
    reflectionPrompt: { title: fixture.reflection.title, paragraphs: fixture.reflection.content.slice(0, 8) },
    audio: { title: fixture.audioTitle, description: fixture.audioDescription },
  };
}

/** Empty, short, long; negative, positive, mixed, neutral; one subject or several. */
const reflections = [
  '',
  'Foi ok.',
  'Fiquei nervosa, mas eles toparam',
  'Fiquei muito ansiosa sem o celular hoje de manhã, foi difícil.',
  'Dormi mal porque fiquei no celular até tarde e de manhã estava ansioso.',
  'O Instagram me puxou o dia todo, fiquei cansada, mas consegui jantar com minha família sem tela.',
  'Hoje foi leve. Consegui caminhar sem o celular e me senti orgulhoso.',
  'Um dia comum. Usei o celular como sempre, sem grandes mudanças.',
  'Hoje percebi que as notificações do grupo do trabalho me deixam ansiosa até de noite. Silenciei dois grupos e consegui jantar sem olhar o celular. Mas antes de dormir ainda fiquei meia hora no Instagram. Na fila do mercado senti um tédio enorme e a mão foi sozinha para o bolso. Amanhã quero tentar de novo, com mais calma, e contar para a minha irmã como está sendo.',
  'Recaí. Passei a tarde no TikTok e me senti culpado, frustrado mesmo.',
] as const;

const names = ['Ana Souza', 'Usuário', 'João Pedro', 'Bia'] as const;
const moods = ['bem', 'ansiosa', 'cansado', 'animada', 'triste', 'tranquilo', 'meio estressada'] as const;
const chatMessages = [
  'oi',
  'obrigada!',
  'o que eu faço agora?',
  'tive muita vontade de pegar o celular',
  'não consigo dormir sem o celular',
  'estou ansioso hoje',
  'como faço a meditação?',
  'minha chefe me cobrou no whatsapp à noite e eu respondi na cama',
  'posso tomar melatonina para dormir?',
] as const;

const meditationFocuses = [
  'Acalmar a ansiedade das notificações',
  'Dormir melhor',
  'Voltar ao presente',
  'Soltar a tensão dos ombros',
  'Largar a vontade de checar o celular',
  'Descansar a vista',
  'Começar o dia com calma',
  'Desacelerar depois do trabalho',
] as const;
const meditationStates = [
  'agitada depois de um dia cheio de mensagens',
  'cansado',
  'tranquila',
  'com a cabeça cheia',
  'sem sono e olhando o teto',
  'irritado com o trabalho',
  'um pouco triste',
  'animada, mas dispersa',
] as const;

/** How many variants each day gets; each variant turns every dial a different way. */
const VARIANTS_PER_DAY = 8;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

function questionnaire(seed: number): s.QuestionnaireAnswer[] {
  if (seed % 4 === 2) return [];
  return questionnaireQuestions
    .filter((question) => question.days === 'all')
    .slice(0, 4)
    .map((question, index) => {
      const option = pick(question.options, seed + index * 2);
      return {
        questionId: question.id,
        question: question.text,
        answers: [{ text: option.text, value: option.value }],
      };
    });
}

function previousDays(dayNumber: number, seed: number): s.PreviousDay[] {
  if (seed % 4 === 1) return [];
  return Array.from({ length: dayNumber - 1 }, (_, index) => {
    const earlier = programmeDayInput(index + 1);
    const done = (index + seed) % 7 === 3 ? 2 : 5;
    return {
      dayNumber: index + 1,
      title: earlier.title,
      reflectionText: seed % 4 === 3 ? '' : pick(reflections, index + seed),
      audioPlayed: (index + seed) % 3 !== 0,
      tasksCompleted: done,
      totalTasks: 5,
      completed: done === 5,
    };
  });
}

export interface VariedCase {
  dayNumber: number;
  variant: number;
  inputs: Record<AiMethodName, unknown>;
}

/** One case: a person on `dayNumber`, turned by `variant`. */
function variedCase(dayNumber: number, variant: number): VariedCase {
  const seed = dayNumber * 3 + variant;
  const day = programmeDayInput(dayNumber);
  const tasksDone = (dayNumber + variant) % 6;
  const reflectionText = pick(reflections, seed);
  const profile: s.UserProfile = {
    name: pick(names, variant),
    preferences: {
      activities: pick([['caminhada', 'leitura'], [], ['meditação'], ['cozinhar', 'desenho']], seed),
      timeAvailable: pick([5, 15, 30, 60, 120], seed),
      goals: pick([['Dormir melhor', 'Ter mais foco no trabalho'], [], ['Estar mais com a família']], seed),
    },
  };
  const progress: s.DayProgressInput = {
    tasks: day.tasks.map((task, index) => ({ ...task, completed: index < tasksDone })),
    reflectionText,
    audioPlayed: variant % 2 === 1,
    questionnaire: questionnaire(seed),
    completed: tasksDone === 5 && variant % 2 === 1 && reflectionCounts(reflectionText),
  };
  const previous = previousDays(dayNumber, seed);
  const progressPercentage = Math.round(
    ((tasksDone + (progress.audioPlayed ? 1 : 0) + (reflectionCounts(reflectionText) ? 1 : 0)) / 7) * 100,
  );
  const weekNumber = dayNumber <= 7 ? 1 : dayNumber <= 14 ? 2 : 3;
  const template = weeklyChallengeTemplate(weekNumber);
  if (!template) throw new Error(`no weekly challenge for week ${weekNumber}`);
  const level = (offset: number) => ((seed + offset) % 10) + 1;
  const usage = {
    screenTime: pick([1.5, 3, 5.5, 8, 11], seed),
    sleepQuality: level(1),
    stressLevel: level(4),
    focusLevel: level(6),
    socialInteraction: level(2),
    physicalActivity: level(7),
    moodLevel: level(3),
  };
  const history: s.ChatInput['history'] =
    variant % 3 === 0
      ? []
      : [
          { role: 'user', content: 'oi, comecei hoje' },
          { role: 'mentor', content: 'Que bom ter você aqui. Como está sendo o dia?' },
        ];

  return {
    dayNumber,
    variant,
    inputs: {
      coaching: { profile, day, progress, previousDays: previous } satisfies s.CoachingInput,
      reflection: {
        // The analysis needs a text: an empty day is asked with the shortest one.
        reflectionText: reflectionText || 'Nada.',
        profile,
        day,
        previousDays: previous,
      } satisfies s.ReflectionInput,
      wellbeing: {
        dayNumber,
        usageData: usage,
        goals: profile.preferences.goals,
        ...(variant % 2 === 0
          ? { previousWeek: { ...usage, screenTime: usage.screenTime + 1, sleepQuality: level(5) } }
          : {}),
      } satisfies s.WellbeingInput,
      chat: {
        message: pick(chatMessages, seed),
        history,
        context: { day, progress },
        profile,
      } satisfies s.ChatInput,
      dayContent: {
        profile,
        day,
        progress,
        previousDays: previous,
        progressPercentage,
      } satisfies s.DayContentInput,
      cards: {
        profile,
        day,
        progress,
        progressPercentage,
        ...(variant % 3 === 1 ? { strugglingAreas: ['Deixar o celular longe à noite'] } : {}),
      } satisfies s.CardsInput,
      insights: {
        dayNumber,
        day,
        reflectionText,
        mood: pick(moods, seed),
        profile,
        questionnaireToday: progress.questionnaire,
        previousDays: previous.slice(-3),
        progressSummary: { completedTasks: tasksDone, totalTasks: 5, progressPercentage },
      } satisfies s.InsightsInput,
      activities: {
        profile,
        day,
        availableTime: pick([5, 15, 30, 60], seed),
        currentMood: pick(moods, seed + 1),
      } satisfies s.ActivitiesInput,
      meditation: {
        profile,
        day,
        durationMinutes: pick([2, 5, 10, 15], seed),
        focus: pick(meditationFocuses, seed),
        userState: pick(meditationStates, seed + variant),
      } satisfies s.MeditationInput,
      relapsePlan: {
        dayNumber,
        profile,
        userTriggers: pick(
          [
            ['Deitar na cama à noite', 'Tédio na fila do mercado', 'Notificação do grupo da família'],
            ['Reunião chata no trabalho'],
            ['Ficar sozinha em casa', 'Vídeos curtos antes de dormir'],
          ],
          seed,
        ),
        successStrategies: pick([['Deixar o celular na cozinha à noite'], []], seed),
        supportSystem: pick([['minha irmã'], [], ['meu marido', 'a Carla']], seed),
      } satisfies s.RelapsePlanInput,
      weeklyChallenge: {
        weekNumber,
        profile,
        template: {
          title: template.title,
          description: template.description,
          tasks: template.tasks.map((task) => ({ title: task.title, description: task.description })),
        },
        weekDays: previous.slice((weekNumber - 1) * 7),
      } satisfies s.WeeklyChallengeInput,
      progressAnalysis: { profile, day, progress, previousDays: previous } satisfies s.ProgressAnalysisInput,
    },
  };
}

/** Every day × every variant. */
export const variedCases = (): VariedCase[] =>
  Array.from({ length: 21 }, (_, index) => index + 1).flatMap((dayNumber) =>
    Array.from({ length: VARIANTS_PER_DAY }, (_, variant) => variedCase(dayNumber, variant)),
  );
