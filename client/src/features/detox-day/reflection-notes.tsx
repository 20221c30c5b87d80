import { isQueued } from '../../app/api-response.ts';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { REFLECTION_MAX_CHARS } from '@detox/server/contracts/progress';
import { useEffect, useId, useState } from 'react';
import { Card } from '../../shared/card.tsx';
import { createDebouncedSave } from '../daily-challenge/debounced-save.ts';
import { REFLECTION_AUTOSAVE_MS } from '../daily-challenge/day-rules.ts';
import { newActionKey } from '../progress/action-key.ts';
import { useSaveReflectionMutation } from '../progress/progress-api.ts';
import { mutedText, panelHeading, stack, textArea } from './panel-styles.ts';
import { detoxDayStrings } from './strings.ts';
import { WriteFailure } from '../progress/write-failure.tsx';

const text = detoxDayStrings.notes;

/** 'Suas Reflexões' (spec §2): the day's reflection, saved 1 s after typing stops; its draft drives 'Concluir Dia'. */
export function ReflectionNotes({
  day,
  draft,
  onDraft,
}: {
  day: DayProgressDto;
  draft: string;
  onDraft: (draft: string) => void;
}) {
  const headingId = useId();
  const hintId = useId();
  const editable = day.status !== 'completed';
  const [saveReflection, { isLoading, isError, error }] = useSaveReflectionMutation();
  const [saver] = useState(() => {
    let lastSent: string | null = day.reflection;
    return createDebouncedSave((reflection: string) => {
      if (reflection === lastSent) return;
      lastSent = reflection;
      saveReflection({ key: newActionKey(), dayNumber: day.dayNumber, reflection })
        .unwrap()
        .catch((failure: unknown) => {
          // Not saved: the next change or leaving the field tries again. Kept in the outbox, it will be sent.
          if (!isQueued(failure)) lastSent = null;
        });
    }, REFLECTION_AUTOSAVE_MS);
  });
  useEffect(
    () => () => {
      saver.flush();
    },
    [saver],
  );
  const saved = !isLoading && !isError && draft === day.reflection && draft !== '';

  return (
    <Card as="section" aria-labelledby={headingId} css={stack}>
      <h2 id={headingId} css={panelHeading}>
        {text.heading}
      </h2>
      <label css={(theme) => ({ display: 'grid', gap: theme.space.xs, fontWeight: 600 })}>
        {text.label}
        <textarea
          value={draft}
          readOnly={!editable}
          maxLength={REFLECTION_MAX_CHARS}
          rows={5}
          aria-describedby={hintId}
          onChange={(event) => {
            onDraft(event.currentTarget.value);
            saver.change(event.currentTarget.value);
          }}
          onBlur={() => {
            saver.flush();
          }}
          css={textArea}
        />
      </label>
      <span id={hintId} css={(theme) => [mutedText(theme), { fontSize: theme.fontSizes.sm }]}>
        {editable ? text.hint : ''}
      </span>
      <p
        role="status"
        css={(theme) => ({
          margin: 0,
          minHeight: '1.5em',
          fontSize: theme.fontSizes.sm,
          color: theme.colors.primary,
        })}
      >
        {isLoading ? text.saving : saved && editable ? text.saved : ''}
      </p>
      {isError && <WriteFailure error={error} fallback={text.saveError} />}
    </Card>
  );
}
