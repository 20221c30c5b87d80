import type { DayProgressDto } from '@detox/server/contracts/progress';
import { useEffect, useState } from 'react';
import { buttonStyles } from '../../shared/button-styles.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { visuallyHidden } from '../../shared/visually-hidden.ts';
import { newActionKey } from '../../entities/progress/action-key.ts';
import { useSetTaskMutation } from '../../entities/progress/progress-api.ts';
import { checkboxInput, checkRow } from '../../shared/check-row-styles.ts';
import { loadTaskGuides } from './day-content.ts';
import { DaySection } from './day-section.tsx';
import { dayProgrammeStrings } from './strings.ts';
import { TaskGuideDialog, type TaskGuides } from './task-guide-dialog.tsx';
import { WriteFailure } from '../../entities/progress/write-failure.tsx';

const text = dayProgrammeStrings.tasks;

/** The week's task guides, fetched once the tasks show. */
function useTaskGuides(dayNumber: number): TaskGuides {
  const [guides, setGuides] = useState<TaskGuides>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    loadTaskGuides(dayNumber).then(
      (loaded) => {
        if (current) setGuides({ state: 'ready', guides: loaded });
      },
      () => {
        if (current) setGuides({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [dayNumber]);
  return guides;
}

/** 'Desafios do Dia': the five tasks, each with its guide in a dialog (spec §2). */
export function TasksSection({ day }: { day: DayProgressDto }) {
  const editable = day.status !== 'completed';
  const [setTask, { error, isError, originalArgs }] = useSetTaskMutation();
  const [guideTask, setGuideTask] = useState<{ id: string; title: string } | null>(null);
  const done = day.tasks.filter((task) => task.completed).length;
  const guides = useTaskGuides(day.dayNumber);

  return (
    <DaySection heading={text.heading} aside={fillTemplate(text.count, { done, total: day.tasks.length })}>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {day.tasks.map((task) => (
          <li
            key={task.id}
            css={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              columnGap: theme.space.sm,
              paddingBottom: theme.space.xs,
              borderTop: `1px solid ${theme.colors.border}`,
              '&:first-of-type': { borderTop: 'none' },
            })}
          >
            <label css={(theme) => [checkRow(theme), { flex: '1 1 16rem' }]}>
              <input
                type="checkbox"
                checked={task.completed}
                disabled={!editable}
                onChange={() => {
                  void setTask({
                    key: newActionKey(),
                    dayNumber: day.dayNumber,
                    taskId: task.id,
                    completed: !task.completed,
                  });
                }}
                css={checkboxInput}
              />
              <span
                css={(theme) => ({
                  color: task.completed ? theme.colors.textMuted : theme.colors.text,
                })}
              >
                {task.title}
              </span>
            </label>
            <button
              type="button"
              css={(theme) => [
                buttonStyles(theme, 'ghost'),
                {
                  flex: '0 0 auto',
                  marginLeft: 32,
                  padding: `0 ${theme.space.sm}`,
                  fontSize: theme.fontSizes.sm,
                },
              ]}
              onClick={() => {
                setGuideTask(task);
              }}
            >
              <span aria-hidden="true">{text.details}</span>
              <span css={visuallyHidden}>{fillTemplate(text.detailsFor, { task: task.title })}</span>
            </button>
            {/* 'Saved on this device' (offline) or the failure, under the task that was ticked (issue 23). */}
            {isError && originalArgs?.taskId === task.id && (
              <div css={{ flex: '1 0 100%' }}>
                <WriteFailure error={error} fallback={text.saveError} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <TaskGuideDialog
        task={guideTask}
        guides={guides}
        onClose={() => {
          setGuideTask(null);
        }}
      />
    </DaySection>
  );
}
