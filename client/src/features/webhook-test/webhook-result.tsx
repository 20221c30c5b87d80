import type { TestWebhookResult } from '@detox/server/contracts/kirvano';
import { formatEndDate } from '../../entities/access/access-screens.tsx';
import { webhookTestStrings as text } from './strings.ts';

export type RunState =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'success'; result: TestWebhookResult }
  | { state: 'error'; message: string };

/** The result panel: spec §8 'Webhook processado' or 'Erro ao testar webhook: {message}', plus what changed. */
export function WebhookResult({ run }: { run: RunState }) {
  return (
    <section aria-labelledby="resultado-titulo" aria-live="polite">
      <h2 id="resultado-titulo" css={(theme) => ({ fontSize: theme.fontSizes.lg })}>
        {text.resultHeading}
      </h2>
      {run.state === 'idle' && <p>{text.idle}</p>}
      {run.state === 'testing' && <p>{text.running}</p>}
      {run.state === 'error' && (
        <p role="alert" css={(theme) => ({ color: theme.colors.danger, fontWeight: 600 })}>
          {text.error(run.message)}
        </p>
      )}
      {run.state === 'success' && (
        <div>
          <p css={(theme) => ({ color: theme.colors.primary, fontWeight: 700 })}>{run.result.message}</p>
          {run.result.duplicate && <p>{text.duplicate}</p>}
          <dl
            css={(theme) => ({
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: `${theme.space.xs} ${theme.space.md}`,
              margin: 0,
              '& dd': { margin: 0, overflowWrap: 'anywhere' },
            })}
          >
            <dt>{text.kirvanoEvent}</dt>
            <dd>{run.result.event}</dd>
            <dt>{text.outcome}</dt>
            <dd>{text.outcomes[run.result.outcome] ?? run.result.outcome}</dd>
            <dt>{text.customer}</dt>
            <dd>{run.result.email}</dd>
            <dt>{text.access}</dt>
            <dd>{run.result.subscription.isPremium ? text.yes : text.no}</dd>
            <dt>{text.until}</dt>
            <dd>{formatEndDate(run.result.subscription.endDate)}</dd>
          </dl>
        </div>
      )}
    </section>
  );
}
