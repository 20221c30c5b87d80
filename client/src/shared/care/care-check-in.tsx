import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button.tsx';
import { InlineAlert } from '../inline-alert.tsx';
import { CareCard } from './care-card.tsx';
import { focusCareCard } from './care-rules.ts';
import { careCheckInStrings as text } from './care-strings.ts';
import { Row } from '../row.tsx';
import { dismissCheerfulToasts } from '../toast/toast-store.ts';

export type CareCheckInAnswer = 'yes' | 'no';

type Step =
  | { kind: 'asking' }
  | { kind: 'sending'; answer: CareCheckInAnswer }
  | { kind: 'failed'; answer: CareCheckInAnswer }
  | { kind: 'care' }
  | { kind: 'well' };

/**
 * The mentor's check-in (issue 31), shown in place of an answer whose `source.safety` is 'check-in': the crisis
 * policy was unsure, so the mentor asks before answering. "Sim" records the answer and opens the care card in its
 * place; "Não, estou bem" records it, then `onWell` lets the surface send its request again (X-Care-Check-In: ok).
 * Nothing the person wrote is sent with the answer. A region named by the question; it takes the focus when it
 * appears, like the care card, so a screen reader reads the question; the answers are plain buttons.
 */
export function CareCheckIn({
  send,
  onWell,
  headingLevel = 3,
}: {
  /** Records the answer (POST /api/ai/care-check-in); resolves true once it was recorded. */
  send: (answer: CareCheckInAnswer) => Promise<boolean>;
  /** After "Não, estou bem" was recorded: the surface asks again for its answer. */
  onWell: () => void;
  /** The care card's heading level, should "Sim" open it: the surface's panel heading plus one. */
  headingLevel?: 2 | 3 | 4;
}) {
  const questionId = useId();
  const region = useRef<HTMLElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'asking' });

  useEffect(() => {
    dismissCheerfulToasts();
    focusCareCard(region.current);
  }, []);

  if (step.kind === 'care') return <CareCard headingLevel={headingLevel} />;

  const sending = step.kind === 'sending';
  /** `from`: the button pressed, inside the question's region. */
  const answer = async (chosen: CareCheckInAnswer, from: HTMLElement) => {
    if (sending) return;
    setStep({ kind: 'sending', answer: chosen });
    const recorded = await send(chosen);
    if (!recorded) {
      setStep({ kind: 'failed', answer: chosen });
      return;
    }
    if (chosen === 'yes') {
      setStep({ kind: 'care' });
      return;
    }
    setStep({ kind: 'well' });
    // The answers leave with the question answered: the focus stays on the question, not lost to the page.
    focusCareCard(from.closest<HTMLElement>('[data-care-check-in]'));
    onWell();
  };

  return (
    <section
      ref={region}
      aria-labelledby={questionId}
      aria-busy={sending}
      tabIndex={-1}
      data-care-check-in=""
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        color: theme.colors.text,
        border: `1px solid ${theme.colors.border}`,
        borderLeft: `6px solid ${theme.colors.primary}`,
        whiteSpace: 'normal',
        overflowWrap: 'break-word',
        [theme.breakpoints.mobile]: { padding: '12px' },
      })}
    >
      <p
        id={questionId}
        css={(theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.lg,
          fontWeight: 600,
          [theme.breakpoints.mobile]: { fontSize: theme.fontSizes.md },
        })}
      >
        {text.question}
      </p>
      <Row align="center" css={{ maxWidth: '26rem' }}>
        {step.kind !== 'well' &&
          (['yes', 'no'] as const).map((choice) => (
            // Side by side and the same width, or one above the other on a phone: neither looks like the default.
            <div key={choice} css={{ flex: '1 1 10rem', display: 'grid' }}>
              <Button
                variant="secondary"
                aria-disabled={sending}
                onClick={(event) => void answer(choice, event.currentTarget)}
              >
                {choice === 'yes' ? text.yes : text.no}
              </Button>
            </div>
          ))}
        <p role="status" css={(theme) => ({ flexBasis: '100%', margin: 0, color: theme.colors.textMuted })}>
          {sending ? text.sending : step.kind === 'well' ? text.thanks : ''}
        </p>
      </Row>
      {step.kind === 'failed' && (
        <div css={(theme) => ({ display: 'grid', gap: theme.space.sm, justifyItems: 'start' })}>
          <InlineAlert>{text.error}</InlineAlert>
          <Button variant="primary" onClick={(event) => void answer(step.answer, event.currentTarget)}>
            {text.retry}
          </Button>
        </div>
      )}
    </section>
  );
}
