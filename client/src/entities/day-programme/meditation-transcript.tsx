import { useEffect, useId, useRef, useState } from 'react';
import { buttonStyles } from '../../shared/button-styles.ts';
import { cueIndexAt } from './meditation-cues.ts';
import { useGetMeditationCuesQuery } from './meditation-cues-api.ts';
import { dayProgrammeStrings } from './strings.ts';

const text = dayProgrammeStrings.meditation.transcript;

/**
 * The meditation's words as it plays, for whoever cannot listen aloud or cannot hear: the current phrase in a
 * polite live region (one announcement per phrase, never per word), and the whole text on request, with the
 * current phrase marked.
 */
export function MeditationTranscript({ day, position }: { day: number; position: number }) {
  const { data, isLoading, isError } = useGetMeditationCuesQuery(day);
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const list = useRef<HTMLOListElement>(null);
  const cues = data?.cues ?? [];
  const current = cueIndexAt(cues, position);

  useEffect(() => {
    // Keeps the current phrase in view inside the full text, without scrolling the page.
    const box = list.current;
    const item = box?.children[current];
    if (!box || !(item instanceof HTMLElement)) return;
    box.scrollTop = Math.max(0, item.offsetTop - box.clientHeight / 3);
  }, [current, showAll]);

  const caption = isLoading
    ? text.loading
    : isError
      ? text.unavailable
      : current >= 0
        ? (cues[current]?.text ?? '')
        : text.waiting;

  return (
    <section
      aria-label={text.heading}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
      })}
    >
      <h4 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {text.heading}
      </h4>
      <p
        aria-live="polite"
        aria-atomic="true"
        css={(theme) => ({
          margin: 0,
          minHeight: '3em',
          fontSize: theme.fontSizes.lg,
          lineHeight: 1.45,
          color: current >= 0 ? theme.colors.text : theme.colors.textMuted,
        })}
      >
        {caption}
      </p>
      {cues.length > 0 && (
        <>
          <button
            type="button"
            aria-expanded={showAll}
            aria-controls={listId}
            css={(theme) => [
              buttonStyles(theme, 'secondary'),
              { justifySelf: 'start', paddingInline: theme.space.md, fontSize: theme.fontSizes.sm },
            ]}
            onClick={() => {
              setShowAll((shown) => !shown);
            }}
          >
            {showAll ? text.hideAll : text.showAll}
          </button>
          <ol
            id={listId}
            ref={list}
            aria-label={text.fullText}
            // A scrolling box is reached and scrolled with the keyboard too.
            tabIndex={0}
            css={(theme) => ({
              margin: 0,
              padding: 0,
              listStyle: 'none',
              maxHeight: '45vh',
              overflowY: 'auto',
              display: showAll ? 'grid' : 'none',
              gap: theme.space.xs,
              position: 'relative',
              lineHeight: 1.5,
            })}
          >
            {cues.map((cue, index) => (
              <li
                key={`${String(cue.start)}-${cue.text}`}
                aria-current={index === current ? 'true' : undefined}
                css={(theme) => ({
                  padding: `2px ${theme.space.xs}`,
                  borderRadius: theme.radii.sm,
                  color: theme.colors.text,
                  ...(index === current && { background: theme.colors.primarySoft, fontWeight: 600 }),
                })}
              >
                {cue.text}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
