import { keyframes } from '@emotion/react';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Thin bar at the top while the next screen's code downloads; the old screen stays usable meanwhile. */
export function NavigationProgress() {
  return (
    <div
      aria-hidden="true"
      css={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: 10,
        background: theme.colors.primarySoft,
        '&::after': {
          content: '""',
          display: 'block',
          width: '40%',
          height: '100%',
          background: theme.colors.primary,
          animation: `${slide} 1.2s ease-in-out infinite`,
        },
      })}
    />
  );
}
