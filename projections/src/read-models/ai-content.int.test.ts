import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase, type TestDatabase } from '../../../server/src/testing/postgres.ts';
import { runProjectionSpec } from '../projection-spec.ts';
import { aiContentProjection } from './ai-content.ts';

const generated = (day: number, contentType: string, content: Record<string, unknown>) => ({
  day,
  contentType,
  provider: 'fake',
  model: 'fake-mentor',
  promptVersion: 'v1',
  safety: 'normal',
  content,
});

describe('ai-content read model (the content cache)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createEmbeddedTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('keeps the last cached piece per user, day and type, forgets it when cleared, and folds card progress', async () => {
    const given = [
      {
        streamId: 'ai-ana',
        type: 'AiContentGenerated',
        data: generated(3, 'coaching', { analysis: 'primeira' }),
      },
      {
        streamId: 'ai-ana',
        type: 'AiContentGenerated',
        data: generated(3, 'coaching', { analysis: 'segunda' }),
      },
      {
        streamId: 'ai-ana',
        type: 'AiContentGenerated',
        data: generated(3, 'day-content', { theme: 'foco' }),
      },
      // Not a cached type: recorded in the stream, no row.
      { streamId: 'ai-ana', type: 'AiContentGenerated', data: generated(3, 'chat', { response: 'oi' }) },
      { streamId: 'ai-ana', type: 'AiContentCacheCleared', data: { day: 3, contentType: 'day-content' } },
      {
        streamId: 'ai-ana',
        type: 'AiContentSaved',
        data: { day: 3, contentType: 'coaching', content: { analysis: 'editada' } },
      },
      {
        streamId: 'ai-ana',
        type: 'AiCardProgressSet',
        data: { day: 3, cardId: 'card-3-0', completed: true, timeSpent: 5 },
      },
      {
        streamId: 'ai-ana',
        type: 'AiCardProgressSet',
        data: { day: 3, cardId: 'card-3-1', completed: false },
      },
      {
        streamId: 'ai-bia',
        type: 'AiContentGenerated',
        data: generated(3, 'coaching', { analysis: 'da Bia' }),
      },
    ];
    const { once, twice } = await runProjectionSpec(
      db.sql,
      aiContentProjection,
      given,
      (sql) => sql<
        {
          user_id: string;
          day_number: number;
          content_type: string;
          content: unknown;
          source: unknown;
          created: boolean;
        }[]
      >`
        select user_id, day_number, content_type, content, source, created_at is not null as created
          from rm_ai_content order by user_id, content_type`,
    );
    expect(twice).toEqual(once);
    const source = { provider: 'fake', model: 'fake-mentor', promptVersion: 'v1', safety: 'normal' };
    expect(once).toEqual([
      {
        user_id: 'ana',
        day_number: 3,
        content_type: 'card-progress',
        content: {
          'card-3-0': {
            completed: true,
            feedback: null,
            timeSpent: 5,
            updatedAt: '2026-01-01T12:00:06.000Z',
          },
          'card-3-1': {
            completed: false,
            feedback: null,
            timeSpent: null,
            updatedAt: '2026-01-01T12:00:07.000Z',
          },
        },
        source: null,
        created: false,
      },
      {
        user_id: 'ana',
        day_number: 3,
        content_type: 'coaching',
        content: { analysis: 'editada' },
        source,
        created: true,
      },
      {
        user_id: 'ana',
        day_number: 3,
        content_type: 'day-content',
        content: null,
        source: null,
        created: false,
      },
      {
        user_id: 'bia',
        day_number: 3,
        content_type: 'coaching',
        content: { analysis: 'da Bia' },
        source,
        created: true,
      },
    ]);
  });
});
