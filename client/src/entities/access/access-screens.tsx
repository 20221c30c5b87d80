import type { ReactNode } from 'react';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { Card } from '../../shared/card.tsx';
import { LinkButton } from '../../shared/link-button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { selectCurrentUser, selectSubscription } from '../auth/auth-slice.ts';
import type { AccessDecision } from './access-rules.ts';
import { accessGuardStrings as text } from './strings.ts';
import { Row } from '../../shared/row.tsx';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: 'long', year: 'numeric' });

export function formatEndDate(endDate: string | null | undefined): string {
  if (!endDate) return text.noDate;
  const time = Date.parse(endDate);
  return Number.isNaN(time) ? text.noDate : dateFormat.format(time);
}

export function subscriptionTypeLabel(type: string | undefined): string {
  return text.subscriptionTypes[type ?? 'none'] ?? type ?? text.subscriptionTypes.none ?? '';
}

function Screen({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <PageShell title={title}>
      <Card css={(theme) => ({ textAlign: 'center', marginTop: theme.space.lg })}>
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.xl })}>{title}</h1>
        {children}
        <Row justify="center" css={(theme) => ({ marginTop: theme.space.lg })}>
          {actions}
        </Row>
      </Card>
    </PageShell>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        justifyContent: 'center',
        gap: `${theme.space.xs} ${theme.space.md}`,
        margin: `${theme.space.md} 0 0`,
        textAlign: 'left',
        '& dt': { color: theme.colors.textMuted },
        '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
      })}
    >
      {rows.map(([label, value]) => (
        <div key={label} css={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const home = (
  <LinkButton to="/" variant="secondary">
    {text.home}
  </LinkButton>
);

/** The screen the access guard shows instead of a page (spec §2), also usable after a server refusal. */
export function AccessDeniedScreen({
  decision,
  adminOnly = false,
}: {
  decision: AccessDecision;
  adminOnly?: boolean;
}) {
  const user = useAppSelector(selectCurrentUser);
  const subscription = useAppSelector(selectSubscription);
  switch (decision) {
    case 'premium_required':
      return (
        <Screen
          title={text.premium.title}
          actions={
            <>
              <LinkButton to="/upgrade">{text.premium.upgrade}</LinkButton>
              {home}
            </>
          }
        >
          <p>{text.premium.text}</p>
          <Facts
            rows={[
              [text.premium.typeLabel, subscriptionTypeLabel(subscription?.type)],
              [text.premium.endDateLabel, formatEndDate(subscription?.endDate)],
            ]}
          />
        </Screen>
      );
    case 'expired':
      return (
        <Screen
          title={text.expired.title}
          actions={
            <>
              <LinkButton to="/renew">{text.expired.renew}</LinkButton>
              {home}
            </>
          }
        >
          <p>{text.expired.text}</p>
          <Facts
            rows={[
              [text.expired.nameLabel, user && user.name !== '' ? user.name : text.fallbackName],
              [text.expired.emailLabel, user?.email ?? ''],
            ]}
          />
        </Screen>
      );
    default:
      return (
        <Screen
          title={text.restricted.title}
          actions={
            <>
              {!user && <LinkButton to="/login">{text.restricted.login}</LinkButton>}
              {home}
            </>
          }
        >
          <p>{adminOnly && user ? text.restricted.adminText : text.restricted.text}</p>
        </Screen>
      );
  }
}
