import { isQueued } from '../../shared/api/api-response.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { QueuedNote } from '../outbox/queued-note.tsx';
import { writeErrorMessage } from './write-error.ts';

/**
 * Under a control whose write did not go through: a write kept for later (no connection) is pending, said
 * calmly until it is sent; a failure gets the screen's text, or the server's reason for a refusal.
 */
export function WriteFailure({ error, fallback }: { error: unknown; fallback: string }) {
  if (isQueued(error)) return <QueuedNote error={error} />;
  return <InlineAlert>{writeErrorMessage(error, fallback)}</InlineAlert>;
}
