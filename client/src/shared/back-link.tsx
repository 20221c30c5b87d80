import { LinkButton } from './link-button.tsx';

/** The way back at the top of a screen ('← Voltar ao painel'): a quiet link, a full touch target. */
export function BackLink({ to = '/app?view=dashboard', label }: { to?: string; label: string }) {
  return (
    <LinkButton to={to} variant="ghost" css={{ justifySelf: 'start', alignSelf: 'start', paddingLeft: 0 }}>
      <span aria-hidden="true">←</span> {label}
    </LinkButton>
  );
}
