interface ErrorTextBlockProps {
  heading: string;
  text: string;
}

/** A labelled block of monospace error text that wraps instead of scrolling sideways. */
export function ErrorTextBlock({ heading, text }: ErrorTextBlockProps) {
  return (
    <section css={(theme) => ({ marginTop: theme.space.lg, textAlign: 'left' })}>
      <h2 css={(theme) => ({ fontSize: theme.fontSizes.md, marginBottom: theme.space.sm })}>{heading}</h2>
      <pre
        css={(theme) => ({
          margin: 0,
          padding: theme.space.md,
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.md,
          fontFamily: theme.fonts.mono,
          fontSize: theme.fontSizes.sm,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        })}
      >
        {text}
      </pre>
    </section>
  );
}
