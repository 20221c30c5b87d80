import { API_BASE_URL } from '../api/base-query.ts';
import { Button } from '../button.tsx';
import { apiEnvironment } from './environment.ts';
import { InfoList } from './info-list.tsx';
import { StatusBadge } from './status-badge.tsx';
import { diagnosticsStrings as text } from './strings.ts';
import { useConnectionTest } from './use-connection-test.ts';

export const apiBaseUrl = () => `${window.location.origin}${API_BASE_URL}`;
export const formatTestTime = (date: Date | null) => (date ? date.toLocaleString('pt-BR') : text.never);

/** spec §2 API diagnostic panel: where the API is, whether it answers, and what to try when it does not. */
export function ApiDiagnosticPanel({ id }: { id?: string }) {
  const test = useConnectionTest();
  const { hostname, protocol, host, href } = window.location;
  const environment = apiEnvironment(hostname, protocol);
  const tone = test.state === 'connected' ? 'good' : test.state === 'disconnected' ? 'bad' : 'neutral';
  return (
    <section
      id={id}
      aria-labelledby="diagnostico-titulo"
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.background,
      })}
    >
      <h2 id="diagnostico-titulo" css={(theme) => ({ fontSize: theme.fontSizes.lg, margin: 0 })}>
        {text.panelTitle}
      </h2>
      <InfoList
        rows={[
          [text.apiUrl, apiBaseUrl()],
          [text.environment, <StatusBadge tone="neutral">{text.environments[environment]}</StatusBadge>],
          [
            text.status,
            <span aria-live="polite">
              <StatusBadge tone={tone}>{text.statuses[test.state]}</StatusBadge>
            </span>,
          ],
          [text.lastTest, formatTestTime(test.testedAt)],
          ...(test.message ? [[text.result, test.message] as [string, string]] : []),
        ]}
      />
      <div>
        <Button variant="secondary" onClick={test.run} disabled={test.state === 'testing'}>
          {text.test}
        </Button>
      </div>
      {test.state === 'disconnected' && (
        <div>
          <h3 css={(theme) => ({ fontSize: theme.fontSizes.md, margin: `0 0 ${theme.space.xs}` })}>
            {text.tipsTitle}
          </h3>
          <ul css={{ margin: 0, paddingLeft: '1.25rem' }}>
            {text.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      )}
      <details>
        <summary css={{ cursor: 'pointer', minHeight: 24 }}>{text.debugTitle}</summary>
        <div css={(theme) => ({ marginTop: theme.space.sm })}>
          <InfoList
            rows={[
              [text.userAgent, navigator.userAgent],
              [text.currentUrl, href],
              [text.protocol, protocol],
              [text.host, host],
            ]}
          />
        </div>
      </details>
    </section>
  );
}
