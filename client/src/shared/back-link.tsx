import { LinkButton } from './link-button.tsx';

/** The way back at the top of a screen ('← Voltar ao painel'): a quiet link, a full touch target. */
export function BackLink({ to = '/app?view=dashboard', label }: { to?: string; label: string }) {
  return (
    <LinkButton
      to={to}
      variant="ghost"
      // min-width 0: in a grid column it may shrink to the screen and wrap (200 % text at 320 px), not widen it.
      css={{ justifySelf: 'start', alignSelf: 'start', paddingLeft: 0, minWidth: 0, maxWidth: '100%' }}
    >
      <span aria-hidden="true">←</span> {label}
    </LinkButton>
  );
}
