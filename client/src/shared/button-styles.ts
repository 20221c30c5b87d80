import { css, type Theme } from '@emotion/react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

// Shared by <Button> and <LinkButton> so a link that looks like a button behaves like one too.
export const buttonStyles = (theme: Theme, variant: ButtonVariant) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: ${theme.sizes.touchTarget};
  min-width: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space.lg};
  border-radius: ${theme.radii.md};
  border: 2px solid transparent;
  font-weight: 600;
  font-size: ${theme.fontSizes.md};
  line-height: 1.2;
  text-align: center;
  /* With text at 200% on a narrow screen a long word breaks rather than widening the screen. */
  overflow-wrap: anywhere;
  /* A label that wraps splits into even lines, never a lone word or number ('Gerar desafio da semana / 1'). */
  text-wrap: balance;
  text-decoration: none;
  cursor: pointer;
  touch-action: manipulation;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${
    variant === 'primary' &&
    css`
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
      &:hover:not(:disabled) {
        background: ${theme.colors.primaryHover};
      }
    `
  }
  ${
    variant === 'secondary' &&
    css`
      background: ${theme.colors.surface};
      color: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      &:hover:not(:disabled) {
        background: ${theme.colors.primarySoft};
      }
    `
  }
  ${
    variant === 'ghost' &&
    css`
      background: transparent;
      color: ${theme.colors.primary};
      text-decoration: underline;
      &:hover:not(:disabled) {
        background: ${theme.colors.primarySoft};
      }
    `
  }
`;
