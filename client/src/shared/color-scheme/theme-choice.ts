/**
 * The light/dark choice made in Configurações: 'auto' follows the system (prefers-color-scheme), 'light' and
 * 'dark' pin it. Stored on this device (localStorage) and applied as `data-theme` on <html>, which the global
 * styles read. public/theme-init.js applies the stored choice before the first paint with the same key and
 * values; keep both in step.
 */
export const THEME_CHOICES = ['auto', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = 'detox21.theme';

/** Browser chrome colour per palette (meta theme-color). Light: the brand teal; dark: the page background. */
export const THEME_COLOR_META = { light: '#0b5e57', dark: '#121918' } as const;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The stored choice; 'auto' when none, unreadable (private mode) or unknown. */
export function readThemeChoice(storage: Storage | undefined = safeLocalStorage()): ThemeChoice {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

/** Keeps the choice ('auto' is the absence of one). False when the device refused to store it. */
export function storeThemeChoice(
  choice: ThemeChoice,
  storage: Storage | undefined = safeLocalStorage(),
): boolean {
  try {
    if (!storage) return false;
    if (choice === 'auto') storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts a choice on the page: `data-theme` on <html> (the global styles switch the palette and `color-scheme`,
 * so form controls and scrollbars follow) and the theme-color metas (one per system scheme; a pinned choice
 * sets both to its palette's colour).
 */
export function applyThemeChoice(choice: ThemeChoice, doc: Document = document): void {
  if (choice === 'auto') doc.documentElement.removeAttribute('data-theme');
  else doc.documentElement.setAttribute('data-theme', choice);
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = choice === 'auto' ? (meta.media.includes('dark') ? 'dark' : 'light') : choice;
    meta.content = THEME_COLOR_META[scheme];
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
