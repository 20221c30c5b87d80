import { audioTestimonials, salesArticle } from '@detox/fixtures/marketing';
import { TestimonialsNote } from '../../shared/marketing/marketing-notes.tsx';
import { Section } from '../../shared/marketing/section.tsx';
import { marketingStrings } from '../../shared/marketing/strings.ts';
import { audioTestimonialSrc } from '../../shared/static-page/media.ts';
import { salesStrings as text } from './strings.ts';

/** Two spoken testimonials (text-to-speech of the fixtures' scripts), with their transcripts and the note. */
export function AudioTestimonials() {
  return (
    <Section id="depoimentos-em-audio" title={salesArticle.sectionTitles.audioTestimonials}>
      <ul
        css={(theme) => ({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.md })}
      >
        {audioTestimonials.map((testimonial) => (
          <li
            key={testimonial.id}
            css={(theme) => ({
              padding: theme.space.md,
              borderRadius: theme.radii.md,
              background: theme.colors.surface,
              border: `1px solid ${theme.colors.border}`,
            })}
          >
            <h3
              id={`audio-${testimonial.id}`}
              css={(theme) => ({ fontSize: theme.fontSizes.md, marginBottom: theme.space.xs })}
            >
              {testimonial.title}
            </h3>
            <p
              css={(theme) => ({
                margin: `0 0 ${theme.space.sm}`,
                fontSize: theme.fontSizes.sm,
                color: theme.colors.textMuted,
              })}
            >
              {testimonial.name}, {marketingStrings.personAge(testimonial.age)} · {testimonial.city} ·{' '}
              {testimonial.note}
            </p>
            <audio
              controls
              preload="none"
              src={audioTestimonialSrc(testimonial.id)}
              aria-labelledby={`audio-${testimonial.id}`}
              css={{ width: '100%', height: '48px' }}
            />
            <details css={(theme) => ({ marginTop: theme.space.sm })}>
              <summary css={{ cursor: 'pointer', padding: '6px 0' }}>{text.audioTranscript}</summary>
              <p css={(theme) => ({ marginTop: theme.space.sm })}>{testimonial.script}</p>
            </details>
          </li>
        ))}
      </ul>
      {/* Closes the testimonials part of the page: the written ones come just before. */}
      <TestimonialsNote />
    </Section>
  );
}
