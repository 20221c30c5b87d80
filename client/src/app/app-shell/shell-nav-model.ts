/**
 * Where the shell's navigation goes and what it holds (issue 23: a way around). On a phone it is a bar at the
 * bottom, in reach of the thumb: three destinations and 'Mais' with the rest. When the text is large (150 %, 200 %)
 * three labels no longer fit beside 'Mais', so the bar keeps 'Dashboard' and 'Mais' only. On a wider screen it is
 * one row at the top, every destination in it.
 */
export type NavLayout = 'top' | 'bar' | 'bar-compact';

/** Up to this viewport width (px, the theme's mobile breakpoint) the navigation is a bottom bar. */
const BAR_MAX_WIDTH = 768;
/** The bar's four slots need this many rem (labels of 9 letters at 0.8125 rem, with their padding). */
const BAR_FULL_MIN_REM = 20;

/** The layout for a viewport `width` px wide whose root font size is `remPx` px (browser text size included). */
export function navLayout(width: number, remPx: number): NavLayout {
  if (width > BAR_MAX_WIDTH) return 'top';
  const rem = remPx > 0 ? remPx : 16;
  return width / rem >= BAR_FULL_MIN_REM ? 'bar' : 'bar-compact';
}

export type NavItemId =
  'dashboard' | 'completion' | 'progress' | 'journal' | 'savedGuidance' | 'settings' | 'support' | 'signOut';

export interface NavGroups {
  /** Shown in the bar (or the top row). */
  main: NavItemId[];
  /** Behind 'Mais' (empty at the top: everything fits in the row). */
  more: NavItemId[];
}

/**
 * The spec's shell (Dashboard, Conclusão when due, Sair) plus our screens, in this order. In the bar: Dashboard,
 * Conclusão when due (it takes Diário's place), Progresso and Diário; the compact bar keeps Dashboard alone.
 */
export function navGroups(layout: NavLayout, options: { completion: boolean; support: boolean }): NavGroups {
  const all: NavItemId[] = [
    'dashboard',
    ...(options.completion ? (['completion'] as const) : []),
    'progress',
    'journal',
    'savedGuidance',
    'settings',
    ...(options.support ? (['support'] as const) : []),
    'signOut',
  ];
  if (layout === 'top') return { main: all, more: [] };
  const mainCount = layout === 'bar' ? 3 : 1;
  return { main: all.slice(0, mainCount), more: all.slice(mainCount) };
}
