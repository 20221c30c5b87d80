import type { WeeklyChallengeDraft, WeeklyChallengeInput } from '../schemas/weekly-challenge.ts';
import { plural, reflectionCounts } from './facts.ts';
import { varietyFor } from './variety.ts';

/** The week's built-in challenge, tuned by how the week actually went. */
export function fakeWeeklyChallenge(input: WeeklyChallengeInput): WeeklyChallengeDraft {
  const days = input.weekDays;
  const completed = days.filter((day) => day.completed).length;
  const tasksDone = days.reduce((sum, day) => sum + day.tasksCompleted, 0);
  const tasksTotal = days.reduce((sum, day) => sum + day.totalTasks, 0);
  const reflections = days.filter((day) => reflectionCounts(day.reflectionText)).length;
  const rate = tasksTotal === 0 ? 0 : tasksDone / tasksTotal;
  const variety = varietyFor(input);
  const daysDone =
    completed === days.length
      ? days.length === 1
        ? 'o único dia registrado'
        : `os ${days.length} dias`
      : `${completed} de ${plural(days.length, 'dia', 'dias')}`;
  const tone =
    days.length === 0
      ? variety.pick('empty', [
          'Ainda não há dias registrados nesta semana. O desafio começa pelo mais leve.',
          'Nenhum dia desta semana foi registrado ainda, então as tarefas vêm da mais leve para a mais exigente.',
        ])
      : rate >= 0.8
        ? `Você concluiu ${daysDone} desta semana e ${plural(tasksDone, 'tarefa', 'tarefas')}: ${variety.pick('high', ['dá para subir um pouco o nível.', 'hora de um passo um pouco maior.', 'o desafio pode pedir um pouco mais.'])}`
        : rate >= 0.4
          ? `Nesta semana foram ${plural(tasksDone, 'tarefa', 'tarefas')} e ${plural(completed, 'dia concluído', 'dias concluídos')}. ${variety.pick('middle', ['O desafio mantém o ritmo sem pesar.', 'O desafio segue no mesmo passo, sem apertar.', 'O desafio ajuda a firmar o que já começou a mudar.'])}`
          : variety.pick('low', [
              'A semana teve altos e baixos, e tudo bem. O desafio começa pelo mais simples para você retomar o fio.',
              'Foi uma semana irregular, e isso acontece. As tarefas vêm da mais simples para a mais exigente.',
              `Com ${plural(completed, 'dia concluído', 'dias concluídos')} na semana, o desafio recomeça pelo que pesa menos.`,
            ]);
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
