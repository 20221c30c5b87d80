import { useAppSelector } from '../../shared/store-hooks.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { selectCurrentUser } from '../../entities/auth/auth-slice.ts';
import { whatOf } from '../../shared/offline/offline-endpoint.ts';
import { isWaiting, type OutboxEntry, outbox } from '../../shared/offline/outbox-store.ts';
import { offlineStrings as text } from '../../shared/offline/strings.ts';
import { useOnline, useOutbox } from '../../shared/offline/use-outbox.ts';

function describe(entry: OutboxEntry): string {
  const body = entry.request.body;
  const day = typeof body === 'object' && body !== null && 'dayNumber' in body ? body.dayNumber : '';
  return fillTemplate(whatOf(entry) ?? text.someAction, { n: typeof day === 'number' ? day : '' });
}

/**
 * Under the header on every signed-in screen: the connection, the actions waiting to be sent, and the ones the
 * server refused (each stays until the subscriber has read it: nothing is dropped silently).
 */
export function OfflineStatus() {
  const online = useOnline();
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const entries = useOutbox(userId);
  // Actions that had to wait; one being sent right now, online, is not news.
  const waiting = entries.filter(isWaiting).length;
  const refused = entries.filter((entry) => entry.state === 'refused');
  if (!userId || (online && waiting === 0 && refused.length === 0)) return null;

  const pendingText = waiting === 1 ? text.pendingOne : fillTemplate(text.pendingMany, { n: waiting });
  return (
    <section
      aria-label={text.regionLabel}
      css={(theme) => ({
        maxWidth: 960,
        margin: `${theme.space.sm} auto 0`,
        padding: `0 ${theme.space.md}`,
        display: 'grid',
        gap: theme.space.sm,
      })}
    >
      {(!online || waiting > 0) && (
        <p
          role="status"
          css={(theme) => ({
            margin: 0,
            padding: `${theme.space.sm} ${theme.space.md}`,
            borderRadius: theme.radii.sm,
            fontSize: theme.fontSizes.sm,
            background: theme.colors.primarySoft,
            color: theme.colors.primary,
            borderLeft: `4px solid ${theme.colors.primary}`,
          })}
        >
          {!online && text.offline} {waiting > 0 && (online ? text.sending : pendingText)}
        </p>
      )}
      {refused.map((entry) => (
        <div
          key={entry.key}
          role="alert"
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: theme.space.sm,
            padding: `${theme.space.sm} ${theme.space.md}`,
            borderRadius: theme.radii.sm,
            fontSize: theme.fontSizes.sm,
            background: theme.colors.dangerSoft,
            color: theme.colors.danger,
            borderLeft: `4px solid ${theme.colors.danger}`,
          })}
        >
          <span css={{ flex: '1 1 16rem' }}>
            {fillTemplate(text.refused, { what: describe(entry), message: entry.message ?? '' })}
          </span>
          <button
            type="button"
            onClick={() => {
              outbox.remove(entry.key);
            }}
            css={(theme) => ({
              minHeight: theme.sizes.touchTarget,
              padding: `0 ${theme.space.md}`,
              borderRadius: theme.radii.md,
              border: `2px solid ${theme.colors.danger}`,
              background: theme.colors.surface,
              color: theme.colors.danger,
              fontWeight: 600,
              cursor: 'pointer',
            })}
          >
            {text.dismiss}
          </button>
        </div>
      ))}
    </section>
  );
}
