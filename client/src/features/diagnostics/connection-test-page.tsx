import { Button } from '../../shared/button.tsx';
import { Card } from '../../shared/card.tsx';
import { LinkButton } from '../../shared/link-button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { apiBaseUrl, formatTestTime } from '../../shared/api-diagnostics/api-diagnostic-panel.tsx';
import { InfoList } from '../../shared/api-diagnostics/info-list.tsx';
import { StatusBadge } from '../../shared/api-diagnostics/status-badge.tsx';
import { diagnosticsStrings as text } from '../../shared/api-diagnostics/strings.ts';
import { useConnectionTest } from '../../shared/api-diagnostics/use-connection-test.ts';
import { Row } from '../../shared/row.tsx';

/** `/connection-test` (spec §2): the API address and one test result with its time. */
export function ConnectionTestPage() {
  const test = useConnectionTest();
  const tone = test.state === 'connected' ? 'good' : test.state === 'disconnected' ? 'bad' : 'neutral';
  return (
    <PageShell title={text.connectionTestTitle}>
      <h1>{text.connectionTestTitle}</h1>
      <p>{text.connectionTestIntro}</p>
      <Card css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
        <InfoList
          rows={[
            [text.apiUrl, apiBaseUrl()],
            [
              text.status,
              <span aria-live="polite">
                <StatusBadge tone={tone}>{text.statuses[test.state]}</StatusBadge>
              </span>,
            ],
            [text.result, test.message ?? text.statuses.testing],
            [text.lastTest, formatTestTime(test.testedAt)],
          ]}
        />
        <Row>
          <Button onClick={test.run} disabled={test.state === 'testing'}>
            {text.test}
          </Button>
          <LinkButton to="/login" variant="secondary">
            {text.backToLogin}
          </LinkButton>
        </Row>
      </Card>
    </PageShell>
  );
}
