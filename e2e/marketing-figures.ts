import { audioTestimonials, marketingClaims, scarcity, writtenTestimonials } from '@detox/fixtures/marketing';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/**
 * How each results claim of the fixtures can be written on a page ("4,8/5", "92%", "-80%" or "cai 80%",
 * "5.000", "24h" or "24 horas", "Dia 3", "1 semana", "Resultados em 7 dias"), built from the claims' values.
 * The guarantee and the immediate access are promises, not results: they need no note.
 */
export function figurePatterns(claims = marketingClaims): { claim: string; pattern: RegExp }[] {
  const lives = claims.livesTransformedApprox;
  // The schema pins sleepWithinDays to 7: the pages say '1 semana' or 'a primeira semana'.
  const week = `(?:${claims.sleepWithinDays / 7}|uma|primeira) semana`;
  return [
    {
      claim: 'rating',
      pattern: new RegExp(`${escape(decimal.format(claims.rating))}\\s*(?:/|de)\\s*${claims.ratingScale}`),
    },
    { claim: 'anxietyReductionPercent', pattern: new RegExp(`\\b${claims.anxietyReductionPercent}\\s?%`) },
    {
      claim: 'phonePickupsChangePercent',
      pattern: new RegExp(`\\b${Math.abs(claims.phonePickupsChangePercent)}\\s?%`),
    },
    {
      claim: 'livesTransformedApprox',
      pattern: new RegExp(`\\b(?:${escape(decimal.format(lives))}|${lives}|${lives / 1000} mil)\\b`),
    },
    { claim: 'reliefWithinHours', pattern: new RegExp(`\\b${claims.reliefWithinHours}\\s?(?:h\\b|horas)`) },
    { claim: 'focusByDay', pattern: new RegExp(`\\bdia ${claims.focusByDay}\\b`, 'i') },
    { claim: 'sleepWithinDays', pattern: new RegExp(`\\b${week}\\b`, 'i') },
    {
      claim: 'resultsWithinDays',
      pattern: new RegExp(`resultados em ${claims.resultsWithinDays} dias`, 'i'),
    },
  ];
}

/** Texts with a number that is not a results claim (the scarcity banner's 92% of places taken). */
const notClaims = [scarcity.text];

/** The results claims a page's text shows. */
export function figuresIn(text: string): string[] {
  const cleaned = notClaims.reduce((rest, other) => rest.replaceAll(other, ' '), text);
  return figurePatterns()
    .filter(({ pattern }) => pattern.test(cleaned))
    .map(({ claim }) => claim);
}

/** The sample testimonials (written or audio) whose words a page's text shows. */
export function testimonialsIn(text: string): string[] {
  return [
    ...writtenTestimonials.filter((t) => text.includes(t.quote) || text.includes(t.highlight)),
    ...audioTestimonials.filter((t) => text.includes(t.title) || text.includes(t.script)),
  ].map((testimonial) => testimonial.id);
}
