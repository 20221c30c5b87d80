import type { EventOfType, Stored } from '../events/catalogue.ts';
import { cachedAiContentTypes } from '../events/ai.ts';
import { defineKeyedProjection, type Versioned } from '../keyed-projection.ts';

const AI_STREAM = /^ai-(.+)$/;

/** One row per (user, day, kind): a cached piece, or the day's card progress ('card-progress'). */
export type AiContentRowKind = (typeof cachedAiContentTypes)[number] | 'card-progress';

export interface AiContentSource {
  provider: 'fake' | 'openai' | 'local';
  model: string;
  promptVersion: string;
  safety: 'normal' | 'crisis';
}

interface CardProgressEntry {
  completed: boolean;
  feedback: string | null;
  timeSpent: number | null;
  updatedAt: string;
}

export interface AiContentState {
  userId: string;
  day: number;
  kind: AiContentRowKind;
  /** The cached piece (or, for 'card-progress', cardId → progress); null once cleared. */
  content: Record<string, unknown> | null;
  source: AiContentSource | null;
  /** When the cached piece was generated; null when cleared. */
  createdAt: string | null;
  updatedAt: string | null;
}

/** The ai events the cache folds (CareOffered changes nothing here). */
const aiContentEventTypes = [
  'AiContentGenerated',
  'AiContentSaved',
  'AiContentCacheCleared',
  'AiCardProgressSet',
] as const;
type AiContentEvent = EventOfType<(typeof aiContentEventTypes)[number]>;

const isCached = (type: string): type is (typeof cachedAiContentTypes)[number] =>
  (cachedAiContentTypes as readonly string[]).includes(type);

function rowKind(event: Stored<AiContentEvent>): [number, AiContentRowKind] | undefined {
  switch (event.type) {
    case 'AiContentGenerated': {
      const { data } = event;
      return isCached(data.contentType) ? [data.day, data.contentType] : undefined;
    }
    case 'AiContentSaved':
    case 'AiContentCacheCleared':
      return [event.data.day, event.data.contentType];
    case 'AiCardProgressSet':
      return [event.data.day, 'card-progress'];
  }
}

const keyFor = (userId: string, day: number, kind: AiContentRowKind) => JSON.stringify([userId, day, kind]);

function parseKey(key: string): { userId: string; day: number; kind: AiContentRowKind } {
  const [userId, day, kind] = JSON.parse(key) as [string, number, AiContentRowKind];
  return { userId, day, kind };
}

/** Pure: the row after one event. */
function evolveAiContent(state: AiContentState, event: Stored<AiContentEvent>): AiContentState {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'AiContentGenerated': {
      const { content, provider, model, promptVersion, safety } = event.data;
      return {
        ...state,
        content,
        source: { provider, model, promptVersion, safety },
        createdAt: at,
        updatedAt: at,
      };
    }
    case 'AiContentSaved':
      return { ...state, content: event.data.content, createdAt: state.createdAt ?? at, updatedAt: at };
    case 'AiContentCacheCleared':
      return { ...state, content: null, source: null, createdAt: null, updatedAt: at };
    case 'AiCardProgressSet': {
      const { data } = event;
      const entry: CardProgressEntry = {
        completed: data.completed,
        feedback: data.feedback ?? null,
        timeSpent: data.timeSpent ?? null,
        updatedAt: at,
      };
      return { ...state, content: { ...state.content, [data.cardId]: entry }, updatedAt: at };
    }
  }
}

/**
 * rm_ai_content: the AI content cache by (user, day, type) — the day content, coaching and cards last generated
 * (or saved) for a day, cleared by 'Atualizar Conteúdo' — and each day's card progress. Inline, so a generation
 * is cached in its own append's transaction.
 */
export const aiContentProjection = defineKeyedProjection<AiContentState, AiContentEvent>({
  name: 'ai-content',
  version: 1,
  handles: aiContentEventTypes,
  mode: 'inline',
  async migrate(sql) {
    await sql`
      create table if not exists rm_ai_content (
        user_id text not null,
        day_number integer not null,
        content_type text not null,
        content jsonb,
        source jsonb,
        created_at timestamptz,
        updated_at timestamptz,
        position bigint not null,
        primary key (user_id, day_number, content_type)
      )`;
  },
  async reset(tx) {
    await tx`truncate rm_ai_content`;
  },
  keyOf(event) {
    const userId = AI_STREAM.exec(event.streamId)?.[1];
    const kind = rowKind(event);
    return userId === undefined || kind === undefined ? undefined : keyFor(userId, kind[0], kind[1]);
  },
  initial(key) {
    const { userId, day, kind } = parseKey(key);
    return { userId, day, kind, content: null, source: null, createdAt: null, updatedAt: null };
  },
  evolve: evolveAiContent,
  async load(tx, keys) {
    const parsed = keys.map(parseKey);
    const rows = await tx<
      {
        user_id: string;
        day_number: number;
        content_type: AiContentRowKind;
        content: Record<string, unknown> | null;
        source: AiContentSource | null;
        created_at: Date | null;
        updated_at: Date | null;
        position: string;
      }[]
    >`
      select r.* from rm_ai_content r
        join unnest(${parsed.map((key) => key.userId)}::text[], ${parsed.map((key) => key.day)}::int[],
                    ${parsed.map((key) => key.kind)}::text[]) as k(user_id, day_number, content_type)
          on r.user_id = k.user_id and r.day_number = k.day_number and r.content_type = k.content_type`;
    return new Map(
      rows.map((row): [string, Versioned<AiContentState>] => [
        keyFor(row.user_id, row.day_number, row.content_type),
        {
          state: {
            userId: row.user_id,
            day: row.day_number,
            kind: row.content_type,
            content: row.content,
            source: row.source,
            createdAt: row.created_at?.toISOString() ?? null,
            updatedAt: row.updated_at?.toISOString() ?? null,
          },
          position: Number(row.position),
        },
      ]),
    );
  },
  async save(tx, rows) {
    const states = [...rows.values()];
    const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
    await tx`
      insert into rm_ai_content (user_id, day_number, content_type, content, source, created_at, updated_at, position)
      select r.user_id, r.day_number, r.content_type, r.content::jsonb, r.source::jsonb, r.created_at, r.updated_at,
             r.position
        from unnest(${states.map((row) => row.state.userId)}::text[],
                    ${states.map((row) => row.state.day)}::int[],
                    ${states.map((row) => row.state.kind)}::text[],
                    ${states.map((row) => json(row.state.content))}::text[],
                    ${states.map((row) => json(row.state.source))}::text[],
                    ${states.map((row) => row.state.createdAt)}::timestamptz[],
                    ${states.map((row) => row.state.updatedAt)}::timestamptz[],
                    ${states.map((row) => row.position)}::bigint[])
          as r(user_id, day_number, content_type, content, source, created_at, updated_at, position)
      on conflict (user_id, day_number, content_type) do update
        set content = excluded.content, source = excluded.source, created_at = excluded.created_at,
            updated_at = excluded.updated_at, position = excluded.position`;
  },
});
