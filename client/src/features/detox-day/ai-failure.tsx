import type { ReactNode } from 'react';
import { aiErrorMessage } from '../../entities/guidance/ai-error.ts';
import { mutedText, stack } from './panel-styles.ts';

/**
 * A panel's AI request that failed: the panel's calm sentence, then the server's reason (or the panel's fallback),
 * then what the user can do about it (e.g. 'Tentar novamente').
 */
export function AiFailure({
  text,
  error,
  children,
}: {
  text: { error: string; errorFallback: string };
  error: unknown;
  children?: ReactNode;
}) {
  return (
    <div role="alert" css={stack}>
      <p css={{ margin: 0 }}>{text.error}</p>
      <p css={mutedText}>{aiErrorMessage(error, text.errorFallback)}</p>
      {children}
    </div>
  );
}
