import { isQueued } from '../../shared/api/api-response.ts';
import { QueuedNote } from '../../entities/outbox/queued-note.tsx';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { Card } from '../../shared/card.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { LinkButton } from '../../shared/link-button.tsx';
import { visuallyHidden } from '../../shared/visually-hidden.ts';
import { useActionKeys } from '../../entities/progress/action-key.ts';
import { useCompleteDayMutation } from '../../entities/progress/progress-api.ts';
import { writeErrorMessage } from '../../entities/progress/write-error.ts';
import { CelebrationDialog } from './celebration-dialog.tsx';
import { dayAction, type DayChecklist } from '../../entities/progress/day-rules.ts';
import { useGetQuestionnaireQuery } from '../../entities/progress/questionnaire-api.ts';
import { QuestionnaireDialog } from './questionnaire-dialog.tsx';
import { answersFrom } from './questionnaire-steps.ts';
import { dayProgrammeStrings } from './strings.ts';

const text = dayProgrammeStrings.action;

function ChecklistItem({ label, done }: { label: string; done: boolean }) {
  return (
    <li css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
      <span
        aria-hidden="true"
        css={(theme) => ({
          display: 'inline-grid',
          placeItems: 'center',
          width: 24,
          height: 24,
          borderRadius: theme.radii.pill,
          fontWeight: 700,
          background: done ? theme.colors.primary : theme.colors.dangerSoft,
          color: done ? theme.colors.onPrimary : theme.colors.danger,
        })}
      >
        {done ? '✓' : '✗'}
      </span>
      <span>
        {label}
        <span css={visuallyHidden}>{`: ${done ? text.done : text.pending}`}</span>
      </span>
    </li>
  );
}

function NotReadyChecklist({ checklist }: { checklist: DayChecklist }) {
  return (
    <>
      <p css={{ fontWeight: 600 }}>{text.notReadyTitle}</p>
      <ul
        css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm })}
      >
        <ChecklistItem
          label={fillTemplate(text.checklistTasks, {
            done: checklist.tasksDone,
            total: checklist.tasksTotal,
          })}
          done={checklist.tasksComplete}
        />
        <ChecklistItem label={text.checklistReflection} done={checklist.reflectionDone} />
        <ChecklistItem label={text.checklistAudio} done={checklist.audioDone} />
      </ul>
    </>
  );
}

/** The bottom of the day: what is missing, the questionnaire, 'Concluir Dia N', or the day done (spec §4). */
export function ActionArea({ day }: { day: DayProgressDto }) {
  const questionnaire = useGetQuestionnaireQuery(day.dayNumber);
  const [completeDay, completion] = useCompleteDayMutation();
  const keys = useActionKeys();
  const [questionnaireOpen, setQuestionnaireOpen] = useState(false);
  const [celebrating, setCelebrating] = useState(false);

  // spec §2: hidden while the questionnaire status loads; a failed lookup counts as not answered (§8).
  if (questionnaire.isLoading) return null;
  const responses = questionnaire.data?.responses ?? [];
  const answered = responses.length > 0 || day.questionnaireAnswered;
  const action = dayAction(day, answered);

  const complete = async () => {
    const request = { dayNumber: day.dayNumber };
    try {
      await completeDay({ key: keys.keyFor(request), ...request }).unwrap();
      keys.settle();
      setCelebrating(true);
    } catch (failure) {
      keys.settle(failure);
    }
  };

  // A refusal explains itself (e.g. what is still missing); anything else gets the spec's alert alone.
  const refusal = writeErrorMessage(completion.error, '');

  return (
    <Card
      css={(theme) => ({ display: 'grid', gap: theme.space.md, justifyItems: 'center', textAlign: 'center' })}
    >
      {action.kind === 'completed' && (
        <>
          <p
            role="status"
            css={(theme) => ({
              margin: 0,
              fontSize: theme.fontSizes.lg,
              fontWeight: 700,
              color: theme.colors.primary,
            })}
          >
            {text.completedMessage}
          </p>
          <LinkButton to="/app">{text.toDashboard}</LinkButton>
        </>
      )}
      {action.kind === 'not-ready' && (
        <div css={{ justifySelf: 'stretch', textAlign: 'left' }}>
          <NotReadyChecklist checklist={action.checklist} />
        </div>
      )}
      {action.kind === 'answer-questionnaire' && (
        <Button
          onClick={() => {
            setQuestionnaireOpen(true);
          }}
        >
          {text.answerQuestionnaire}
        </Button>
      )}
      {action.kind === 'complete-day' && (
        <Button disabled={completion.isLoading} onClick={() => void complete()}>
          {fillTemplate(text.completeDay, { n: day.dayNumber })}
        </Button>
      )}
      {completion.isError && isQueued(completion.error) && <QueuedNote error={completion.error} />}
      {completion.isError && !isQueued(completion.error) && (
        <InlineAlert>
          {text.completeError}
          {refusal !== '' && (
            <>
              <br />
              {refusal}
            </>
          )}
        </InlineAlert>
      )}
      <QuestionnaireDialog
        open={questionnaireOpen}
        dayNumber={day.dayNumber}
        initialAnswers={answersFrom(responses)}
        onClose={() => {
          setQuestionnaireOpen(false);
        }}
        onSaved={() => {
          setQuestionnaireOpen(false);
        }}
      />
      <CelebrationDialog
        open={celebrating}
        dayNumber={day.dayNumber}
        onClose={() => {
          setCelebrating(false);
        }}
      />
    </Card>
  );
}
