import type { DayContentResponse } from '@detox/server/contracts/ai';
import { useId, useState } from 'react';
import { fillTemplate } from '../../shared/fill-template.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { aiErrorMessage } from '../../entities/guidance/ai-error.ts';
import { useUpdateCardProgressMutation } from '../../entities/guidance/ai-api.ts';
import { checkboxInput, checkRow } from '../../shared/check-row-styles.ts';
import { mutedText, plainList, stack } from './panel-styles.ts';
import { detoxDayStrings } from './strings.ts';
import { disclosureSummary } from '../../shared/disclosure-styles.ts';

const text = detoxDayStrings.cards;

type Card = DayContentResponse['cards'][number];

/** The day's personalised activities (spec §3 Card), each ticked through /ai/update-card-progress. */
export function DayCards({
  cards,
  done,
  onDone,
}: {
  cards: readonly Card[];
  done: ReadonlySet<string>;
  onDone: (cardId: string, completed: boolean) => void;
}) {
  const headingId = useId();
  const [update, updating] = useUpdateCardProgressMutation();
  const [failedCard, setFailedCard] = useState<string | null>(null);

  const toggle = async (cardId: string, completed: boolean) => {
    setFailedCard(null);
    onDone(cardId, completed);
    const result = await update({ cardId, completed });
    if ('error' in result) {
      onDone(cardId, !completed);
      setFailedCard(cardId);
    }
  };

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
            <label css={checkRow}>
              <input
                type="checkbox"
                checked={done.has(card.id)}
                disabled={updating.isLoading && updating.originalArgs?.cardId === card.id}
                onChange={(event) => void toggle(card.id, event.currentTarget.checked)}
                css={checkboxInput}
              />
              <span>{text.done}</span>
            </label>
            {failedCard === card.id && (
              <InlineAlert>{aiErrorMessage(updating.error, text.saveError)}</InlineAlert>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
