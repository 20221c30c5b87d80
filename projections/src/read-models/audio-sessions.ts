import type { EventData, EventOfType, Stored } from '../events/catalogue.ts';
import { defineKeyedProjection, type Versioned } from '../keyed-projection.ts';

const AUDIO_STREAM = /^audio-(.+)$/;

type Created = EventData<'AudioSessionCreated'>;
type CreatedEvent = EventOfType<'AudioSessionCreated'>;

export interface AudioSessionState {
  userId: string;
  sessionId: string;
  day: number;
  title: string;
  description: string;
  voice: Created['voice'];
  backgroundMusicIndex: number;
  audioSettings: Created['audioSettings'];
  audioHash: string;
  durationSeconds: number;
  source: { provider: Created['provider']; model: string; promptVersion: string };
  createdAt: string;
}

const keyFor = (userId: string, sessionId: string) => JSON.stringify([userId, sessionId]);

/** Pure: a session row from its creation (sessions are not changed afterwards). */
function evolveAudioSession(
  state: AudioSessionState | null,
  event: Stored<CreatedEvent>,
): AudioSessionState | null {
  const { data } = event;
  const userId = AUDIO_STREAM.exec(event.streamId)?.[1] ?? '';
  return {
    userId,
    sessionId: data.sessionId,
    day: data.day,
    title: data.title,
    description: data.description,
    voice: data.voice,
    backgroundMusicIndex: data.backgroundMusicIndex,
    audioSettings: data.audioSettings,
    audioHash: data.audioHash,
    durationSeconds: data.durationSeconds,
    source: { provider: data.provider, model: data.model, promptVersion: data.promptVersion },
    createdAt: event.metadata.occurredAt,
  };
}

interface Row {
  user_id: string;
  session_id: string;
  state: AudioSessionState;
  position: string;
}

/**
 * rm_audio_sessions: each personalised audio session a subscriber made (spec §3 'Audio session'), from the
 * AudioSessionCreated events of their audio stream. Inline, so a new session is listed at once.
 */
export const audioSessionsProjection = defineKeyedProjection<AudioSessionState | null, CreatedEvent>({
  name: 'audio-sessions',
  version: 1,
  handles: ['AudioSessionCreated'],
  mode: 'inline',
  async migrate(sql) {
    await sql`
      create table if not exists rm_audio_sessions (
        user_id text not null,
        session_id text not null,
        state jsonb not null,
        created_at timestamptz not null,
        position bigint not null,
        primary key (user_id, session_id)
      )`;
  },
  async reset(tx) {
    await tx`truncate rm_audio_sessions`;
  },
  keyOf(event) {
    const userId = AUDIO_STREAM.exec(event.streamId)?.[1];
    return userId === undefined ? undefined : keyFor(userId, event.data.sessionId);
  },
  initial: () => null,
  evolve: evolveAudioSession,
  async load(tx, keys) {
    const parsed = keys.map((key) => JSON.parse(key) as [string, string]);
    const rows = await tx<Row[]>`
      select r.user_id, r.session_id, r.state, r.position from rm_audio_sessions r
        join unnest(${parsed.map(([userId]) => userId)}::text[], ${parsed.map(([, id]) => id)}::text[])
          as k(user_id, session_id) on r.user_id = k.user_id and r.session_id = k.session_id`;
    return new Map(
      rows.map((row): [string, Versioned<AudioSessionState | null>] => [
        keyFor(row.user_id, row.session_id),
        { state: row.state, position: Number(row.position) },
      ]),
    );
  },
  async save(tx, rows) {
    const saved = [...rows.values()].flatMap(({ state, position }) => (state ? [{ state, position }] : []));
    if (saved.length === 0) return;
    await tx`
      insert into rm_audio_sessions (user_id, session_id, state, created_at, position)
      select r.user_id, r.session_id, r.state::jsonb, r.created_at, r.position
        from unnest(${saved.map((row) => row.state.userId)}::text[], ${saved.map((row) => row.state.sessionId)}::text[],
                    ${saved.map((row) => JSON.stringify(row.state))}::text[],
                    ${saved.map((row) => row.state.createdAt)}::timestamptz[],
                    ${saved.map((row) => row.position)}::bigint[])
          as r(user_id, session_id, state, created_at, position)
      on conflict (user_id, session_id) do update
        set state = excluded.state, created_at = excluded.created_at, position = excluded.position`;
  },
});
