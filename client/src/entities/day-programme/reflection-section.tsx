import type { ProgrammeDay } from '@detox/fixtures/schema';
import type { Theme } from '@emotion/react';
import { REFLECTION_MAX_CHARS } from '@detox/fixtures/journey-rules';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { useId, useState } from 'react';
import { fillTemplate, ptBrNumber } from '../../shared/fill-template.ts';
import { useReflectionAutosave } from '../../entities/progress/use-reflection-autosave.ts';
import { DaySection } from './day-section.tsx';
import { dayProgrammeStrings } from './strings.ts';
import { ReflectionSaveStatus } from '../../entities/progress/reflection-save-status.tsx';
import { disclosureSummary } from '../../shared/disclosure-styles.ts';
import { Row } from '../../shared/row.tsx';

const text = dayProgrammeStrings.reflection;

const promptText = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm });

/** The day's reflection text: the first paragraph, the rest one tap away (it is long on a phone). */
function ReflectionPrompt({ paragraphs }: { paragraphs: readonly string[] }) {
  const [first, ...rest] = paragraphs;
  return (
    <>
      <p css={promptText}>{first}</p>
      {rest.length > 0 && (
        <details>
          <summary css={disclosureSummary}>{text.readMore}</summary>
          {rest.map((paragraph) => (
            <p key={paragraph} css={promptText}>
              {paragraph}
            </p>
          ))}
        </details>
      )}
    </>
  );
}

/** 'Reflexão Pessoal': the day's prompt and a text area saved 1 s after typing stops (spec §2, §4). */
export function ReflectionSection({ day, content }: { day: DayProgressDto; content: ProgrammeDay }) {
  const hintId = useId();
  const counterId = useId();
  const [draft, setDraft] = useState(day.reflection);
  const autosave = useReflectionAutosave(day, draft, setDraft);
  const { editable } = autosave;

  return (
    <DaySection heading={text.heading}>
      <div>
        <h3 css={(theme) => ({ margin: `0 0 ${theme.space.sm}`, fontSize: theme.fontSizes.md })}>
          {content.reflection.title}
        </h3>
        <ReflectionPrompt paragraphs={content.reflection.content} />
      </div>
      <label css={(theme) => ({ display: 'grid', gap: theme.space.xs, fontWeight: 600 })}>
        {text.label}
        <textarea
          {...autosave.field}
          rows={6}
          aria-describedby={`${hintId} ${counterId}`}
          css={(theme) => ({
            width: '100%',
            minHeight: 140,
            padding: theme.space.md,
            borderRadius: theme.radii.md,
            border: `1px solid ${theme.colors.controlBorder}`,
            background: editable ? theme.colors.surface : theme.colors.background,
            color: theme.colors.text,
            fontWeight: 400,
            lineHeight: 1.5,
            resize: 'vertical',
          })}
        />
      </label>
      <Row
        justify="space-between"
        css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}
      >
        <span id={hintId}>{editable ? text.hint : ''}</span>
        <span id={counterId} css={{ fontVariantNumeric: 'tabular-nums' }}>
          {fillTemplate(text.counter, { n: ptBrNumber(draft.length), max: ptBrNumber(REFLECTION_MAX_CHARS) })}
        </span>
      </Row>
      <ReflectionSaveStatus autosave={autosave} editable={editable} text={text} />
    </DaySection>
  );
}
