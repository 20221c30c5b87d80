import { isApiError } from '../../shared/api/api-response.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { selectCurrentUser } from '../auth/auth-slice.ts';
import { offlineStrings } from '../../shared/offline/strings.ts';
import { useOutbox } from '../../shared/offline/use-outbox.ts';

/**
 * Under a control whose action was kept in the outbox: 'saved on this device, sent when the internet returns'.
 * It goes away once the action is sent; a refusal shows in the connection status above the screen instead.
 */
export function QueuedNote({ error }: { error: unknown }) {
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const entries = useOutbox(userId);
  const key = isApiError(error) ? error.actionKey : undefined;
  const waiting = entries.some((entry) => entry.key === key && entry.state !== 'refused');
  return waiting ? <InlineAlert tone="info">{offlineStrings.queued}</InlineAlert> : null;
}
