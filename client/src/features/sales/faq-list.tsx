import { faq, salesArticle } from '@detox/fixtures/marketing';
import { Section } from '../../shared/marketing/section.tsx';

/** The FAQ as native disclosure widgets: keyboard and screen-reader friendly without any script. */
export function FaqList() {
  return (
    <Section id="perguntas-frequentes" title={salesArticle.sectionTitles.faq}>
      {faq.map((item) => (
        <details
          key={item.question}
          css={(theme) => ({
            borderBottom: `1px solid ${theme.colors.border}`,
            '&[open] > summary': { color: theme.colors.primary },
          })}
        >
          <summary
            css={(theme) => ({
              cursor: 'pointer',
              fontWeight: 700,
              padding: `${theme.space.md} 0`,
              minHeight: theme.sizes.touchTarget,
            })}
          >
            {item.question}
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </Section>
  );
}
