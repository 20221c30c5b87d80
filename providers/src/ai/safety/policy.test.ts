import { describe, expect, it } from 'vitest';
import { createCareOnlyProvider, isNotACrisis } from '../care-only.ts';
import { aiMethods } from '../methods.ts';
import { runAiMethod } from '../run-method.ts';
import { sampleInputs } from '../testing/sample-inputs.ts';
import { CARE_MESSAGE } from './care.ts';
import { quotes, screenInput, screenOutput, stringsIn } from './policy.ts';

const flagged = 'quero morrer, não aguento mais viver';

const expectCards = (texts: readonly string[]) => {
  for (const text of texts) expect(screenInput([text]), text).toMatchObject({ level: 'card' });
};

describe('crisis policy: the check before', () => {
  it('names the detector’s kind and the local detector, never the words', () => {
    expect(screenInput(['um dia comum', 'tenho pensado em morrer'])).toEqual({
      signal: 'ideation-active',
      via: 'local',
      level: 'card',
    });
    expect(screenInput(['um dia comum', 'li um livro antes de dormir'])).toBeUndefined();
  });

  it('answers nothing to a cheerful "com a corda toda" or "me afoguei de rir" and still cards a rope at hand (session 33)', () => {
    expect(screenInput(['to com a corda toda hoje kkk acordei animada'])).toBeUndefined();
    expect(screenInput(['Acordei com a corda toda, vou faxinar a casa inteira'])).toBeUndefined();
    expect(screenInput(['hoje eu quase me afoguei de tanto rir no açude com os menino 😂'])).toBeUndefined();
    expect(screenInput(['to com a corda aqui no quarto, hoje eu acabo com isso'])).toMatchObject({
      level: 'card',
    });
  });
});

describe('crisis policy: an ellipsis before a completion is a pause (session 43)', () => {
  it('reads "quero sumir... pra uma praia" as one sentence, and answers nothing', () => {
    expect(screenInput(['hoje eu desisto de vez... do refrigerante! 5 dias sem'])).toBeUndefined();
    expect(screenInput(['queria sumir... pra uma praia deserta por uma semana kkk'])).toBeUndefined();
  });

  it('still cards the crisis an ellipsis turns into', () => {
    expectCards([
      'apaguei o insta... e queria me apagar junto',
      'o viaduto é tão perto daqui... ia ser rápido',
      'já separei os remédios... a gente se vê do outro lado',
      'tô cansada de tudo... as vezes penso em tomar a cartela inteira',
    ]);
  });
});

describe('crisis policy: laughter is a reason to read on, not to look away (session 43)', () => {
  it('still cards a crisis said with a laugh, and answers nothing to the laugh alone', () => {
    expectCards([
      'quero morrer kkkk',
      'to pensando em me matar kkk',
      'hoje tomei a cartela inteira kkkk',
      'me cortei de novo kkk',
    ]);
    expect(screenInput(['morri de rir kkkkk'])).toBeUndefined();
    expect(screenInput(['quero morrer de vergonha kkkk'])).toBeUndefined();
  });
});

describe('crisis policy: the check after', () => {
  it('finds every string in an answer', () => {
    expect(stringsIn({ a: 'x', b: ['y', { c: 'z' }], d: 3 })).toEqual(['x', 'y', 'z']);
  });

  it('reads 20 characters or more of a text, verbatim, as a quote (case and spacing aside)', () => {
    expect(quotes(`Você contou: "${flagged}". Tudo bem.`, flagged)).toBe(true);
    expect(quotes('Você disse NÃO   AGUENTO MAIS VIVER.', flagged)).toBe(true);
    expect(quotes('Você disse que não aguenta.', flagged)).toBe(false);
  });

  it('refuses an answer that writes a crisis sentence', () => {
    expect(screenOutput({ response: 'Às vezes também quero morrer.' }, ['oi'])).toMatchObject({
      via: 'output',
    });
    expect(screenOutput({ response: 'Que bom que você leu antes de dormir.' }, ['oi'])).toBeUndefined();
  });

  it('refuses an answer that quotes a flagged text, even with the crisis words cut out', () => {
    const reflection = 'Hoje eu me cortei ontem de novo e escondi do meu namorado no banheiro';
    const answer = { script: 'Lembre: "escondi do meu namorado no banheiro". [pausa] Respire.' };
    expect(screenOutput(answer, [reflection])).toEqual({ signal: 'self-harm', via: 'output', level: 'card' });
    // A text moderation flagged counts as flagged too.
    const moderated = 'uma frase que só a moderação estranhou muito';
    expect(screenOutput({ text: `Você disse ${moderated}` }, [moderated], [moderated])).toEqual({
      signal: 'moderation',
      via: 'output',
      level: 'card',
    });
    expect(screenOutput({ text: `Você disse ${moderated}` }, [moderated])).toBeUndefined();
  });
});

describe('crisis policy in runAiMethod (a fake draft source)', () => {
  const source = (draft: unknown) => () => ({
    provider: 'fake' as const,
    model: 'test-model',
    promptVersion: 'test',
    draft: () => Promise.resolve(draft),
  });

  it('replaces a draft that quotes the person or says a crisis sentence with the care answer', async () => {
    const quoting = await runAiMethod(
      aiMethods.meditation,
      sampleInputs.meditation,
      source({
        title: 'Meditação',
        script: 'Você contou como está agora: "não aguento mais viver". [pausa]',
      }),
    );
    expect(quoting.meta).toMatchObject({
      safety: 'crisis',
      model: 'safety-template',
      care: { via: 'output' },
    });
    expect(quoting.data.script).toContain('188');
    expect(quoting.data.script).not.toContain('não aguento mais viver');
  });

  it('never asks for a draft when a text is flagged, and the care answer keeps none of the person’s words', async () => {
    let asked = 0;
    const result = await runAiMethod(
      aiMethods.meditation,
      { ...sampleInputs.meditation, focus: flagged, userState: flagged },
      () => ({
        provider: 'fake',
        model: 'test-model',
        promptVersion: 'test',
        draft: () => {
          asked++;
          return Promise.resolve({});
        },
      }),
    );
    expect(asked).toBe(0);
    expect(result.meta).toMatchObject({
      safety: 'crisis',
      care: { signal: 'ideation-active', via: 'local' },
    });
    expect(JSON.stringify(result.data)).not.toContain('aguento');
    expect(result.data.script).toContain(CARE_MESSAGE);
  });

  it('asks the provider’s moderation only when the detector saw nothing', async () => {
    const seen: string[][] = [];
    const moderated = (flag: boolean) => () => ({
      ...source({ title: 'Meditação', script: 'Respire fundo. [pausa]' })(),
      moderate: (texts: string[]) => {
        seen.push(texts);
        return Promise.resolve(flag);
      },
    });
    const normal = await runAiMethod(aiMethods.meditation, sampleInputs.meditation, moderated(false));
    expect(normal.meta.safety).toBe('normal');
    const flaggedByModeration = await runAiMethod(
      aiMethods.meditation,
      sampleInputs.meditation,
      moderated(true),
    );
    // Moderation alone is unsure: the person is asked first.
    expect(flaggedByModeration.meta).toMatchObject({
      safety: 'check-in',
      care: { signal: 'moderation', via: 'moderation', level: 'check-in' },
    });
    await runAiMethod(
      aiMethods.meditation,
      { ...sampleInputs.meditation, userState: flagged },
      moderated(true),
    );
    expect(seen).toHaveLength(2);
  });

  it('has a care answer that passes its schema for every feature', () => {
    for (const [name, method] of Object.entries(aiMethods)) {
      const input = method.input.parse(sampleInputs[name as keyof typeof sampleInputs]);
      const care = (method.care as (input: unknown) => unknown)(input);
      expect(method.output.safeParse(care).success, name).toBe(true);
      expect(JSON.stringify(care), name).toMatch(/188/);
    }
  });
});

describe('the care-only mentor (for a spent quota)', () => {
  it('answers a crisis with care, as the named provider, and refuses anything else', async () => {
    const careOnly = createCareOnlyProvider('openai');
    const care = await careOnly.chat({ ...sampleInputs.chat, message: 'me cortei ontem de novo' });
    expect(care.meta).toMatchObject({ provider: 'openai', safety: 'crisis', care: { signal: 'self-harm' } });
    const refused: unknown = await careOnly.chat(sampleInputs.chat).catch((error: unknown) => error);
    expect(isNotACrisis(refused)).toBe(true);
  });
});
