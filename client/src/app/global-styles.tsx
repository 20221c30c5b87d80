import { css, Global, type Theme } from '@emotion/react';

const globalStyles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
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
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
