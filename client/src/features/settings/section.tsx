import { type ReactNode, useId } from 'react';
import { Card } from '../../shared/card.tsx';

/** A titled card of the settings screen. */
export function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} css={(theme) => ({ marginBottom: theme.space.lg })}>
      <h2 id={id} css={(theme) => ({ fontSize: theme.fontSizes.lg })}>
        {heading}
      </h2>
      {children}
    </Card>
  );
}
