import { salesArticle } from '@detox/fixtures/marketing';
import { QUIZ_PATH } from '@detox/server/contracts/sales-pages';
import { ButtonLink } from '../../shared/marketing/button-link.tsx';

/**
 * The sticky quiz bar of phones (≤ 768 px). It stays out of the way while the first call to action is on
 * screen; sticky-quiz-bar.ts slides it in (data-shown) once that block has scrolled away.
 */
export function StickyQuizBar() {
  return (
    <div
      data-sticky-quiz-bar=""
      css={(theme) => ({
        display: 'none',
        '@media (max-width: 768px)': {
          display: 'flex',
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 20,
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space.sm,
          padding: `${theme.space.sm} max(${theme.space.md}, env(safe-area-inset-right)) max(${theme.space.sm}, env(safe-area-inset-bottom)) max(${theme.space.md}, env(safe-area-inset-left))`,
          background: theme.colors.primary,
          color: theme.colors.onPrimary,
          boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.18)',
          transform: 'translateY(110%)',
          visibility: 'hidden',
          transition: 'transform 180ms ease, visibility 180ms',
          '&[data-shown]': { transform: 'none', visibility: 'visible' },
        },
      })}
    >
      <span css={{ fontWeight: 700, lineHeight: 1.25 }}>{salesArticle.stickyMobileBar.text}</span>
      <ButtonLink
        href={QUIZ_PATH}
        variant="secondary"
        css={(theme) => ({ flexShrink: 0, padding: '0 14px', borderColor: theme.colors.surface })}
      >
        {salesArticle.stickyMobileBar.button}
      </ButtonLink>
    </div>
  );
}
