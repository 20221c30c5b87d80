import type { DayContentResponse } from '@detox/server/contracts/ai';
import { useId } from 'react';
import { fillTemplate } from '../../shared/fill-template.ts';
import { mutedText, plainList, stack } from './panel-styles.ts';
import { detoxDayStrings } from './strings.ts';
import { disclosureSummary } from '../../shared/disclosure-styles.ts';

const text = detoxDayStrings.cards;

type Card = DayContentResponse['cards'][number];

/**
 * The day's personalised activities (spec §3 Card): ideas from the mentor to go with the day's programme. They
 * are suggestions, not a second checklist: what completes the day is the programme's tasks (issue 23 item 4).
 */
export function DayCards({ cards }: { cards: readonly Card[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={stack}>
      <h3 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {text.heading}
      </h3>
      <ul
        css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm })}
      >
        {cards.map((card) => (
          <li
            key={card.id}
            css={(theme) => ({
              display: 'grid',
              gap: theme.space.xs,
              padding: theme.space.md,
              borderRadius: theme.radii.md,
              border: `1px solid ${theme.colors.border}`,
            })}
          >
            <strong>{card.title}</strong>
            <p css={{ margin: 0 }}>{card.description}</p>
            <p css={(theme) => [mutedText(theme), { fontSize: theme.fontSizes.sm }]}>
              {fillTemplate(text.time, { time: card.estimatedTime })} ·{' '}
              {fillTemplate(text.difficulty, { level: card.difficulty })}
            </p>
            <p css={(theme) => [mutedText(theme), { fontSize: theme.fontSizes.sm }]}>
              {fillTemplate(text.why, { reason: card.adaptedReason })}
            </p>
            <details>
              <summary css={disclosureSummary}>{text.steps}</summary>
              <ol css={(theme) => [plainList(theme), { marginTop: theme.space.xs }]}>
                {card.instructions.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
