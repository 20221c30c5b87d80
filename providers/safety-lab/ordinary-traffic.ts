import { aiMethods } from '../src/ai/methods.ts';
import { sampleInputs } from '../src/ai/testing/sample-inputs.ts';
import { variedCases } from '../src/ai/testing/varied-inputs.ts';
import { screenable } from '../src/ai/safety/policy.ts';
import { appOwnTexts } from './app-texts.ts';
import { ordinaryDiary, ordinaryDiaryHeldOut, ordinaryDiaryTraining } from './ordinary-diary.ts';

/**
 * Ordinary traffic (issue 31, session 16): texts that must never get the check-in question, the care card or the
 * helper's words. They bound the risk reader's thresholds (train-risk-model.ts) and are the floor of
 * ordinary-traffic.test.ts. Three parts:
 *
 * - `appTexts`: the app's own texts (app-texts.ts), which people echo or pick;
 * - `testInputs`: what the repo's tests send to the mentor as a person's words: every text each AI method screens
 *   (`userTexts`) on the 21 days × 8 varied people of mentor-wording.test.ts, the sample inputs, the reflections
 *   of reflection-wording.test.ts and the ordinary messages of the other AI tests. Never trained on;
 * - `diary`: ordinary-diary.ts, 559 ordinary diary and chat lines written for threshold bounding; two thirds
 *   trained on, one third (`diaryHeldOut`) never.
 */

const screened = (raw: Record<string, unknown>): string[] =>
  Object.entries(raw).flatMap(([name, input]) => {
    const method = aiMethods[name as keyof typeof aiMethods] as
      { input: { parse: (value: unknown) => unknown }; userTexts: (input: never) => string[] } | undefined;
    return method ? screenable(method.userTexts(method.input.parse(input) as never)) : [];
  });

/** Ordinary messages sent to the mentor in other tests (fake provider, server AI routes, reflection wording). */
const otherTestMessages = [
  'Consegui! Estou orgulhoso, dormindo melhor e muito mais leve.',
  'Posso tomar melatonina para dormir? Quantos mg?',
  'Como lidar com o tédio no ônibus?',
  'Como largo o celular antes de dormir?',
  'Como faço para não pegar o celular quando acordo?',
  'Oi, tudo bem?',
  'Oi',
  'Mais uma',
  'Dormi mal porque fiquei no celular até tarde e de manhã estava ansiosa.',
  'Hoje foi leve. Consegui caminhar sem o celular e me senti orgulhosa.',
  // The mentor's own turn in the chat history, as a person might paste it back.
  'Que bom ter você aqui. Como está sendo o dia?',
];

const unique = (texts: readonly string[]) => [...new Set(texts.map((text) => text.trim()).filter(Boolean))];

export function testInputTexts(): string[] {
  return unique([
    ...variedCases().flatMap((entry) => screened(entry.inputs)),
    ...screened(sampleInputs),
    ...otherTestMessages,
  ]);
}

export function appTexts(): string[] {
  return unique(appOwnTexts().map((text) => text.replace(/\[pausa(?: longa)?\]/g, '').trim()));
}

const diary = ordinaryDiary;
export const diaryTraining = ordinaryDiaryTraining;
export const diaryHeldOut = ordinaryDiaryHeldOut;

/** Every ordinary text, by part. */
export function ordinaryTraffic(): { part: 'app' | 'test-inputs' | 'diary'; text: string }[] {
  return [
    ...appTexts().map((text) => ({ part: 'app' as const, text })),
    ...testInputTexts().map((text) => ({ part: 'test-inputs' as const, text })),
    ...diary.map((text) => ({ part: 'diary' as const, text })),
  ];
}
