// The single Emotion theme. Contrast ratios (WCAG) are noted where a pair is used for text or controls.
export const theme = {
  colors: {
    background: '#faf7f2', // warm off-white page background
    surface: '#ffffff',
    text: '#1d2b2a', // 13.7:1 on background
    textMuted: '#4b5a58', // 6.8:1 on background
    primary: '#0b5e57', // deep teal; white text on it 7.6:1
    primaryHover: '#084a45',
    primarySoft: '#e6f0ee', // tinted surface; primary text on it 6.6:1
    onPrimary: '#ffffff',
    accent: '#f4c77b', // warm sand highlight; dark text on it 9.3:1
    accentStrong: '#9a3f0a', // warm text and focus ring, 6.4:1 on background
    border: '#d9d3c7', // decorative dividers only
    controlBorder: '#8a817a', // input and secondary button borders, 3.6:1 on background
    danger: '#b42318', // white text on it 6.6:1
    dangerSoft: '#fdecea',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem', display: '4rem' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: { card: '0 1px 2px rgba(29, 43, 42, 0.06), 0 4px 16px rgba(29, 43, 42, 0.06)' },
  sizes: {
    touchTarget: '44px', // minimum height of anything tappable
    content: '40rem',
    header: '56px',
  },
  focusRing: '3px solid #9a3f0a',
  breakpoints: { mobile: '@media (max-width: 768px)' },
} as const;

export type AppTheme = typeof theme;
