// The single Emotion theme. Colours are CSS custom properties (`var(--color-…)`) so one stylesheet serves the
// light and the dark palette: global-styles.tsx defines both, picked by the system setting or by the choice
// made in Configurações (`data-theme` on <html>). Each var carries its light value as a fallback, for markup
// drawn before the global styles (the boot failure screen). Contrast ratios (WCAG) are noted where a pair is
// used for text or controls; every text pair is AA (4.5:1) or better in both palettes, controls 3:1.
export const lightColors = {
  background: '#faf7f2', // warm off-white page background
  surface: '#ffffff',
  text: '#1d2b2a', // 13.7:1 on background
  textMuted: '#4b5a58', // 6.8:1 on background
  primary: '#0b5e57', // deep teal; white text on it 7.6:1
  primaryHover: '#084a45',
  primarySoft: '#e6f0ee', // tinted surface; primary text on it 6.6:1
  onPrimary: '#ffffff',
  accent: '#f4c77b', // warm sand highlight; dark text on it 9.3:1
  accentStrong: '#9a3f0a', // warm text and focus ring, 6.4:1 on background; white text on it 7.0:1
  accentStrongHover: '#7f3308',
  border: '#d9d3c7', // decorative dividers only
  controlBorder: '#8a817a', // input and secondary button borders, 3.6:1 on background
  danger: '#b42318', // white text on it 6.6:1
  dangerHover: '#8f1c13',
  dangerSoft: '#fdecea',
} as const;

export type ColorName = keyof typeof lightColors;

/** The dark palette: same names, same roles. onPrimary turns dark because primary turns light. */
export const darkColors: Record<ColorName, string> = {
  background: '#121918', // text on it 15.1:1
  surface: '#1a2422', // text 13.5:1, textMuted 7.7:1
  text: '#e6eeec',
  textMuted: '#a8b8b5', // 8.7:1 on background, 6.3:1 on primarySoft
  primary: '#6ccfc2', // light teal; onPrimary on it 9.2:1; as text 9.6:1 on background, 8.6:1 on surface
  primaryHover: '#8fdcd2', // onPrimary 10.9:1
  primarySoft: '#1d3532', // primary text on it 7.1:1, text 11.1:1
  onPrimary: '#0b1f1c',
  accent: '#5e4413', // deep amber highlight; text on it 7.7:1
  accentStrong: '#f2a66a', // 8.9:1 on background, 7.9:1 on surface; onPrimary on it 8.5:1
  accentStrongHover: '#f6bd8f', // onPrimary 10.3:1
  border: '#34423f', // decorative dividers only
  controlBorder: '#7f918d', // 5.4:1 on background, 4.8:1 on surface
  danger: '#ff8a80', // 7.8:1 on background, 6.7:1 on dangerSoft; onPrimary on it 7.5:1
  dangerHover: '#ffa59d',
  dangerSoft: '#3b1d1a', // text on it 12.9:1
};

/** The custom property behind a colour: `--color-text-muted` for textMuted. */
export const colorVariable = (name: ColorName) =>
  `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const colors = Object.fromEntries(
  (Object.keys(lightColors) as ColorName[]).map((name) => [
    name,
    `var(${colorVariable(name)}, ${lightColors[name]})`,
  ]),
) as Record<ColorName, string>;

export const theme = {
  colors,
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem', display: '4rem' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: {
    card: 'var(--shadow-card, 0 1px 2px rgba(29, 43, 42, 0.06), 0 4px 16px rgba(29, 43, 42, 0.06))',
  },
  sizes: {
    touchTarget: '44px', // minimum height of anything tappable
    content: '40rem',
    header: '56px',
  },
  focusRing: `3px solid ${colors.accentStrong}`,
  breakpoints: { mobile: '@media (max-width: 768px)' },
} as const;

export type AppTheme = typeof theme;
