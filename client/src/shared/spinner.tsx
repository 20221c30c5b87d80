import { keyframes, type Theme } from '@emotion/react';
import { visuallyHidden } from './visually-hidden.ts';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

interface SpinnerProps {
  label: string;
  size?: number;
}

/** Loading indicator; the label is announced politely to screen readers. */
export function Spinner({ label, size = 40 }: SpinnerProps) {
  return (
    <div role="status" css={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
      <span
        aria-hidden="true"
        css={(theme: Theme) => ({
          width: size,
          height: size,
          borderRadius: '50%',
          border: `4px solid ${theme.colors.primarySoft}`,
          borderTopColor: theme.colors.primary,
          animation: `${spin} 0.9s linear infinite`,
        })}
      />
      <span css={visuallyHidden}>{label}</span>
    </div>
  );
}
