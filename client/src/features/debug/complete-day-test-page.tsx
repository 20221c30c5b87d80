import { useState } from 'react';
import { isApiError } from '../../shared/api/api-response.ts';
import { API_BASE_URL } from '../../shared/api/base-query.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { Button } from '../../shared/button.tsx';
import { Card } from '../../shared/card.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { PageShell } from '../../shared/page-shell.tsx';
import { selectAuthToken } from '../../entities/auth/auth-slice.ts';
import { newActionKey } from '../../entities/progress/action-key.ts';
import { useCompleteDayMutation } from '../../entities/progress/progress-api.ts';
import { DebugGate } from './debug-gate.tsx';
import { debugStrings } from './strings.ts';
import { Row } from '../../shared/row.tsx';

const text = debugStrings.completeDay;
const DAY = 1;

interface LogLine {
  id: number;
  at: string;
  message: string;
}

interface CompleteDayAnswer {
  day?: { dayNumber: number };
  currentDay?: number;
  error?: string;
}

function CompleteDayTest() {
  const token = useAppSelector(selectAuthToken);
  const [completeDay, completing] = useCompleteDayMutation();
  const [log, setLog] = useState<LogLine[]>([]);
  const [direct, setDirect] = useState(false);

  const add = (message: string) => {
    setLog((lines) => [
      ...lines,
      { id: lines.length + 1, at: new Date().toLocaleTimeString('pt-BR'), message },
    ]);
  };

  const viaService = async () => {
    add(fillTemplate(text.started, { path: text.viaService }));
    try {
      const result = await completeDay({ dayNumber: DAY, key: newActionKey() }).unwrap();
      add(fillTemplate(text.ok, { status: 200, day: result.day.dayNumber, current: result.currentDay }));
    } catch (error) {
      add(
        fillTemplate(text.failed, {
          status: isApiError(error) ? error.status : '—',
          message: isApiError(error) ? error.message : String(error),
        }),
      );
    }
  };

  // The spec's second path: the stored token and a plain complete-day call, bypassing the app's API layer.
  const viaDirectCall = async () => {
    add(fillTemplate(text.started, { path: text.viaDirect }));
    if (!token) {
      add(text.noToken);
      return;
    }
    setDirect(true);
    try {
      const response = await fetch(`${API_BASE_URL}/progress/complete-day`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': newActionKey(),
        },
        body: JSON.stringify({ dayNumber: DAY }),
      });
      const body = (await response.json()) as CompleteDayAnswer;
      add(
        response.ok
          ? fillTemplate(text.ok, {
              status: response.status,
              day: body.day?.dayNumber ?? DAY,
              current: body.currentDay ?? '—',
            })
          : fillTemplate(text.failed, { status: response.status, message: body.error ?? '' }),
      );
    } catch {
      add(text.network);
    } finally {
      setDirect(false);
    }
  };

  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
      <p css={{ margin: 0 }}>{text.intro}</p>
      <Row>
        <Button disabled={completing.isLoading} onClick={() => void viaService()}>
          {text.viaService}
        </Button>
        <Button variant="secondary" disabled={direct} onClick={() => void viaDirectCall()}>
          {text.viaDirect}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setLog([]);
          }}
        >
          {text.clearLogs}
        </Button>
      </Row>
      <Card as="section" aria-labelledby="log-teste">
        <h2 id="log-teste" css={(theme) => ({ marginTop: 0, fontSize: theme.fontSizes.lg })}>
          {text.logHeading}
        </h2>
        {log.length === 0 ? (
          <p css={{ margin: 0 }}>{text.empty}</p>
        ) : (
          <div role="log">
            <ol css={(theme) => ({ margin: 0, paddingLeft: theme.space.lg, fontFamily: theme.fonts.mono })}>
              {log.map((line) => (
                <li key={line.id}>{`[${line.at}] ${line.message}`}</li>
              ))}
            </ol>
          </div>
        )}
      </Card>
    </div>
  );
}

/** `/test-complete-day`: internal test of completing day 1. */
export function CompleteDayTestPage() {
  return (
    <PageShell title={debugStrings.completeDayTestTitle}>
      <h1>{debugStrings.completeDayTestTitle}</h1>
      <DebugGate>
        <CompleteDayTest />
      </DebugGate>
    </PageShell>
  );
}
