import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../../shared/button-styles.ts';
import { type ShellView, shellHref } from './shell-view.ts';
import { appShellStrings } from './strings.ts';

const text = appShellStrings.nav;

interface ShellNavProps {
  view: ShellView;
  showCompletion: boolean;
  /** Support staff and admins: a link to /support. */
  showSupport?: boolean;
  onSignOut: () => Promise<void>;
}

/** The screens beside the journey: progress, journal, saved guidance and settings (issue 23: a way around). */
const pages = [
  { to: '/progress', label: text.progress },
  { to: '/journal', label: text.journal },
  { to: '/saved-guidance', label: text.savedGuidance },
  { to: '/settings', label: text.settings },
] as const;

/**
 * Top-right navigation of /app: Dashboard, Conclusão (journey complete only), Progresso, Diário, Orientações
 * salvas, Configurações, Suporte (staff) and Sair (spec §2, plus the screens it leaves unreachable).
 */
export function ShellNav({ view, showCompletion, showSupport = false, onSignOut }: ShellNavProps) {
  const [signingOut, setSigningOut] = useState(false);
  const links: { view: ShellView; label: string }[] = [
    { view: 'dashboard', label: text.dashboard },
    ...(showCompletion ? [{ view: 'completion' as const, label: text.completion }] : []),
  ];
  return (
    <nav aria-label={text.label} css={{ display: 'flex', justifyContent: 'flex-end' }}>
      <ul
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.xs,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        })}
      >
        {links.map((link) => (
          <li key={link.view}>
            <Link
              to={shellHref[link.view]}
              aria-current={view === link.view ? 'page' : undefined}
              css={(theme) => [
                buttonStyles(theme, 'ghost'),
                { textDecoration: 'none', padding: `0 ${theme.space.md}` },
                view === link.view && { background: theme.colors.primarySoft },
              ]}
            >
              {link.label}
            </Link>
          </li>
        ))}
        {pages.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              css={(theme) => [
                buttonStyles(theme, 'ghost'),
                { textDecoration: 'none', padding: `0 ${theme.space.md}` },
              ]}
            >
              {page.label}
            </Link>
          </li>
        ))}
        {showSupport && (
          <li>
            <Link
              to="/support"
              css={(theme) => [
                buttonStyles(theme, 'ghost'),
                { textDecoration: 'none', padding: `0 ${theme.space.md}` },
              ]}
            >
              {text.support}
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void onSignOut().finally(() => {
                setSigningOut(false);
              });
            }}
            css={(theme) => [buttonStyles(theme, 'secondary'), { padding: `0 ${theme.space.md}` }]}
          >
            {signingOut ? text.signingOut : text.signOut}
          </button>
        </li>
      </ul>
    </nav>
  );
}
