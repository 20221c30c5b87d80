import type { Theme } from '@emotion/react';
import { marketingNotes } from '@detox/fixtures/marketing';

const { figures, testimonials } = marketingNotes;

const footnote = (theme: Theme) => ({
  margin: `${theme.space.md} 0 0`,
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.5,
  color: theme.colors.textMuted,
});

/** The '*' after a figure; the note it points to follows on the page (FiguresNote). */
export function FigureMarker() {
  return (
    <sup aria-hidden="true" css={{ fontSize: '0.6em', marginLeft: '1px' }}>
      {figures.marker}
    </sup>
  );
}

/** The full note on the marketing figures; once per page that shows them, right after the main figures. */
export function FiguresNote() {
  return (
    <p id={figures.anchorId} css={(theme) => ({ ...footnote(theme), scrollMarginTop: '72px' })}>
      {figures.marker} {figures.text}
    </p>
  );
}

/** Where a figure shows far from the full note (in a video, on a badge): its first sentence and a link to it. */
export function FiguresNotePointer() {
  return (
    <p css={(theme) => ({ ...footnote(theme), marginTop: theme.space.xs })}>
      {figures.short} <a href={`#${figures.anchorId}`}>{figures.link}</a>
    </p>
  );
}

/** Under promises of results that are not figures (the upsell's benefit cards): the note's first sentence. */
export function ResultsVaryNote() {
  return (
    <p
      css={(theme) => ({
        ...footnote(theme),
        margin: `${theme.space.md} 0 ${theme.space.xl}`,
        textAlign: 'center',
      })}
    >
      {figures.short}
    </p>
  );
}

/** The note under the sample testimonials (each one also says 'Depoimento ilustrativo'). */
export function TestimonialsNote() {
  return <p css={footnote}>{testimonials.text}</p>;
}
