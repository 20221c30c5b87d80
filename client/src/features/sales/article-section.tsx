import type { ArticleSection as ArticleSectionCopy } from '@detox/fixtures/marketing';

/** One part of the article's running text. */
export function ArticleSection({ section }: { section: ArticleSectionCopy | undefined }) {
  if (section === undefined) return null;
  return (
    <section css={(theme) => ({ paddingTop: theme.space.md, fontSize: '1.0625rem' })}>
      <h2 css={(theme) => ({ fontSize: theme.fontSizes.xl })}>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
