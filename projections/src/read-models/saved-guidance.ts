import { type EventData, eventTypesOf, type GuidanceEvent, type Stored } from '../events/catalogue.ts';
import type { SavedGuidanceType } from '../events/guidance.ts';
import { defineKeyedProjection, type Versioned } from '../keyed-projection.ts';

const GUIDANCE_STREAM = /^guidance-(.+)$/;

const savedGuidanceEventTypes = eventTypesOf('guidance');

type SavedGuidanceSuggestion = EventData<'GuidanceSaved'>['suggestions'][number];

export interface SavedGuidanceState {
  userId: string;
  guidanceId: string;
  day: number;
  guidanceType: SavedGuidanceType;
  title: string;
  content: Record<string, unknown>;
  analysis: string | null;
  suggestions: SavedGuidanceSuggestion[];
  motivation: string | null;
  nextSteps: string[];
  notes: string;
  isFavorite: boolean;
  /** A deleted piece keeps its id (so the id stays unknown to every later command) and loses its content. */
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

const keyFor = (userId: string, guidanceId: string) => JSON.stringify([userId, guidanceId]);
const parseKey = (key: string) => {
  const [userId, guidanceId] = JSON.parse(key) as [string, string];
  return { userId, guidanceId };
};

function initialSavedGuidance(userId: string, guidanceId: string): SavedGuidanceState {
  return {
    userId,
    guidanceId,
    day: 1,
    guidanceType: 'coaching',
    title: '',
    content: {},
    analysis: null,
    suggestions: [],
    motivation: null,
    nextSteps: [],
    notes: '',
    isFavorite: false,
    deleted: true,
    createdAt: '',
    updatedAt: '',
  };
}

/** Pure: the saved piece after one event of its stream. */
function evolveSavedGuidance(state: SavedGuidanceState, event: Stored<GuidanceEvent>): SavedGuidanceState {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'GuidanceSaved': {
      const { data } = event;
      return {
        ...state,
        day: data.day,
        guidanceType: data.guidanceType,
        title: data.title,
        content: data.content,
        analysis: data.analysis,
        suggestions: data.suggestions,
        motivation: data.motivation,
        nextSteps: data.nextSteps,
        notes: data.notes,
        isFavorite: data.isFavorite,
        deleted: false,
        createdAt: at,
        updatedAt: at,
      };
    }
    case 'GuidanceFavoriteSet':
      return { ...state, isFavorite: event.data.isFavorite, updatedAt: at };
    case 'GuidanceNotesSet':
      return { ...state, notes: event.data.notes, updatedAt: at };
    case 'GuidanceProgressSaved': {
      const { content } = event.data;
      return { ...state, content: { ...state.content, ...content }, updatedAt: at };
    }
    case 'GuidanceDeleted':
      return {
        ...state,
        deleted: true,
        title: '',
        content: {},
        analysis: null,
        suggestions: [],
        motivation: null,
        nextSteps: [],
        notes: '',
        updatedAt: at,
      };
  }
}

interface Row {
  user_id: string;
  guidance_id: string;
  day_number: number;
  guidance_type: SavedGuidanceType;
  title: string;
  content: Record<string, unknown>;
  analysis: string | null;
  suggestions: SavedGuidanceSuggestion[];
  motivation: string | null;
  next_steps: string[];
  notes: string;
  is_favorite: boolean;
  deleted: boolean;
  created_at: Date;
  updated_at: Date;
  position: string;
}

export function savedGuidanceFromRow(row: Omit<Row, 'position'>): SavedGuidanceState {
  return {
    userId: row.user_id,
    guidanceId: row.guidance_id,
    day: row.day_number,
    guidanceType: row.guidance_type,
    title: row.title,
    content: row.content,
    analysis: row.analysis,
    suggestions: row.suggestions,
    motivation: row.motivation,
    nextSteps: row.next_steps,
    notes: row.notes,
    isFavorite: row.is_favorite,
    deleted: row.deleted,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * rm_saved_guidance: one row per piece of guidance a subscriber saved, the fold of its events in their guidance
 * stream (a deleted piece stays as an empty, deleted row). Inline, so the list reads its own write.
 */
export const savedGuidanceProjection = defineKeyedProjection<SavedGuidanceState, GuidanceEvent>({
  name: 'saved-guidance',
  version: 1,
  handles: savedGuidanceEventTypes,
  mode: 'inline',
  async migrate(sql) {
    await sql`
      create table if not exists rm_saved_guidance (
        user_id text not null,
        guidance_id text not null,
        day_number integer not null,
        guidance_type text not null,
        title text not null,
        content jsonb not null,
        analysis text,
        suggestions jsonb not null,
        motivation text,
        next_steps jsonb not null,
        notes text not null,
        is_favorite boolean not null,
        deleted boolean not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        position bigint not null,
        primary key (user_id, guidance_id)
      )`;
    await sql`
      create index if not exists rm_saved_guidance_by_day
        on rm_saved_guidance (user_id, day_number, created_at desc) where not deleted`;
  },
  async reset(tx) {
    await tx`truncate rm_saved_guidance`;
  },
  keyOf(event) {
    const userId = GUIDANCE_STREAM.exec(event.streamId)?.[1];
    return userId === undefined ? undefined : keyFor(userId, event.data.guidanceId);
  },
  initial(key) {
    const { userId, guidanceId } = parseKey(key);
    return initialSavedGuidance(userId, guidanceId);
  },
  evolve: evolveSavedGuidance,
  async load(tx, keys) {
    const parsed = keys.map(parseKey);
    const rows = await tx<Row[]>`
      select r.* from rm_saved_guidance r
        join unnest(${parsed.map((key) => key.userId)}::text[], ${parsed.map((key) => key.guidanceId)}::text[])
          as k(user_id, guidance_id) on r.user_id = k.user_id and r.guidance_id = k.guidance_id`;
    return new Map(
      rows.map((row): [string, Versioned<SavedGuidanceState>] => [
        keyFor(row.user_id, row.guidance_id),
        { state: savedGuidanceFromRow(row), position: Number(row.position) },
      ]),
    );
  },
  async save(tx, rows) {
    const states = [...rows.values()];
    const column = <T>(pick: (state: SavedGuidanceState) => T) => states.map((row) => pick(row.state));
    await tx`
      insert into rm_saved_guidance (user_id, guidance_id, day_number, guidance_type, title, content, analysis,
                                     suggestions, motivation, next_steps, notes, is_favorite, deleted, created_at,
                                     updated_at, position)
      select r.user_id, r.guidance_id, r.day_number, r.guidance_type, r.title, r.content::jsonb, r.analysis,
             r.suggestions::jsonb, r.motivation, r.next_steps::jsonb, r.notes, r.is_favorite::boolean, r.deleted::boolean,
             r.created_at, r.updated_at, r.position
        from unnest(${column((s) => s.userId)}::text[], ${column((s) => s.guidanceId)}::text[],
                    ${column((s) => s.day)}::int[], ${column((s) => s.guidanceType)}::text[],
                    ${column((s) => s.title)}::text[], ${column((s) => JSON.stringify(s.content))}::text[],
                    ${column((s) => s.analysis)}::text[], ${column((s) => JSON.stringify(s.suggestions))}::text[],
                    ${column((s) => s.motivation)}::text[], ${column((s) => JSON.stringify(s.nextSteps))}::text[],
                    ${column((s) => s.notes)}::text[], ${column((s) => String(s.isFavorite))}::text[],
                    ${column((s) => String(s.deleted))}::text[], ${column((s) => s.createdAt)}::timestamptz[],
                    ${column((s) => s.updatedAt)}::timestamptz[], ${states.map((row) => row.position)}::bigint[])
          as r(user_id, guidance_id, day_number, guidance_type, title, content, analysis, suggestions, motivation,
               next_steps, notes, is_favorite, deleted, created_at, updated_at, position)
      on conflict (user_id, guidance_id) do update
        set day_number = excluded.day_number, guidance_type = excluded.guidance_type, title = excluded.title,
            content = excluded.content, analysis = excluded.analysis, suggestions = excluded.suggestions,
            motivation = excluded.motivation, next_steps = excluded.next_steps, notes = excluded.notes,
            is_favorite = excluded.is_favorite, deleted = excluded.deleted, created_at = excluded.created_at,
            updated_at = excluded.updated_at, position = excluded.position`;
  },
});
