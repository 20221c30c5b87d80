import { type ReactNode, useId } from 'react';
import { Card } from '../../shared/card.tsx';
import { Row } from '../../shared/row.tsx';

interface DaySectionProps {
  heading: string;
  /** Shown at the right of the heading, e.g. "3 de 5 concluídos". */
  aside?: ReactNode;
  children: ReactNode;
}

/** One section of the day (meditation, tasks, reflection): a card named by its heading. */
export function DaySection({ heading, aside, children }: DaySectionProps) {
  const headingId = useId();
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'grid', gap: theme.space.md })}
    >
      <Row justify="space-between" align="baseline">
        <h2 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
          {heading}
        </h2>
        {aside && (
          <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
            {aside}
          </span>
        )}
      </Row>
      {children}
    </Card>
  );
}
