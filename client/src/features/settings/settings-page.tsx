import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../shared/button.tsx';
import { BackLink } from '../../shared/back-link.tsx';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import { decisionForReason } from '../../entities/access/access-rules.ts';
import {
  AccessDeniedScreen,
  formatEndDate,
  subscriptionTypeLabel,
} from '../../entities/access/access-screens.tsx';
import { useSessionActions } from '../../entities/auth/use-session-actions.ts';
import { AppearanceSection } from './appearance-section.tsx';
import { ConsentSection } from './consent-section.tsx';
import { DataSection } from './data-section.tsx';
import { DeletionSection } from './deletion-section.tsx';
import { DownloadsSection } from './downloads-section.tsx';
import { StreakSection } from './streak-section.tsx';
import { ReminderSection } from './reminder-section.tsx';
import { Section } from './section.tsx';
import { useGetMeQuery } from '../../entities/settings/settings-api.ts';
import { settingsStrings as text } from './strings.ts';

/** `/settings`: the account, consents for sensitive data, a copy of one's data, and account deletion (LGPD). */
export function SettingsPage() {
  const me = useGetMeQuery(undefined);
  const { logout } = useSessionActions();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const loaded = me.data !== undefined;

  // A link to one card (/settings#baixados, #sequencia) scrolls to it once the screen is drawn.
  useEffect(() => {
    if (loaded && hash.length > 1) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loaded, hash]);

  // A session ended elsewhere (logout on another device, account deleted): the server says so with a reason.
  const refusal = decisionForReason(me.error && 'reason' in me.error ? me.error.reason : undefined);
  if (refusal) return <AccessDeniedScreen decision={refusal} />;

  if (!me.data) {
    return (
      <PageShell title={text.title}>
        <BackLink label={text.back} />
        <h1>{text.title}</h1>
        {me.isError ? (
          <>
            <InlineAlert>{text.loadFailed}</InlineAlert>
            <Button variant="secondary" onClick={() => void me.refetch()} css={{ marginTop: 16 }}>
              {text.retry}
            </Button>
          </>
        ) : (
          <Spinner label={text.loading} />
        )}
      </PageShell>
    );
  }

  const { user, subscription, consents } = me.data;
  return (
    <PageShell title={text.title}>
      <BackLink label={text.back} />
      <h1>{text.title}</h1>
      <Section heading={text.account.heading}>
        {/* Name and value side by side; one under the other when the text is large (200%) for the card. */}
        <div css={{ containerType: 'inline-size' }}>
          <dl
            css={(theme) => ({
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              gap: `${theme.space.xs} ${theme.space.md}`,
              margin: 0,
              '@container (max-width: 14em)': {
                gridTemplateColumns: 'minmax(0, 1fr)',
                rowGap: 0,
                dt: { fontWeight: 600 },
                dd: { marginBottom: theme.space.sm },
              },
            })}
          >
            <dt>{text.account.name}</dt>
            <dd css={{ margin: 0 }}>{user.name || '—'}</dd>
            <dt>{text.account.email}</dt>
            <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{user.email}</dd>
            <dt>{text.account.subscription}</dt>
            <dd css={{ margin: 0 }}>{subscriptionTypeLabel(subscription.type)}</dd>
            <dt>{text.account.until}</dt>
            <dd css={{ margin: 0 }}>{formatEndDate(subscription.endDate)}</dd>
          </dl>
        </div>
        <Button
          variant="secondary"
          onClick={() => void logout().then(() => navigate('/', { replace: true }))}
          css={{ marginTop: 16 }}
        >
          {text.account.logout}
        </Button>
      </Section>
      <ReminderSection />
      <AppearanceSection />
      <DownloadsSection />
      <StreakSection />
      <ConsentSection consents={consents} />
      <DataSection />
      <DeletionSection email={user.email} />
    </PageShell>
  );
}
