import type { DayProgressDto } from '@detox/server/contracts/progress';
import { useId } from 'react';
import { Card } from '../../shared/card.tsx';
import { useReflectionAutosave } from '../../entities/progress/use-reflection-autosave.ts';
import { mutedText, panelHeading, stack, textArea } from './panel-styles.ts';
import { detoxDayStrings } from './strings.ts';
import { ReflectionSaveStatus } from '../../entities/progress/reflection-save-status.tsx';

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
  const autosave = useReflectionAutosave(day, draft, onDraft);
  const { editable } = autosave;

  return (
    <Card as="section" aria-labelledby={headingId} css={stack}>
      <h2 id={headingId} css={panelHeading}>
        {text.heading}
      </h2>
      <label css={(theme) => ({ display: 'grid', gap: theme.space.xs, fontWeight: 600 })}>
        {text.label}
        <textarea {...autosave.field} rows={5} aria-describedby={hintId} css={textArea} />
      </label>
      <span id={hintId} css={(theme) => [mutedText(theme), { fontSize: theme.fontSizes.sm }]}>
        {editable ? text.hint : ''}
      </span>
      <ReflectionSaveStatus autosave={autosave} editable={editable} text={text} />
    </Card>
  );
}
