import type { Theme } from '@emotion/react';
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonStyles } from '../../shared/button-styles.ts';
import { type NavItemId, type NavLayout, navGroups, navLayout } from './shell-nav-model.ts';
import { type ShellView, shellHref } from './shell-view.ts';
import { appShellStrings } from './strings.ts';

const text = appShellStrings.nav;

interface ShellNavProps {
  /** The shell's view on /app; elsewhere (Progresso, Diário…) the current item is the one whose address is open. */
  view?: ShellView;
  /**
   * On the screens beside /app (Progresso, Diário…), rendered above their page: the desktop row then sits in a band
   * as wide as /app's page, so it stays where it is on /app while moving between them.
   */
  besidePage?: boolean;
  showCompletion: boolean;
  /** Support staff and admins: a link to /support. */
  showSupport?: boolean;
  onSignOut: () => Promise<void>;
}

/** /app's page width (PageShell's `wide`). */
const WIDE_PAGE = '72rem';

/** The CSS variable with the bottom bar's height: the mini player, toasts and the page's end keep clear of it. */
const BAR_HEIGHT_VAR = '--shell-nav-height';

const links: Record<Exclude<NavItemId, 'signOut'>, { to: string; label: string; view?: ShellView }> = {
  dashboard: { to: shellHref.dashboard, label: text.dashboard, view: 'dashboard' },
  completion: { to: shellHref.completion, label: text.completion, view: 'completion' },
  progress: { to: '/progress', label: text.progress },
  journal: { to: '/journal', label: text.journal },
  savedGuidance: { to: '/saved-guidance', label: text.savedGuidance },
  settings: { to: '/settings', label: text.settings },
  support: { to: '/support', label: text.support },
};

function rootFontPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize);
}

/** The layout for this window and text size; follows resizing and a change of the browser's text size. */
function useNavLayout(observed: RefObject<HTMLElement | null>): NavLayout {
  const [layout, setLayout] = useState<NavLayout>(() => navLayout(window.innerWidth, rootFontPx()));
  useLayoutEffect(() => {
    const update = () => {
      setLayout(navLayout(window.innerWidth, rootFontPx()));
    };
    update();
    window.addEventListener('resize', update);
    // A new text size changes no window size, but it does change the navigation's own size.
    const observer = new ResizeObserver(update);
    if (observed.current) observer.observe(observed.current);
    return () => {
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, [observed]);
  return layout;
}

/** While the bar is shown, its height (safe area included) is published for what else sits at the bottom. */
function usePublishedBarHeight(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const publish = () => {
      root.style.setProperty(BAR_HEIGHT_VAR, `${String(element.offsetHeight)}px`);
    };
    publish();
    // The bar keeps the safe area at the bottom; the mini player above it need not.
    root.style.setProperty('--shell-nav-safe-area', '0px');
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BAR_HEIGHT_VAR);
      root.style.removeProperty('--shell-nav-safe-area');
    };
  }, [bar, shown]);
}

const topItem = (theme: Theme) => [
  buttonStyles(theme, 'ghost'),
  { textDecoration: 'none', padding: `0 ${theme.space.md}`, whiteSpace: 'nowrap' as const },
];

const barItem = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minHeight: 56,
  padding: `${theme.space.xs} 2px`,
  border: 0,
  borderRadius: 0,
  background: 'transparent',
  color: theme.colors.textMuted,
  fontFamily: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.2,
  textAlign: 'center' as const,
  textDecoration: 'none',
  whiteSpace: 'nowrap' as const,
  cursor: 'pointer',
  boxShadow: `inset 0 3px 0 transparent`,
  '&:hover': { color: theme.colors.primary, background: theme.colors.primarySoft },
  '&[aria-current="page"], &[aria-expanded="true"]': {
    color: theme.colors.primary,
    background: theme.colors.primarySoft,
    boxShadow: `inset 0 3px 0 ${theme.colors.primary}`,
  },
  '&:focus-visible': { outlineOffset: -3 },
});

const menuItem = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 48,
  padding: `${theme.space.sm} ${theme.space.lg}`,
  border: 0,
  background: 'transparent',
  color: theme.colors.text,
  fontFamily: 'inherit',
  fontSize: theme.fontSizes.md,
  fontWeight: 600,
  textAlign: 'start' as const,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: theme.colors.primarySoft, color: theme.colors.primary },
  '&[aria-current="page"]': { color: theme.colors.primary, background: theme.colors.primarySoft },
  '&:focus-visible': { outlineOffset: -3 },
});

/**
 * The navigation of /app: Dashboard, Conclusão (journey complete only) and Sair from the spec, with Progresso,
 * Diário, Orientações salvas, Configurações and Suporte (staff) beside them (issue 23: a way around). A bar at the
 * bottom of a phone ('Mais' opens the rest above it), one row at the top of a wider screen.
 */
export function ShellNav({
  view,
  besidePage = false,
  showCompletion,
  showSupport = false,
  onSignOut,
}: ShellNavProps) {
  const [signingOut, setSigningOut] = useState(false);
  // The menu is open for one address: a new one (a link in it, Dashboard ↔ Conclusão) finds it closed.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const layout = useNavLayout(navRef);
  const bar = layout !== 'top';
  const groups = navGroups(layout, { completion: showCompletion, support: showSupport });
  const location = useLocation();
  const open = bar && openAt === location.key;
  const setOpen = (shown: boolean) => {
    setOpenAt(shown ? location.key : null);
  };
  usePublishedBarHeight(barRef, bar);

  // A tap or click outside the navigation closes the menu.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  const signOut = () => {
    setSigningOut(true);
    void onSignOut().finally(() => {
      setSigningOut(false);
    });
  };

  const item = (id: NavItemId, where: 'top' | 'bar' | 'menu') => {
    const style = where === 'top' ? topItem : where === 'bar' ? barItem : menuItem;
    if (id === 'signOut') {
      return (
        <button
          type="button"
          disabled={signingOut}
          onClick={signOut}
          css={(theme) =>
            where === 'top'
              ? [buttonStyles(theme, 'secondary'), { padding: `0 ${theme.space.md}`, whiteSpace: 'nowrap' }]
              : [style(theme), where === 'menu' && { borderTop: `1px solid ${theme.colors.border}` }]
          }
        >
          {signingOut ? text.signingOut : text.signOut}
        </button>
      );
    }
    const link = links[id];
    const current = link.view !== undefined ? link.view === view : location.pathname === link.to;
    return (
      <Link
        to={link.to}
        aria-current={current ? 'page' : undefined}
        css={(theme) => [
          style(theme),
          where === 'top' && current && { background: theme.colors.primarySoft },
        ]}
      >
        {link.label}
      </Link>
    );
  };

  if (!bar) {
    return (
      <nav
        ref={navRef}
        aria-label={text.label}
        css={(theme) => ({
          display: 'flex',
          justifyContent: 'flex-end',
          ...(besidePage && {
            maxWidth: WIDE_PAGE,
            margin: '0 auto',
            padding: `${theme.space.xl} ${theme.space.md} 0`,
          }),
        })}
      >
        <ul
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            gap: theme.space.xs,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          })}
        >
          {groups.main.map((id) => (
            <li key={id}>{item(id, 'top')}</li>
          ))}
        </ul>
      </nav>
    );
  }

  return (
    <nav
      ref={navRef}
      aria-label={text.label}
      onBlur={(event) => {
        // Tabbing out of the menu closes it (a click elsewhere is the pointerdown above; a tap that focuses
        // nothing, as Safari's, leaves relatedTarget null and must not close the menu under the finger).
        const next = event.relatedTarget;
        if (open && next instanceof Node && !navRef.current?.contains(next)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          moreButton.current?.focus();
        }
      }}
    >
      <div
        ref={barRef}
        css={(theme) => ({
          position: 'fixed',
          zIndex: 30,
          left: 0,
          right: 0,
          bottom: 0,
          padding: `0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)`,
          background: theme.colors.surface,
          borderTop: `1px solid ${theme.colors.border}`,
          boxShadow: theme.shadows.card,
        })}
      >
        <ul
          css={{
            display: 'grid',
            gridAutoColumns: 'minmax(0, 1fr)',
            gridAutoFlow: 'column',
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {groups.main.map((id) => (
            <li key={id}>{item(id, 'bar')}</li>
          ))}
          <li>
            <button
              ref={moreButton}
              type="button"
              aria-expanded={open}
              aria-controls={open ? menuId : undefined}
              onClick={() => {
                setOpen(!open);
              }}
              css={barItem}
            >
              {text.more}
            </button>
          </li>
        </ul>
      </div>
      {/* After the bar: Tab goes from Mais into the menu it opened. */}
      {open && (
        <div
          id={menuId}
          css={(theme) => ({
            position: 'fixed',
            zIndex: 31,
            left: 0,
            right: 0,
            bottom: `var(${BAR_HEIGHT_VAR}, 0px)`,
            maxHeight: `calc(100dvh - var(${BAR_HEIGHT_VAR}, 0px) - ${theme.space.xl})`,
            overflowY: 'auto',
            padding: `${theme.space.sm} max(0px, env(safe-area-inset-right)) ${theme.space.sm} max(0px, env(safe-area-inset-left))`,
            background: theme.colors.surface,
            borderTop: `1px solid ${theme.colors.border}`,
            borderTopLeftRadius: theme.radii.lg,
            borderTopRightRadius: theme.radii.lg,
            boxShadow: theme.shadows.card,
          })}
        >
          <ul css={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {groups.more.map((id) => (
              <li key={id}>{item(id, 'menu')}</li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
