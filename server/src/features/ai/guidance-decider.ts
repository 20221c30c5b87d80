import { type EventData, eventTypesOf, type GuidanceEvent, type Stored } from '@detox/projections';
import { savedGuidanceMessages } from '../../contracts/saved-guidance.ts';
import { type Decider } from '../../commands/command-handler.ts';
import { DomainError } from '../../commands/domain-error.ts';

/** What the rules need to know of each saved piece. */
interface GuidanceEntry {
  deleted: boolean;
  isFavorite: boolean;
  notes: string;
}

/** A subscriber's guidance stream, folded: every id it ever saved. */
export interface GuidanceStreamState {
  entries: Record<string, GuidanceEntry>;
}

export type GuidanceCommand =
  | { type: 'SaveGuidance'; guidance: EventData<'GuidanceSaved'> }
  | { type: 'SetFavorite'; guidanceId: string; isFavorite: boolean }
  | { type: 'SetNotes'; guidanceId: string; notes: string }
  | { type: 'SaveProgress'; guidanceId: string; content: Record<string, unknown> }
  | { type: 'DeleteGuidance'; guidanceId: string };

function withEntry(
  state: GuidanceStreamState,
  guidanceId: string,
  change: (entry: GuidanceEntry) => GuidanceEntry,
): GuidanceStreamState {
  const entry = state.entries[guidanceId];
  return entry ? { entries: { ...state.entries, [guidanceId]: change(entry) } } : state;
}

function evolve(state: GuidanceStreamState, event: Stored<GuidanceEvent>): GuidanceStreamState {
  switch (event.type) {
    case 'GuidanceSaved': {
      const { guidanceId, isFavorite, notes } = event.data;
      return { entries: { ...state.entries, [guidanceId]: { deleted: false, isFavorite, notes } } };
    }
    case 'GuidanceFavoriteSet': {
      const { guidanceId, isFavorite } = event.data;
      return withEntry(state, guidanceId, (entry) => ({ ...entry, isFavorite }));
    }
    case 'GuidanceNotesSet': {
      const { guidanceId, notes } = event.data;
      return withEntry(state, guidanceId, (entry) => ({ ...entry, notes }));
    }
    case 'GuidanceProgressSaved':
      return state;
    case 'GuidanceDeleted':
      return withEntry(state, event.data.guidanceId, () => ({ deleted: true, isFavorite: false, notes: '' }));
  }
}

/** The live piece with this id, or a 404: unknown, deleted, or another subscriber's (not in this stream). */
function live(state: GuidanceStreamState, guidanceId: string): GuidanceEntry {
  const entry = state.entries[guidanceId];
  if (!entry || entry.deleted) throw new DomainError('not_found', savedGuidanceMessages.notFound);
  return entry;
}

function decide(command: GuidanceCommand, state: GuidanceStreamState): GuidanceEvent[] {
  switch (command.type) {
    case 'SaveGuidance':
      // The id comes from the idempotency key: it is only ever saved once.
      if (state.entries[command.guidance.guidanceId]) return [];
      return [{ type: 'GuidanceSaved', data: command.guidance }];
    case 'SetFavorite': {
      const entry = live(state, command.guidanceId);
      if (entry.isFavorite === command.isFavorite) return [];
      return [
        {
          type: 'GuidanceFavoriteSet',
          data: { guidanceId: command.guidanceId, isFavorite: command.isFavorite },
        },
      ];
    }
    case 'SetNotes': {
      const entry = live(state, command.guidanceId);
      if (entry.notes === command.notes) return [];
      return [{ type: 'GuidanceNotesSet', data: { guidanceId: command.guidanceId, notes: command.notes } }];
    }
    case 'SaveProgress':
      live(state, command.guidanceId);
      return [
        { type: 'GuidanceProgressSaved', data: { guidanceId: command.guidanceId, content: command.content } },
      ];
    case 'DeleteGuidance':
      live(state, command.guidanceId);
      return [{ type: 'GuidanceDeleted', data: { guidanceId: command.guidanceId } }];
  }
}

export const guidanceDecider: Decider<GuidanceStreamState, GuidanceCommand, GuidanceEvent> = {
  eventTypes: eventTypesOf('guidance'),
  initialState: () => ({ entries: {} }),
  evolve,
  decide,
};
