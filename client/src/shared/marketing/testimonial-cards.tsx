import type { WrittenTestimonial } from '@detox/fixtures/marketing';
import { portrait } from '../static-page/media.ts';
import { Stars } from './stars.tsx';
import { marketingStrings as text } from './strings.ts';

/** The three written testimonials: illustrative portrait, name, stars, highlight, quote, and the note. */
export function TestimonialCards({ testimonials }: { testimonials: readonly WrittenTestimonial[] }) {
  return (
    <ul
      css={(theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space.md,
        '@media (min-width: 900px)': { gridTemplateColumns: 'repeat(3, 1fr)', margin: '0 -8rem' },
      })}
    >
      {testimonials.map((testimonial) => {
        const image = portrait(testimonial.id);
        return (
          <li
            key={testimonial.id}
            css={(theme) => ({
              background: theme.colors.surface,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.lg,
              boxShadow: theme.shadows.card,
              padding: theme.space.lg,
            })}
          >
            <figure css={{ margin: 0 }}>
              <figcaption css={(theme) => ({ display: 'flex', gap: theme.space.md, alignItems: 'center' })}>
                <img
                  src={image.src}
                  width={image.width}
                  height={image.height}
                  alt={text.portraitAlt(testimonial.name)}
                  loading="lazy"
                  decoding="async"
                  css={{ width: '64px', height: '64px', borderRadius: '50%', flexShrink: 0 }}
                />
                <span>
                  <strong css={{ display: 'block' }}>{testimonial.name}</strong>
                  <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
                    {text.personAge(testimonial.age)} · {testimonial.city}
                  </span>
                  <br />
                  <Stars rating={testimonial.rating} label={text.ratingLabel(testimonial.rating, 5)} />
                </span>
              </figcaption>
              <p css={(theme) => ({ fontWeight: 700, margin: `${theme.space.md} 0 ${theme.space.sm}` })}>
                {testimonial.highlight}
              </p>
              <blockquote css={{ margin: 0 }}>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <p
                css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}
              >
                {testimonial.note}
              </p>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
