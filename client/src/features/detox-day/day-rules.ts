/** spec §4, §9: on /detox-day a reflection counts for finishing when longer than 10 characters. */
export const DETOX_DAY_REFLECTION_MIN_CHARS = 10;

/** spec §4: 'Concluir Dia' is enabled when the reflection is long enough (or one exists) and special tasks are done. */
export function mayCompleteDetoxDay(
  draft: string,
  savedReflection: string,
  specialTasks: readonly { completed: boolean }[],
) {
  const reflected =
    draft.trim().length > DETOX_DAY_REFLECTION_MIN_CHARS ||
    savedReflection.trim().length > DETOX_DAY_REFLECTION_MIN_CHARS;
  return reflected && specialTasks.every((task) => task.completed);
}

export interface DayItems {
  done: number;
  total: number;
}

/** spec §5: the day's overall progress on /detox-day is done items over all (activities + special tasks + guidance). */
export function dayItems(...groups: readonly (readonly { completed: boolean }[])[]): DayItems {
  const items = groups.flat();
  return { done: items.filter((item) => item.completed).length, total: items.length };
}
