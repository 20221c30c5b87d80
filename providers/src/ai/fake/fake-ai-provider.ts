import type { AiMethod } from '../method.ts';
import { aiMethods } from '../methods.ts';
import type { AiProvider } from '../port.ts';
import { runAiMethod } from '../run-method.ts';
import { fakeActivities } from './activities.ts';
import { fakeCards } from './cards.ts';
import { fakeChat } from './chat.ts';
import { fakeCoaching } from './coaching.ts';
import { fakeDayContent } from './day-content.ts';
import { fakeInsights } from './insights.ts';
import { fakeMeditation } from './meditation.ts';
import { fakeProgressAnalysis } from './progress-analysis.ts';
import { fakeReflection } from './reflection.ts';
import { fakeRelapsePlan } from './relapse-plan.ts';
import { fakeWeeklyChallenge } from './weekly-challenge.ts';
import { fakeWellbeing } from './wellbeing.ts';

const FAKE_MODEL = 'fake-mentor';
/** Bump when the fake's wording changes, so recorded events tell which templates wrote them. */
const FAKE_TEMPLATES_VERSION = 'v3';

/** The default provider: no network, pt-BR, the same answer for the same input. */
export function createFakeAiProvider(): AiProvider {
  const run =
    <Input, Draft, Result>(method: AiMethod<Input, Draft, Result>, write: (input: Input) => Draft) =>
    (input: unknown) =>
      runAiMethod(method, input, (parsed) => ({
        provider: 'fake',
        model: FAKE_MODEL,
        promptVersion: `fake.${method.name}.${FAKE_TEMPLATES_VERSION}`,
        draft: () => Promise.resolve(write(parsed)),
      }));

  return {
    name: 'fake',
    model: FAKE_MODEL,
    coaching: run(aiMethods.coaching, fakeCoaching),
    reflection: run(aiMethods.reflection, fakeReflection),
    wellbeing: run(aiMethods.wellbeing, fakeWellbeing),
    chat: run(aiMethods.chat, fakeChat),
    dayContent: run(aiMethods.dayContent, fakeDayContent),
    cards: run(aiMethods.cards, fakeCards),
    insights: run(aiMethods.insights, fakeInsights),
    activities: run(aiMethods.activities, fakeActivities),
    meditation: run(aiMethods.meditation, fakeMeditation),
    relapsePlan: run(aiMethods.relapsePlan, fakeRelapsePlan),
    weeklyChallenge: run(aiMethods.weeklyChallenge, fakeWeeklyChallenge),
    progressAnalysis: run(aiMethods.progressAnalysis, fakeProgressAnalysis),
    testConnection: () => Promise.resolve({ latencyMs: 0 }),
  };
}
