import { useSyncExternalStore } from 'react';
import { Button } from '../button.tsx';
import { sharedStrings } from '../strings.ts';
import { currentToasts, dismissToast, subscribeToToasts, type Toast } from './toast-store.ts';

function ToastCard({ toast }: { toast: Toast }) {
  const destructive = toast.variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      css={(theme) => ({
        display: 'flex',
        alignItems: 'flex-start',
        gap: theme.space.sm,
        padding: `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`,
        borderRadius: theme.radii.md,
        boxShadow: '0 8px 24px rgba(29, 43, 42, 0.2)',
        background: destructive ? theme.colors.danger : theme.colors.primary,
        color: theme.colors.onPrimary,
      })}
    >
      <div css={{ flex: 1, paddingTop: 10 }}>
        <p css={{ margin: 0, fontWeight: 700 }}>{toast.title}</p>
        {toast.description && <p css={{ margin: '4px 0 0' }}>{toast.description}</p>}
      </div>
      <Button
        variant="ghost"
        aria-label={sharedStrings.closeNotification}
        onClick={() => {
          dismissToast(toast.id);
        }}
        css={(theme) => ({ color: theme.colors.onPrimary, textDecoration: 'none', padding: 0 })}
      >
        <span aria-hidden="true" css={{ fontSize: '1.5rem', lineHeight: 1 }}>
          ×
        </span>
      </Button>
    </div>
  );
}

/** Where toasts appear: bottom of the screen on phones, top right on wide screens. Mounted once. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return (
    <div
      css={(theme) => ({
        position: 'fixed',
        zIndex: 1000,
        left: theme.space.md,
        right: theme.space.md,
        // Above the mini player and the shell's bottom bar when shown (they set these heights).
        bottom: `calc(max(${theme.space.md}, env(safe-area-inset-bottom)) + var(--mini-player-height, 0px) + var(--shell-nav-height, 0px))`,
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.sm,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
        '@media (min-width: 769px)': { left: 'auto', bottom: 'auto', top: theme.space.md, width: '24rem' },
      })}
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
