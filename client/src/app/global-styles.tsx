import { css, Global, type Theme } from '@emotion/react';
import { colorVariable, darkColors, lightColors, type ColorName } from './theme.ts';

const palette = (colors: Record<ColorName, string>) =>
  (Object.keys(colors) as ColorName[]).map((name) => `${colorVariable(name)}: ${colors[name]};`).join('\n');

// Light by default; dark when the system asks for it and no light choice is pinned, or when dark is pinned
// (data-theme, set from Configurações by shared/color-scheme/theme-choice.ts and public/theme-init.js).
// The sales pages (marked data-light-only) stay light: their media and banners are drawn for it.
const darkPalette = `
  ${palette(darkColors)}
  --shadow-card: 0 1px 2px rgba(0, 0, 0, 0.4), 0 4px 16px rgba(0, 0, 0, 0.3);
  color-scheme: dark;
`;

const globalStyles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  :root {
    ${palette(lightColors)}
    --shadow-card: 0 1px 2px rgba(29, 43, 42, 0.06), 0 4px 16px rgba(29, 43, 42, 0.06);
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme='light']):not(:has([data-light-only])) {
      ${darkPalette}
    }
  }
  :root[data-theme='dark']:not(:has([data-light-only])) {
    ${darkPalette}
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-height: 100vh;
    min-height: 100dvh;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.5;
    -webkit-tap-highlight-color: transparent;
  }
  /* Text at 200% on a 320 px screen (WCAG 1.4.4, 1.4.10): a word longer than its line breaks instead of
     pushing the screen sideways. Headings and buttons may break anywhere (their width then never exceeds the
     column); running text only when a word cannot fit. The default h1 shrinks with a narrow screen. */
  body {
    overflow-wrap: break-word;
  }
  h1 {
    font-size: min(2em, 12vw);
  }
  h1,
  h2,
  h3,
  button,
  legend {
    overflow-wrap: anywhere;
  }
  h1,
  h2,
  h3 {
    line-height: 1.2;
    margin: 0 0 ${theme.space.md};
  }
  p {
    margin: 0 0 ${theme.space.md};
  }
  a {
    color: ${theme.colors.primary};
    text-underline-offset: 0.15em;
  }
  :focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
