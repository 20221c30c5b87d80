import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GuidanceProgressResponse,
  SavedGuidanceDto,
  SavedGuidanceListResponse,
  SaveGuidanceResponse,
} from '../../contracts/saved-guidance.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';

const coaching = (day: number) => ({
  dayNumber: day,
  guidanceType: 'coaching',
  content: {
    suggestions: [
      { id: `suggestion-${day}-0`, title: 'Caminhar sem o celular', completed: false },
      { id: `suggestion-${day}-1`, title: 'Ler dez páginas', completed: false },
      { id: `suggestion-${day}-2`, title: 'Jantar sem telas', completed: false },
    ],
    completedTasksCount: 0,
    totalTasksCount: 3,
  },
  analysis: 'Você concluiu 3 de 5 tarefas e escreveu sobre o tédio à noite.',
  motivation: 'Cada pausa conta.',
  nextSteps: ['Deixar o celular fora do quarto', 'Escolher um livro para amanhã'],
});

describe('saved guidance API', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(authTestEnv);
  });
  afterAll(async () => {
    await test.close();
  });

  async function subscriber(access: 'active' | 'none' = 'active') {
    const { token } = await givenSignedIn(test, `guia-${randomUUID()}@exemplo.com.br`, access);
    const send = async (method: string, path: string, body?: unknown, key: string | null = randomUUID()) => {
      const headers = { ...bearer(token), ...(key ? { 'Idempotency-Key': key } : {}) };
      const response = await test.app.request(`/api/ai${path}`, jsonRequest(method, body, headers));
      return { status: response.status, body: await response.json() };
    };
    const list = async (query = '') => {
      const response = await test.app.request(`/api/ai/saved-guidance${query}`, { headers: bearer(token) });
      return { status: response.status, body: (await response.json()) as SavedGuidanceListResponse };
    };
    const save = async (body: unknown = coaching(2), key = randomUUID()) => {
      const answer = await send('POST', '/save-guidance', body, key);
      expect(answer.status).toBe(201);
      return (answer.body as SaveGuidanceResponse).id;
    };
    return { send, list, save };
  }

  const errorOf = (body: unknown) => (body as { error: string }).error;

  it('saves guidance, returns its id, and lists it newest first with the filters', async () => {
    const user = await subscriber();
    const saved = await user.send('POST', '/save-guidance', coaching(2));
    expect(saved.status).toBe(201);
    const { id, guidance } = saved.body as SaveGuidanceResponse;
    expect(guidance).toMatchObject({
      id,
      dayNumber: 2,
      guidanceType: 'coaching',
      title: 'Sua Orientação Espiritual - Dia 2',
      isFavorite: false,
      notes: '',
      nextSteps: ['Deixar o celular fora do quarto', 'Escolher um livro para amanhã'],
    });
    const reflectionId = await user.save({
      dayNumber: 3,
      guidanceType: 'reflection_analysis',
      title: 'Minha reflexão',
      content: { insights: ['Percebi o padrão do tédio'] },
    });
    const all = await user.list();
    expect(all.status).toBe(200);
    expect(all.body.guidance.map((row) => row.id)).toEqual([reflectionId, id]);
    expect((await user.list('?dayNumber=2')).body.guidance.map((row) => row.id)).toEqual([id]);
    expect((await user.list('?guidanceType=reflection_analysis')).body.guidance.map((row) => row.id)).toEqual(
      [reflectionId],
    );
    expect((await user.list('?limit=1')).body.guidance).toHaveLength(1);
    expect((await user.list('?dayNumber=9')).body.guidance).toEqual([]);
  });

  it('answers a resent save with the same id and stores it once', async () => {
    const user = await subscriber();
    const key = randomUUID();
    const first = await user.send('POST', '/save-guidance', coaching(1), key);
    const again = await user.send('POST', '/save-guidance', coaching(1), key);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect((await user.list()).body.guidance).toHaveLength(1);
  });

  it('toggles the favourite and edits notes, idempotently', async () => {
    const user = await subscriber();
    const id = await user.save();
    const key = randomUUID();
    const favourite = await user.send('PUT', `/saved-guidance/${id}`, { isFavorite: true }, key);
    expect(favourite.status).toBe(200);
    expect((favourite.body as SavedGuidanceDto).isFavorite).toBe(true);
    const resent = await user.send('PUT', `/saved-guidance/${id}`, { isFavorite: true }, key);
    expect(resent.body).toEqual(favourite.body);
    const notes = await user.send('PUT', `/saved-guidance/${id}`, { notes: '  Reler antes de dormir  ' });
    expect(notes.status).toBe(200);
    expect(notes.body).toMatchObject({ notes: 'Reler antes de dormir', isFavorite: true });
    const off = await user.send('PUT', `/saved-guidance/${id}`, { isFavorite: false, notes: '' });
    expect(off.body).toMatchObject({ notes: '', isFavorite: false });
    const events = await test.runtime.store.readStream(`guidance-${await userIdOf(id)}`);
    // Saved, favourite on, notes, favourite off, notes cleared: the resend wrote nothing.
    expect(events.events.map((event) => event.type)).toEqual([
      'GuidanceSaved',
      'GuidanceFavoriteSet',
      'GuidanceNotesSet',
      'GuidanceFavoriteSet',
      'GuidanceNotesSet',
    ]);
  });

  async function userIdOf(guidanceId: string): Promise<string> {
    const [row] = await test.runtime.sql<{ user_id: string }[]>`
      select user_id from rm_saved_guidance where guidance_id = ${guidanceId}`;
    return row?.user_id ?? '';
  }

  it('saves the checklist progress into the content and reads the day’s guidance progress', async () => {
    const user = await subscriber();
    const empty = await user.send('GET', '/guidance-progress/4', undefined, null);
    expect(empty.body).toEqual({
      dayNumber: 4,
      guidanceId: null,
      coaching: { completedTasks: 0, totalTasks: 0, completionPercentage: 0 },
      savedByType: {},
    });
    const id = await user.save(coaching(4));
    const ticked = coaching(4).content.suggestions.map((item, index) => ({ ...item, completed: index < 2 }));
    const progress = await user.send('PUT', `/saved-guidance/${id}/progress`, {
      content: { suggestions: ticked, completedTasksCount: 2, totalTasksCount: 3, completionPercentage: 67 },
    });
    expect(progress.status).toBe(200);
    const body = progress.body as SavedGuidanceDto;
    expect(body.content).toMatchObject({ completedTasksCount: 2, completionPercentage: 67 });
    expect(body.analysis).toBe(coaching(4).analysis);
    const read = await user.send('GET', '/guidance-progress/4', undefined, null);
    expect(read.status).toBe(200);
    expect(read.body as GuidanceProgressResponse).toEqual({
      dayNumber: 4,
      guidanceId: id,
      coaching: { completedTasks: 2, totalTasks: 3, completionPercentage: 67 },
      savedByType: { coaching: 1 },
    });
  });

  it('deletes guidance: gone from the list, a resend answers the same, later writes are 404', async () => {
    const user = await subscriber();
    const id = await user.save();
    const key = randomUUID();
    const deleted = await user.send('DELETE', `/saved-guidance/${id}`, undefined, key);
    expect(deleted).toEqual({ status: 200, body: { id, deleted: true } });
    expect(await user.send('DELETE', `/saved-guidance/${id}`, undefined, key)).toEqual(deleted);
    expect((await user.list()).body.guidance).toEqual([]);
    const again = await user.send('DELETE', `/saved-guidance/${id}`);
    expect(again.status).toBe(404);
    expect(errorOf(again.body)).toBe('Orientação não encontrada.');
    expect((await user.send('PUT', `/saved-guidance/${id}`, { isFavorite: true })).status).toBe(404);
  });

  it('treats unknown ids and another subscriber’s ids as not found, and changes nothing', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const id = await owner.save();
    for (const [method, path, body] of [
      ['PUT', `/saved-guidance/${id}`, { isFavorite: true }],
      ['PUT', `/saved-guidance/${id}`, { notes: 'intruso' }],
      ['PUT', `/saved-guidance/${id}/progress`, { content: { completedTasksCount: 3 } }],
      ['DELETE', `/saved-guidance/${id}`, undefined],
      ['PUT', `/saved-guidance/${randomUUID()}`, { isFavorite: true }],
      ['DELETE', `/saved-guidance/${randomUUID()}`, undefined],
    ] as const) {
      const answer = await other.send(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(errorOf(answer.body)).toBe('Orientação não encontrada.');
    }
    expect((await other.list()).body.guidance).toEqual([]);
    const [mine] = (await owner.list()).body.guidance;
    expect(mine).toMatchObject({ id, isFavorite: false, notes: '' });
    expect(mine?.content).not.toHaveProperty('completedTasksCount', 3);
  });

  it('refuses bad input in pt-BR and stores nothing', async () => {
    const user = await subscriber();
    const id = await user.save();
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', '/save-guidance', { ...coaching(1), dayNumber: 22 }, /Dia inválido/],
      [
        'POST',
        '/save-guidance',
        { ...coaching(1), guidanceType: 'horóscopo' },
        /Tipo de orientação inválido/,
      ],
      ['POST', '/save-guidance', { ...coaching(1), content: 'texto' }, /objeto/],
      ['POST', '/save-guidance', { ...coaching(1), content: { big: 'x'.repeat(20_001) } }, /grande demais/],
      ['POST', '/save-guidance', { ...coaching(1), extra: true }, /Campo não permitido/],
      ['PUT', `/saved-guidance/${id}`, {}, /Envie isFavorite ou notes/],
      ['PUT', `/saved-guidance/${id}`, { notes: 'n'.repeat(2001) }, /no máximo 2000 caracteres/],
      ['PUT', `/saved-guidance/${id}`, { isFavorite: 'sim' }, /Tipo de valor inválido/],
      ['PUT', '/saved-guidance/nao-e-um-id', { isFavorite: true }, /Identificador de orientação inválido/],
      ['PUT', `/saved-guidance/${id}/progress`, { content: [1, 2] }, /objeto/],
    ];
    for (const [method, path, body, message] of cases) {
      const answer = await user.send(method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(errorOf(answer.body)).toMatch(message);
    }
    const noKey = await user.send('POST', '/save-guidance', coaching(1), null);
    expect(noKey.status).toBe(400);
    expect(errorOf(noKey.body)).toContain('Idempotency-Key');
    expect((await user.list('?limit=0')).status).toBe(400);
    expect((await user.list('?guidanceType=x')).status).toBe(400);
    const rows = (await user.list()).body.guidance;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, notes: '', isFavorite: false });
  });

  it('keeps every one of many parallel writes to the same subscriber’s guidance', async () => {
    const user = await subscriber();
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, index) => user.save(coaching((index % 21) + 1))),
    );
    expect(new Set(ids).size).toBe(8);
    const answers = await Promise.all(
      ids.map((id, index) => user.send('PUT', `/saved-guidance/${id}`, { notes: `Nota ${index}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
    const rows = (await user.list()).body.guidance;
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((row) => row.notes))).toEqual(new Set(ids.map((_, index) => `Nota ${index}`)));
  });

  it('is for subscribers only', async () => {
    const visitor = await test.app.request('/api/ai/saved-guidance');
    expect(visitor.status).toBe(401);
    const free = await subscriber('none');
    expect((await free.list()).status).toBe(403);
    expect((await free.send('POST', '/save-guidance', coaching(1))).status).toBe(403);
  });
});
