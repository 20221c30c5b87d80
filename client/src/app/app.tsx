import { ThemeProvider } from '@emotion/react';
import { RouterProvider } from 'react-router-dom';
import { FatalErrorBoundary } from './fatal-error/fatal-error-boundary.tsx';
import { GlobalStyles } from './global-styles.tsx';
import type { AppRouter } from './router.tsx';
import { theme } from './theme.ts';

export function App({ router }: { router: AppRouter }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <FatalErrorBoundary>
        <RouterProvider router={router} />
      </FatalErrorBoundary>
    </ThemeProvider>
  );
}
