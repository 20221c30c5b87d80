import { WEEKLY_CHALLENGE_UNLOCK_DAYS, weeklyChallengeTemplate } from '@detox/fixtures';
import {
  currentDay,
  type JourneyState,
  type WeeklyChallengeState,
  weeklyChallengeUnlocked,
} from '@detox/projections';
import type { WeeklyChallengeDto } from '../../contracts/progress.ts';

export function weeklyChallengeDto(challenge: WeeklyChallengeState): WeeklyChallengeDto {
  return {
    weekNumber: challenge.week,
    title: challenge.title,
    description: weeklyChallengeTemplate(challenge.week)?.description ?? '',
    unlockDay: WEEKLY_CHALLENGE_UNLOCK_DAYS[challenge.week - 1] ?? 21,
    tasks: challenge.tasks,
    completedTasks: challenge.tasks.filter((task) => task.completed).length,
    generatedAt: challenge.generatedAt,
  };
}

export function weeklyStatusDto(state: JourneyState) {
  return {
    currentDay: currentDay(state),
    weeks: WEEKLY_CHALLENGE_UNLOCK_DAYS.map((unlockDay, index) => ({
      weekNumber: index + 1,
      unlockDay,
      unlocked: weeklyChallengeUnlocked(state, index + 1),
      generated: state.weeklyChallenges.some((challenge) => challenge.week === index + 1),
    })),
  };
}

/** A short pt-BR reading of how the week went. */
export function weeklyAnalysisDto(challenge: WeeklyChallengeState) {
  const completedTasks = challenge.tasks.filter((task) => task.completed).length;
  const totalTasks = challenge.tasks.length;
  const percentage = totalTasks === 0 ? 0 : Math.round((completedTasks / totalTasks) * 100);
  const message =
    percentage === 100
      ? 'Semana completa! Você cumpriu todas as tarefas do desafio.'
      : percentage >= 50
        ? `Bom ritmo: ${completedTasks} de ${totalTasks} tarefas feitas. Escolha a próxima para hoje.`
        : `Você começou: ${completedTasks} de ${totalTasks} tarefas. Uma de cada vez já faz diferença.`;
  return { weekNumber: challenge.week, completedTasks, totalTasks, percentage, message };
}
