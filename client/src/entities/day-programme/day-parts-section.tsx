import { dayPart } from '@detox/fixtures/day-part-rules';
import type { DayPartKind, DayPartValue } from '@detox/fixtures/day-parts';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { useId, useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { checkboxInput, checkRow } from '../../shared/check-row-styles.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { newActionKey } from '../../entities/progress/action-key.ts';
import { useRecordDayPartMutation } from '../../entities/progress/progress-api.ts';
import { WriteFailure } from '../../entities/progress/write-failure.tsx';
import { DaySection } from './day-section.tsx';
import { dayProgrammeStrings } from './strings.ts';

const text = dayProgrammeStrings.parts;

type DayPart = NonNullable<DayProgressDto['parts']>[number];

interface PartProps {
  part: DayPart;
  kind: DayPartKind;
  editable: boolean;
  send: (value: DayPartValue) => void;
}

const labelOf = ({ part, kind }: Pick<PartProps, 'part' | 'kind'>) =>
  part.required ? kind.label : `${kind.label} ${text.optional}`;

function CheckPart(props: PartProps) {
  const { part, editable, send } = props;
  const checked = part.value === true;
  return (
    <label css={checkRow}>
      <input
        type="checkbox"
        checked={checked}
        disabled={!editable}
        onChange={() => {
          send(!checked);
        }}
        css={checkboxInput}
      />
      <span>{labelOf(props)}</span>
    </label>
  );
}

function ScalePart(props: PartProps & { min: number; max: number }) {
  const { part, editable, send, min, max } = props;
  const points = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
      <legend css={{ padding: 0, fontWeight: 600 }}>{labelOf(props)}</legend>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', columnGap: theme.space.md })}>
        {points.map((point) => (
          <label key={point} css={checkRow}>
            <input
              type="radio"
              name={`${part.id}-${String(min)}-${String(max)}`}
              checked={part.value === point}
              disabled={!editable}
              onChange={() => {
                send(point);
              }}
              css={checkboxInput}
            />
            <span>{point}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TextPart(props: PartProps & { maxChars: number }) {
  const { part, editable, send, maxChars } = props;
  const saved = typeof part.value === 'string' ? part.value : '';
  const [draft, setDraft] = useState(saved);
  const id = useId();
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {labelOf(props)}
      </label>
      <textarea
        id={id}
        value={draft}
        maxLength={maxChars}
        rows={3}
        disabled={!editable}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        css={(theme) => ({
          width: '100%',
          padding: theme.space.md,
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.controlBorder}`,
          background: theme.colors.surface,
          color: theme.colors.text,
          font: 'inherit',
          '&:focus-visible': { outline: theme.focusRing, outlineOffset: 2 },
        })}
      />
      <Button
        variant="secondary"
        disabled={!editable || draft === saved}
        onClick={() => {
          send(draft);
        }}
      >
        {text.save}
      </Button>
    </div>
  );
}

/**
 * The day's registered parts (fixtures/src/day-parts.ts), each answered as its input says (a box, a text, a scale)
 * and recorded by the one generic write. Nothing on a day the registry gives no parts, as every day today.
 */
export function DayPartsSection({ day }: { day: DayProgressDto }) {
  const [record, { error, isError, originalArgs }] = useRecordDayPartMutation();
  const parts = (day.parts ?? []).flatMap((part) => {
    const kind = dayPart(part.id);
    return kind ? [{ part, kind }] : [];
  });
  if (parts.length === 0) return null;
  const editable = day.status !== 'completed';
  const done = parts.filter(({ part }) => part.done).length;
  return (
    <DaySection heading={text.heading} aside={fillTemplate(text.count, { done, total: parts.length })}>
      <ul
        css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md })}
      >
        {parts.map(({ part, kind }) => {
          const props: PartProps = {
            part,
            kind,
            editable,
            send: (value) => {
              void record({ key: newActionKey(), dayNumber: day.dayNumber, part: part.id, value });
            },
          };
          const { input } = kind;
          return (
            <li key={part.id}>
              {input.kind === 'check' && <CheckPart {...props} />}
              {input.kind === 'scale' && <ScalePart {...props} min={input.min} max={input.max} />}
              {input.kind === 'text' && <TextPart {...props} maxChars={input.maxChars} />}
              {isError && originalArgs?.part === part.id && (
                <WriteFailure error={error} fallback={text.saveError} />
              )}
            </li>
          );
        })}
      </ul>
    </DaySection>
  );
}
