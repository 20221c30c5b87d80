import type { DayProgressDto } from '@detox/server/contracts/progress';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../shared/button.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { LinkButton } from '../../shared/link-button.tsx';
import { newActionKey } from '../../entities/progress/action-key.ts';
import { useCompleteDayMutation } from '../../entities/progress/progress-api.ts';
import { mayCompleteDetoxDay } from './day-rules.ts';
import { detoxDayStrings } from './strings.ts';
import { WriteFailure } from '../../entities/progress/write-failure.tsx';

const text = detoxDayStrings.complete;

/**
 * 'Concluir Dia' (spec §4): enabled once the reflection is long enough and the special tasks are done; a
 * completed day goes back to '/'. The server still asks for the whole day (tasks, meditation, questionnaire):
 * when it refuses, its pt-BR reason is shown with the way to the day's programme.
 */
export function CompleteDay({ day, draft }: { day: DayProgressDto; draft: string }) {
  const navigate = useNavigate();
  const [completeDay, completion] = useCompleteDayMutation();
  const [key] = useState(newActionKey);
  if (day.completed) {
    return (
      <p
        role="status"
        css={(theme) => ({ margin: 0, fontWeight: 700, color: theme.colors.primary, textAlign: 'center' })}
      >
        {text.done}
      </p>
    );
  }
  const enabled = mayCompleteDetoxDay(draft, day.reflection, day.tasks);
  return (
    <div
      css={(theme) => ({ display: 'grid', gap: theme.space.sm, justifyItems: 'center', textAlign: 'center' })}
    >
      <Button
        disabled={!enabled || completion.isLoading}
        onClick={() => {
          void completeDay({ key, dayNumber: day.dayNumber }).then((result) => {
            if ('data' in result) void navigate('/');
          });
        }}
        css={{ minWidth: 'min(100%, 16rem)' }}
      >
        {completion.isLoading ? text.completing : text.button}
      </Button>
      {!enabled && (
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
          {text.hint}
        </p>
      )}
      {completion.isError && (
        <>
          <WriteFailure error={completion.error} fallback={text.error} />
          <LinkButton to={`/daily-challenge?day=${day.dayNumber}`} variant="secondary">
            {fillTemplate(text.finishOnProgramme, { n: day.dayNumber })}
          </LinkButton>
        </>
      )}
    </div>
  );
}
