import type { ReactNode } from 'react';
import { PageShell } from './page-shell.tsx';
import { sharedStrings } from './strings.ts';

interface ScreenPlaceholderProps {
  title: string;
  children?: ReactNode;
}

/** Stand-in for a screen that is not built yet: names the screen, says so, nothing else. */
export function ScreenPlaceholder({ title, children }: ScreenPlaceholderProps) {
  return (
    <PageShell title={title}>
      <h1>{title}</h1>
      <p>{sharedStrings.underConstruction}</p>
      {children}
    </PageShell>
  );
}
