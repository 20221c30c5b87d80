import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { buttonStyles } from '../button-styles.ts';
import { dismissCheerfulToasts } from '../toast/toast-store.ts';
import { visuallyHidden } from '../visually-hidden.ts';
import { focusCareCard } from './care-rules.ts';
import {
  CARE_CVV_PHONE,
  CARE_CVV_URL,
  CARE_EMERGENCY_PHONE,
  CARE_SAMU_PHONE,
  careStrings as text,
} from './care-strings.ts';

const actionLink = (theme: Theme, variant: 'primary' | 'secondary') => [
  buttonStyles(theme, variant),
  {
    width: '100%',
    // One line or two, the actions side by side stay the same height.
    minHeight: '3.5rem',
    padding: `${theme.space.sm} ${theme.space.md}`,
    whiteSpace: 'normal' as const,
  },
];

const note = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted });

const actionGrid = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});

const actionItem = (theme: Theme) => ({ display: 'grid', gap: theme.space.xs, alignContent: 'start' });

/**
 * What every AI surface shows when an answer's `source.safety` is 'crisis' (issue 19): that the person is not
 * alone, and where to find help now — CVV 188 and its chat, SAMU 192, emergência 190 / UPA, the CAPS of their
 * city. A region named by its heading; it takes the focus when it appears so a screen reader announces it.
 * `headingLevel` follows the surface's own outline (its panel heading plus one); `takeFocus` false is for a list of
 * stored answers, where nothing has just appeared.
 */
export function CareCard({
  headingLevel = 3,
  takeFocus = true,
}: {
  headingLevel?: 2 | 3 | 4;
  takeFocus?: boolean;
}) {
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (!takeFocus) return;
    dismissCheerfulToasts();
    focusCareCard(card.current);
  }, [takeFocus]);

  return (
    <section
      ref={card}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-care-card=""
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        color: theme.colors.text,
        border: `2px solid ${theme.colors.primary}`,
        borderLeftWidth: 8,
        whiteSpace: 'normal',
        overflowWrap: 'break-word',
        [theme.breakpoints.mobile]: { padding: '12px', borderLeftWidth: 6 },
      })}
    >
      <Heading
        id={headingId}
        css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg, color: theme.colors.primary })}
      >
        {text.heading}
      </Heading>
      <p css={{ margin: 0 }}>{text.intro}</p>
      <ul css={actionGrid}>
        <li css={actionItem}>
          <a href={`tel:${CARE_CVV_PHONE}`} css={(theme) => actionLink(theme, 'primary')}>
            {text.cvvCall}
          </a>
          <p css={note}>{text.cvvCallNote}</p>
        </li>
        <li css={actionItem}>
          <a
            href={CARE_CVV_URL}
            target="_blank"
            rel="noopener noreferrer"
            css={(theme) => actionLink(theme, 'secondary')}
          >
            {text.cvvChat}
            <span css={visuallyHidden}>{text.newTab}</span>
          </a>
          <p css={note}>{text.cvvChatNote}</p>
        </li>
      </ul>
      <p css={{ margin: 0, fontWeight: 700 }}>{text.dangerLead}</p>
      <ul css={actionGrid}>
        <li css={actionItem}>
          <a href={`tel:${CARE_SAMU_PHONE}`} css={(theme) => actionLink(theme, 'secondary')}>
            {text.samuCall}
          </a>
        </li>
        <li css={actionItem}>
          <a href={`tel:${CARE_EMERGENCY_PHONE}`} css={(theme) => actionLink(theme, 'secondary')}>
            {text.emergencyCall}
          </a>
          <p css={note}>{text.emergencyNote}</p>
        </li>
      </ul>
      <p css={{ margin: 0 }}>{text.caps}</p>
      <p css={{ margin: 0 }}>{text.closing}</p>
      <p css={{ margin: 0 }}>{text.someoneElse}</p>
    </section>
  );
}
