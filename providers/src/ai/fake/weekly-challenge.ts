import type { WeeklyChallengeDraft, WeeklyChallengeInput } from '../schemas/weekly-challenge.ts';
import { REFLECTION_MIN_CHARS } from './facts.ts';

/** The week's built-in challenge, tuned by how the week actually went. */
export function fakeWeeklyChallenge(input: WeeklyChallengeInput): WeeklyChallengeDraft {
  const days = input.weekDays;
  const completed = days.filter((day) => day.completed).length;
  const tasksDone = days.reduce((sum, day) => sum + day.tasksCompleted, 0);
  const tasksTotal = days.reduce((sum, day) => sum + day.totalTasks, 0);
  const reflections = days.filter((day) => day.reflectionText.trim().length > REFLECTION_MIN_CHARS).length;
  const rate = tasksTotal === 0 ? 0 : tasksDone / tasksTotal;
  const tone =
    rate >= 0.8
      ? `Você concluiu ${completed} de ${days.length} dias desta semana e ${tasksDone} tarefas: dá para subir um pouco o nível.`
      : rate >= 0.4
        ? `Nesta semana foram ${tasksDone} tarefas e ${completed} dias concluídos. O desafio mantém o ritmo sem pesar.`
        : 'A semana teve altos e baixos, e tudo bem. O desafio começa pelo mais simples para você retomar o fio.';
  const tasks = input.template.tasks.slice(0, 7).map((task, index) => ({
    title: task.title,
    description:
      index === 0 && reflections < 3
        ? `${task.description} Depois, escreva duas linhas sobre como foi; a escrita ajuda a fixar a mudança.`
        : task.description,
  }));
  const ordered = rate < 0.4 ? [...tasks].sort((a, b) => a.description.length - b.description.length) : tasks;
  return {
    title: input.template.title,
    description: `${input.template.description} ${tone}`,
    tasks: ordered,
  };
}
