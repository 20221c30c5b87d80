import { journeyPercent } from '@detox/fixtures/journey-rules';
import { TOTAL_DAYS } from '@detox/fixtures/schema';
import { Card } from '../../shared/card.tsx';
import { LinkButton } from '../../shared/link-button.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { ProgressBar } from '../../shared/progress-bar.tsx';
import { remainingText } from '../../entities/progress/day-card-model.ts';
import { dashboardStrings } from './strings.ts';

const text = dashboardStrings.overall;

interface OverallProgressProps {
  daysCompleted: number;
  currentDay: number;
  isCompleted: boolean;
}

/** 'days completed / 21' with a bar, the days left and a shortcut to today's day (spec §2 Dashboard). */
export function OverallProgress({ daysCompleted, currentDay, isCompleted }: OverallProgressProps) {
  return (
    <Card css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <p
        css={(theme) => ({
          margin: 0,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          columnGap: theme.space.sm,
        })}
      >
        <span
          css={(theme) => ({
            fontSize: theme.fontSizes.xxl,
            fontWeight: 800,
            color: theme.colors.primary,
            whiteSpace: 'nowrap',
          })}
        >
          {fillTemplate(text.value, { n: daysCompleted })}
        </span>
        <span css={(theme) => ({ color: theme.colors.textMuted })}>{text.label}</span>
      </p>
      <ProgressBar
        label={text.label}
        value={journeyPercent(daysCompleted)}
        valueText={fillTemplate(text.value, { n: daysCompleted })}
        size="md"
        hideText
      />
      <p css={(theme) => ({ margin: 0, fontWeight: 600, color: theme.colors.text })}>
        {remainingText(daysCompleted, TOTAL_DAYS)}
      </p>
      {!isCompleted && (
        <LinkButton to={`/daily-challenge?day=${currentDay}`} css={{ justifySelf: 'start' }}>
          {fillTemplate(text.continueDay, { n: currentDay })} <span aria-hidden="true">→</span>
        </LinkButton>
      )}
    </Card>
  );
}
