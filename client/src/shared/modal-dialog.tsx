import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button.tsx';

interface ModalDialogProps {
  open: boolean;
  /** Called when the dialog closes by its close button, Escape or the parent setting `open` to false. */
  onClose: () => void;
  title: ReactNode;
  /** Accessible text of the × button, from the feature's strings. */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and gives focus back to the control
 * that opened it. Content is mounted only while open, so each opening starts fresh.
 */
export function ModalDialog({ open, onClose, title, closeLabel, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      css={(theme) => ({
        padding: 0,
        border: 'none',
        borderRadius: theme.radii.lg,
        width: 'min(36rem, calc(100vw - 24px))',
        maxHeight: 'calc(100dvh - 24px)',
        overflow: 'auto',
        background: theme.colors.surface,
        color: theme.colors.text,
        boxShadow: '0 12px 40px rgba(29, 43, 42, 0.25)',
        '&::backdrop': { background: 'rgba(29, 43, 42, 0.55)' },
      })}
    >
      {open && (
        <>
          <div
            css={(theme) => ({
              position: 'sticky',
              top: 0,
              zIndex: 1,
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              gap: theme.space.sm,
              padding: `${theme.space.md} ${theme.space.md} ${theme.space.sm} ${theme.space.lg}`,
              background: theme.colors.surface,
              borderBottom: `1px solid ${theme.colors.border}`,
            })}
          >
            <h2
              id={titleId}
              css={(theme) => ({ margin: `${theme.space.sm} 0 0`, fontSize: theme.fontSizes.lg })}
            >
              {title}
            </h2>
            <Button
              variant="ghost"
              aria-label={closeLabel}
              onClick={onClose}
              css={{ textDecoration: 'none' }}
            >
              <span aria-hidden="true" css={{ fontSize: '1.5rem', lineHeight: 1 }}>
                ×
              </span>
            </Button>
          </div>
          <div css={(theme) => ({ padding: theme.space.lg })}>{children}</div>
        </>
      )}
    </dialog>
  );
}
