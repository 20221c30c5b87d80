import { REFLECTION_MAX_CHARS } from '@detox/fixtures/journey-rules';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { type ChangeEvent, useEffect, useState } from 'react';
import { isQueued } from '../../shared/api/api-response.ts';
import { newActionKey } from './action-key.ts';
import { useSaveReflectionMutation } from './progress-api.ts';
import { createDebouncedSave } from './debounced-save.ts';
import { REFLECTION_AUTOSAVE_MS } from './day-rules.ts';

/**
 * The day's reflection saved 1 s after typing stops (spec §4), for every screen that edits it: `field` goes on the
 * textarea (each change goes to `onDraft` and is saved once typing stops, leaving the field saves at once);
 * leaving the screen within the second still saves the text. `saved` tells whether the draft is the text the
 * server holds; a completed day's reflection is read-only.
 */
export function useReflectionAutosave(day: DayProgressDto, draft: string, onDraft: (draft: string) => void) {
  const [saveReflection, { isLoading, isError, error }] = useSaveReflectionMutation();
  const [saver] = useState(() => {
    // The text last sent, so leaving the field without a change sends nothing.
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

  const editable = day.status !== 'completed';

  return {
    editable,
    field: {
      value: draft,
      readOnly: !editable,
      maxLength: REFLECTION_MAX_CHARS,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        onDraft(event.currentTarget.value);
        saver.change(event.currentTarget.value);
      },
      onBlur: () => {
        saver.flush();
      },
    },
    isLoading,
    isError,
    error,
    saved: !isLoading && !isError && draft === day.reflection && draft !== '',
  };
}

export type ReflectionAutosave = ReturnType<typeof useReflectionAutosave>;
