import { type InputHTMLAttributes, useId } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string };

/** A labelled input, 48 px tall, with an optional hint tied to it for screen readers. */
export function TextField({ label, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-dica`;
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        css={(theme) => ({
          width: '100%',
          minWidth: 0,
          minHeight: 48,
          padding: `0 ${theme.space.md}`,
          borderRadius: theme.radii.md,
          border: `2px solid ${theme.colors.controlBorder}`,
          background: theme.colors.surface,
          color: theme.colors.text,
          fontSize: theme.fontSizes.md,
          '&:focus-visible': { borderColor: theme.colors.primary },
        })}
        {...input}
      />
      {hint && (
        <span id={hintId} css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
          {hint}
        </span>
      )}
    </div>
  );
}
