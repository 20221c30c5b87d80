import type { WeeklyChallengeDto } from '@detox/server/contracts/progress';
import { Button } from '../../shared/button.tsx';
import { Card } from '../../shared/card.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { ProgressBar } from '../../shared/progress-bar.tsx';
import { useActionKeys, newActionKey } from '../../entities/progress/action-key.ts';
import { weeklyChallengeStrings as text } from './weekly-challenge-strings.ts';
import {
  useGenerateWeeklyChallengeMutation,
  useSetWeeklyTaskMutation,
} from '../../entities/weekly-challenge/weekly-challenge-api.ts';
import { WriteFailure } from '../../entities/progress/write-failure.tsx';
import { disclosureSummary } from '../../shared/disclosure-styles.ts';

interface WeeklyChallengeCardProps {
  weekNumber: number;
  unlockDay: number;
  challenge: WeeklyChallengeDto | undefined;
}

function Eyebrow({ weekNumber, unlockDay }: Omit<WeeklyChallengeCardProps, 'challenge'>) {
  return (
    <p
      css={(theme) => ({
        margin: 0,
        fontSize: theme.fontSizes.sm,
        fontWeight: 700,
        color: theme.colors.accentStrong,
      })}
    >
      {fillTemplate(text.weekLabel, { n: weekNumber })} · {fillTemplate(text.unlockedOn, { day: unlockDay })}
    </p>
  );
}

function GenerateChallenge({ weekNumber }: { weekNumber: number }) {
  const [generate, { isLoading, isError, error }] = useGenerateWeeklyChallengeMutation();
  const keys = useActionKeys();
  const onGenerate = async () => {
    try {
      await generate({ key: keys.keyFor({ weekNumber }), weekNumber }).unwrap();
      keys.settle();
    } catch (failure) {
      keys.settle(failure);
    }
  };
  return (
    <>
      <p css={{ margin: 0 }}>{text.generateIntro}</p>
      <Button disabled={isLoading} onClick={() => void onGenerate()} css={{ justifySelf: 'start' }}>
        {isLoading ? text.generating : fillTemplate(text.generate, { n: weekNumber })}
      </Button>
      {isError && <WriteFailure error={error} fallback={text.generateError} />}
    </>
  );
}

function ChallengeTasks({ challenge }: { challenge: WeeklyChallengeDto }) {
  const [setTask, { isError, error }] = useSetWeeklyTaskMutation();
  const total = challenge.tasks.length;
  const done = challenge.tasks.filter((task) => task.completed).length;
  return (
    <>
      <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>{challenge.title}</h3>
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{challenge.description}</p>
      <ProgressBar
        label={text.progress}
        value={total === 0 ? 0 : (done / total) * 100}
        valueText={fillTemplate(text.progressValue, { done, total })}
      />
      <details>
        <summary css={disclosureSummary}>{fillTemplate(text.showTasks, { n: total })}</summary>
        <ul
          css={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space.xs,
          })}
        >
          {challenge.tasks.map((task) => (
            <li key={task.taskId}>
              <label
                css={(theme) => ({
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: theme.space.sm,
                  padding: `${theme.space.sm} 0`,
                  cursor: 'pointer',
                })}
              >
                <input
                  type="checkbox"
                  checked={task.completed}
                  onChange={() => {
                    void setTask({
                      key: newActionKey(),
                      weekNumber: challenge.weekNumber,
                      taskId: task.taskId,
                      completed: !task.completed,
                    });
                  }}
                  css={(theme) => ({
                    flex: '0 0 auto',
                    width: 24,
                    height: 24,
                    margin: 0,
                    accentColor: theme.colors.primary,
                  })}
                />
                <span>
                  <strong css={{ display: 'block', fontWeight: 600 }}>{task.title}</strong>
                  <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
                    {task.description}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </details>
      {isError && <WriteFailure error={error} fallback={text.updateError} />}
    </>
  );
}

/** One unlocked week: generate its challenge, then tick its tasks (spec §4: weeks from day 7, 14, 21). */
export function WeeklyChallengeCard({ weekNumber, unlockDay, challenge }: WeeklyChallengeCardProps) {
  return (
    <Card as="li" css={(theme) => ({ display: 'grid', gap: theme.space.sm, alignContent: 'start' })}>
      <Eyebrow weekNumber={weekNumber} unlockDay={unlockDay} />
      {challenge ? <ChallengeTasks challenge={challenge} /> : <GenerateChallenge weekNumber={weekNumber} />}
    </Card>
  );
}
