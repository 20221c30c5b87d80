import type { ButtonHTMLAttributes } from 'react';
import { type ButtonVariant, buttonStyles } from './button-styles.ts';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} css={(theme) => buttonStyles(theme, variant)} {...rest} />;
}
