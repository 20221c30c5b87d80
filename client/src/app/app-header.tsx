import { Link } from 'react-router-dom';
import { isLandingPath } from '../features/landing/landing-path.ts';
import { sharedStrings } from '../shared/strings.ts';

/** The shared top element is hidden on the sales and landing pages (spec §2). */
export function showsAppHeader(pathname: string): boolean {
  return pathname !== '/' && !isLandingPath(pathname);
}

export function AppHeader() {
  return (
    <header
      css={(theme) => ({
        minHeight: theme.sizes.header,
        display: 'flex',
        alignItems: 'center',
        padding: `0 max(${theme.space.md}, env(safe-area-inset-left))`,
        background: theme.colors.surface,
        borderBottom: `1px solid ${theme.colors.border}`,
      })}
    >
      <Link
        to="/"
        css={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: theme.sizes.touchTarget,
          padding: `0 ${theme.space.xs}`,
          borderRadius: theme.radii.sm,
          color: theme.colors.primary,
          fontWeight: 700,
          fontSize: theme.fontSizes.lg,
          textDecoration: 'none',
        })}
      >
        {sharedStrings.productName}
      </Link>
    </header>
  );
}
