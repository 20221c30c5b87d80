import { bodyOf, isRecord } from '../../shared/offline/entry-body.ts';
import type { OutboxEntry } from '../../shared/offline/outbox-store.ts';

/** The outbox kind of a saved guidance edit (favourite, notes, progress), declared by those writes. */
export const guidanceEditKind = 'guidance';

/** GET /ai/saved-guidance with the pending edits laid over it, so an edit made offline shows after a reload. Pure. */
export function overlayGuidance(data: unknown, entries: readonly OutboxEntry[]): unknown {
  if (!isRecord(data) || !Array.isArray(data.guidance)) return data;
  const edits = entries.filter((entry) => entry.kind === guidanceEditKind);
  const guidance = data.guidance.map((item: unknown) => {
    if (!isRecord(item)) return item;
    return edits.reduce<Record<string, unknown>>((current, entry) => {
      const [, id, progress] = /^\/ai\/saved-guidance\/([^/]+)(\/progress)?$/.exec(entry.request.url) ?? [];
      if (id === undefined || decodeURIComponent(id) !== current.id) return current;
      const body = bodyOf(entry);
      if (progress) return isRecord(body.content) ? { ...current, content: body.content } : current;
      return {
        ...current,
        ...(typeof body.isFavorite === 'boolean' && { isFavorite: body.isFavorite }),
        ...(typeof body.notes === 'string' && { notes: body.notes }),
      };
    }, item);
  });
  return { ...data, guidance };
}
