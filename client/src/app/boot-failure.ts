import { theme } from './theme.ts';

/**
 * Boot failure screen in plain DOM (spec §8 "Boot failures"): React itself may be what failed.
 * `data-boot-failure` tells public/boot-check.js that the failure is already on screen.
 */
export function renderBootFailure(message: string, retryLabel: string, container: HTMLElement | null): void {
  const panel = document.createElement('div');
  panel.setAttribute('data-boot-failure', 'main');
  panel.setAttribute('role', 'alert');
  Object.assign(panel.style, {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.md,
    padding: theme.space.lg,
    textAlign: 'center',
    background: theme.colors.background,
    color: theme.colors.text,
    fontFamily: theme.fonts.body,
  });

  const text = document.createElement('p');
  text.textContent = message;

  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = retryLabel;
  Object.assign(button.style, {
    minHeight: '48px',
    padding: `0 ${theme.space.lg}`,
    border: '0',
    borderRadius: theme.radii.md,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    font: `600 16px ${theme.fonts.body}`,
    cursor: 'pointer',
  });
  button.addEventListener('click', () => {
    window.location.reload();
  });

  panel.append(text, button);
  if (container) container.replaceChildren(panel);
  else document.body.append(panel);
  button.focus();
}
