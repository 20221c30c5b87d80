import type { InsightsResponse } from '@detox/server/contracts/ai';
import { useId } from 'react';
import { Button } from '../../shared/button.tsx';
import { Card } from '../../shared/card.tsx';
import { CareCard } from '../../shared/care/care-card.tsx';
import { CareCheckIn } from '../../shared/care/care-check-in.tsx';
import { isCheckInAnswer, isCrisisAnswer } from '../../shared/care/care-rules.ts';
import { LinkButton } from '../../shared/link-button.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { aiErrorMessage } from '../../entities/guidance/ai-error.ts';
import { useInsightsNowMutation } from '../../entities/guidance/ai-api.ts';
import { afterCheckIn, useCareCheckInAnswer } from '../../entities/guidance/care-check-in-api.ts';
import { dashboardStrings } from './strings.ts';
import { Row } from '../../shared/row.tsx';

const text = dashboardStrings.insights;

function WarningIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3 2 20h20L12 3Z" />
      <path d="M12 10v4M12 17h.01" />
    </svg>
  );
}

export function InsightsResult({ insights }: { insights: InsightsResponse }) {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      {isCrisisAnswer(insights) && <CareCard headingLevel={3} />}
      <p
        css={(theme) => ({
          margin: 0,
          fontWeight: 700,
          color: insights.severity === 'alto' ? theme.colors.danger : theme.colors.accentStrong,
        })}
      >
        {text.severity[insights.severity]}
      </p>
      <p css={{ margin: 0 }}>{insights.narrative}</p>
      <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>{text.signals}</h3>
      <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xs })}>
        {insights.distractionSignals.map((signal) => (
          <li key={signal.signal}>
            <strong>{signal.signal}</strong>{' '}
            <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
              ({fillTemplate(text.risk, { level: signal.riskLevel })})
            </span>
            <br />
            {signal.suggestion}
          </li>
        ))}
      </ul>
      <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>{text.recommendations}</h3>
      <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xs })}>
        {insights.recommendations.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The dashboard's 'Insights Agora' card (spec §2, §7 insights-now, §8): generated on request for today. */
export function InsightsNowCard({ dayNumber }: { dayNumber: number }) {
  const headingId = useId();
  const [generate, insights] = useInsightsNowMutation();
  const sendCheckInAnswer = useCareCheckInAnswer(dayNumber, 'insights');
  const checkIn = isCheckInAnswer(insights.data);
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'grid', gap: theme.space.md })}
    >
      <h2 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>
        {text.title}
      </h2>
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{text.intro}</p>
      {insights.isLoading && (
        <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
          <Spinner label={text.generating} size={24} />
          <span aria-hidden="true">{text.generating}</span>
        </div>
      )}
      {insights.isError && (
        <p
          role="alert"
          css={(theme) => ({
            margin: 0,
            display: 'flex',
            gap: theme.space.sm,
            alignItems: 'flex-start',
            color: theme.colors.danger,
          })}
        >
          <WarningIcon />
          <span>{aiErrorMessage(insights.error, text.error)}</span>
        </p>
      )}
      {checkIn && (
        // The mentor asks before answering (issue 31); "Não, estou bem" asks for the same insights again.
        <CareCheckIn
          key={insights.requestId}
          send={sendCheckInAnswer}
          headingLevel={3}
          onWell={() => {
            if (insights.originalArgs) void generate(afterCheckIn(insights.originalArgs));
          }}
        />
      )}
      {insights.data && !checkIn && <InsightsResult insights={insights.data} />}
      <Row>
        <Button
          variant={insights.data ? 'secondary' : 'primary'}
          disabled={insights.isLoading}
          onClick={() => void generate({ dayNumber })}
        >
          {insights.data ? text.again : text.generate}
        </Button>
        <LinkButton to="/detox-day" variant="secondary">
          {text.openDay}
        </LinkButton>
      </Row>
    </Card>
  );
}
