import { type ReactNode, useId } from 'react';
import { Card } from '../../shared/card.tsx';

/** A titled card of the settings screen. */
export function Section({ heading, id, children }: { heading: string; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card
      as="section"
      id={id}
      aria-labelledby={headingId}
      css={(theme) => ({ marginBottom: theme.space.lg })}
    >
      <h2 id={headingId} css={(theme) => ({ fontSize: theme.fontSizes.lg })}>
        {heading}
      </h2>
      {children}
    </Card>
  );
}
