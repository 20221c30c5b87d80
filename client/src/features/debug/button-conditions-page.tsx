import { useId, useState } from 'react';
import { isApiError } from '../../shared/api/api-response.ts';
import { Button } from '../../shared/button.tsx';
import { Card } from '../../shared/card.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { LinkButton } from '../../shared/link-button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { selectStyles } from '../../shared/field-styles.ts';
import {
  DEBUG_REFRESH_MS,
  useClearJourneyMutation,
  useCreateTestDataMutation,
  useFixTasksMutation,
  useGetDayConditionsQuery,
  useGetDebugStatusQuery,
} from './debug-api.ts';
import { DebugGate } from './debug-gate.tsx';
import { debugStrings } from './strings.ts';
import { Row } from '../../shared/row.tsx';

const text = debugStrings.conditions;

function Condition({ met, label }: { met: boolean; label: string }) {
  return (
    <li css={{ display: 'flex', gap: 8 }}>
      <strong
        css={(theme) => ({ minWidth: '3.5rem', color: met ? theme.colors.primary : theme.colors.danger })}
      >
        {met ? text.met : text.notMet}
      </strong>
      <span>{label}</span>
    </li>
  );
}

function ConditionsPanel() {
  const [day, setDay] = useState(1);
  const [message, setMessage] = useState<{ tone: 'info' | 'danger'; text: string } | null>(null);
  const dayId = useId();
  const status = useGetDebugStatusQuery(undefined);
  const conditions = useGetDayConditionsQuery(day, { pollingInterval: DEBUG_REFRESH_MS });
  const [createTestData, creating] = useCreateTestDataMutation();
  const [fixTasks, fixing] = useFixTasksMutation();
  const [clearJourney, clearing] = useClearJourneyMutation();
  const busy = creating.isLoading || fixing.isLoading || clearing.isLoading;
  const c = conditions.data;

  const run = async (action: () => Promise<{ skipped: string[] }>) => {
    setMessage(null);
    try {
      const result = await action();
      setMessage({
        tone: 'info',
        text: result.skipped.includes('questionnaire') ? text.skippedQuestionnaire : text.done,
      });
    } catch (error) {
      setMessage({ tone: 'danger', text: isApiError(error) ? error.message : String(error) });
    }
  };

  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
      <p css={{ margin: 0 }}>{text.intro}</p>
      {status.data && (
        <p css={{ margin: 0 }}>{fillTemplate(debugStrings.environment, { env: status.data.environment })}</p>
      )}
      <div css={(theme) => ({ display: 'grid', gap: theme.space.xs, maxWidth: '12rem' })}>
        <label htmlFor={dayId} css={{ fontWeight: 600 }}>
          {text.dayLabel}
        </label>
        <select
          id={dayId}
          css={selectStyles}
          value={day}
          onChange={(event) => {
            setDay(Number(event.target.value));
          }}
        >
          {Array.from({ length: 21 }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {fillTemplate(text.dayOption, { n: index + 1 })}
            </option>
          ))}
        </select>
      </div>
      {conditions.isError && (
        <InlineAlert>
          {isApiError(conditions.error) ? conditions.error.message : debugStrings.completeDay.network}
        </InlineAlert>
      )}
      {c && (
        <Card as="section" aria-labelledby={`${dayId}-h`}>
          <h2 id={`${dayId}-h`} css={(theme) => ({ marginTop: 0, fontSize: theme.fontSizes.xl })}>
            {fillTemplate(text.heading, { n: c.dayNumber })}
          </h2>
          <p css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
            {fillTemplate(text.updatedAt, { time: new Date(c.checkedAt).toLocaleTimeString('pt-BR') })}
          </p>
          <p>{fillTemplate(text.status, { status: debugStrings.statusNames[c.status] })}</p>
          <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: 4 }}>
            <Condition met={c.open} label={text.open} />
            <Condition
              met={!c.missing.includes('tasks')}
              label={fillTemplate(text.tasks, { done: c.tasksDone, total: c.tasksTotal })}
            />
            <Condition
              met={c.audioPlayed}
              label={fillTemplate(text.audio, { percent: Math.round(c.audioListened * 100) })}
            />
            <Condition
              met={c.reflectionCounts}
              label={fillTemplate(text.reflection, { min: c.reflectionMinChars, n: c.reflectionLength })}
            />
            <Condition met={c.questionnaireAnswered} label={text.questionnaire} />
          </ul>
          <p>{fillTemplate(text.items, { done: c.itemsDone, total: c.itemsTotal })}</p>
          <p role="status" css={{ fontWeight: 700, marginBottom: 0 }}>
            {c.completed ? text.completed : c.canComplete ? text.canComplete : text.cannotComplete}
          </p>
        </Card>
      )}
      <section aria-labelledby={`${dayId}-a`} css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
        <h2 id={`${dayId}-a`} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
          {text.actions}
        </h2>
        <Row>
          <Button disabled={busy} onClick={() => void run(() => createTestData(day).unwrap())}>
            {text.createTestData}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void run(() => fixTasks(day).unwrap())}>
            {text.fixTasks}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              if (window.confirm(text.clearConfirm)) void run(() => clearJourney(undefined).unwrap());
            }}
          >
            {text.clearData}
          </Button>
          <LinkButton to="/login" variant="secondary">
            {text.quickLogin}
          </LinkButton>
        </Row>
        {message && <InlineAlert tone={message.tone}>{message.text}</InlineAlert>}
      </section>
    </div>
  );
}

/** `/debug-button-conditions`: internal panel showing why "complete day" is or is not enabled. */
export function ButtonConditionsPage() {
  return (
    <PageShell title={debugStrings.buttonConditionsTitle}>
      <h1>{debugStrings.buttonConditionsTitle}</h1>
      <DebugGate>
        <ConditionsPanel />
      </DebugGate>
    </PageShell>
  );
}
