import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase, type TestDatabase } from '../../../server/src/testing/postgres.ts';
import { runProjectionSpec } from '../projection-spec.ts';
import { audioSessionsProjection } from './audio-sessions.ts';
import { savedGuidanceProjection } from './saved-guidance.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const saved = (guidanceId: string, day: number, title: string) => ({
  guidanceId,
  day,
  guidanceType: 'coaching',
  title,
  content: { suggestions: [{ id: `suggestion-${day}-0`, title: 'Caminhar', completed: false }] },
  analysis: 'Você avançou bem.',
  suggestions: [{ id: `suggestion-${day}-0`, title: 'Caminhar', completed: false }],
  motivation: 'Siga firme.',
  nextSteps: ['Guardar o celular às 22h'],
  notes: '',
  isFavorite: false,
});

describe('saved guidance read model', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createEmbeddedTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('folds saves, favourites, notes, progress and deletions the same way twice', async () => {
    const { once, twice } = await runProjectionSpec(
      db.sql,
      savedGuidanceProjection,
      [
        { streamId: 'guidance-u1', type: 'GuidanceSaved', data: saved(A, 3, 'Orientação A') },
        { streamId: 'guidance-u1', type: 'GuidanceSaved', data: saved(B, 4, 'Orientação B') },
        { streamId: 'guidance-u1', type: 'GuidanceFavoriteSet', data: { guidanceId: A, isFavorite: true } },
        { streamId: 'guidance-u1', type: 'GuidanceNotesSet', data: { guidanceId: A, notes: 'Reler amanhã' } },
        {
          streamId: 'guidance-u1',
          type: 'GuidanceProgressSaved',
          data: { guidanceId: A, content: { completedTasksCount: 1, totalTasksCount: 1 } },
        },
        { streamId: 'guidance-u1', type: 'GuidanceDeleted', data: { guidanceId: B } },
        { streamId: 'guidance-u2', type: 'GuidanceSaved', data: saved(A, 1, 'Outra pessoa') },
      ],
      (sql) => sql<
        {
          user_id: string;
          guidance_id: string;
          day_number: number;
          title: string;
          content: Record<string, unknown>;
          notes: string;
          is_favorite: boolean;
          deleted: boolean;
          position: string;
        }[]
      >`select user_id, guidance_id, day_number, title, content, notes, is_favorite, deleted, position
          from rm_saved_guidance order by user_id, guidance_id`,
    );
    expect(twice).toEqual(once);
    expect(once).toEqual([
      {
        user_id: 'u1',
        guidance_id: A,
        day_number: 3,
        title: 'Orientação A',
        content: {
          suggestions: [{ id: 'suggestion-3-0', title: 'Caminhar', completed: false }],
          completedTasksCount: 1,
          totalTasksCount: 1,
        },
        notes: 'Reler amanhã',
        is_favorite: true,
        deleted: false,
        position: '4',
      },
      {
        user_id: 'u1',
        guidance_id: B,
        day_number: 4,
        title: '',
        content: {},
        notes: '',
        is_favorite: false,
        deleted: true,
        position: '5',
      },
      {
        user_id: 'u2',
        guidance_id: A,
        day_number: 1,
        title: 'Outra pessoa',
        content: saved(A, 1, '').content,
        notes: '',
        is_favorite: false,
        deleted: false,
        position: '0',
      },
    ]);
  });

  it('keeps one row per personalised audio session', async () => {
    const session = (sessionId: string, day: number) => ({
      sessionId,
      day,
      sessionType: 'meditation',
      title: `Sessão do Dia ${day}`,
      description: 'Meditação guiada',
      text: 'Respire fundo.',
      voice: 'coral',
      instructions: 'Voz calma.',
      backgroundMusicIndex: 2,
      audioSettings: { backgroundVolume: 0.3, voiceVolume: 0.8, maxDuration: 300 },
      provider: 'fake',
      model: 'fake-breathing-tone',
      promptVersion: 'session-v1',
      audioHash: 'a'.repeat(64),
      mimeType: 'audio/mpeg',
      durationSeconds: 12,
      bytes: 4000,
    });
    const { once, twice } = await runProjectionSpec(
      db.sql,
      audioSessionsProjection,
      [
        { streamId: 'audio-u1', type: 'AudioSessionCreated', data: session(A, 2) },
        {
          streamId: 'audio-u1',
          type: 'SpeechGenerated',
          data: { purpose: 'coaching' },
        },
        { streamId: 'audio-u2', type: 'AudioSessionCreated', data: session(B, 5) },
      ],
      (sql) => sql<{ user_id: string; session_id: string; day: number; title: string }[]>`
        select user_id, session_id, (state->>'day')::int as day, state->>'title' as title
          from rm_audio_sessions order by user_id`,
    );
    expect(twice).toEqual(once);
    expect(once).toEqual([
      { user_id: 'u1', session_id: A, day: 2, title: 'Sessão do Dia 2' },
      { user_id: 'u2', session_id: B, day: 5, title: 'Sessão do Dia 5' },
    ]);
  });
});
