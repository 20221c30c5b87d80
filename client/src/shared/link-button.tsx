import { Link, type LinkProps } from 'react-router-dom';
import { type ButtonVariant, buttonStyles } from './button-styles.ts';

type LinkButtonProps = LinkProps & { variant?: ButtonVariant };

/** A navigation link styled as a button (it still navigates, so it stays an <a>). */
export function LinkButton({ variant = 'primary', ...rest }: LinkButtonProps) {
  return <Link css={(theme) => buttonStyles(theme, variant)} {...rest} />;
}
