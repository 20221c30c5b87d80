import { APP_SHELL_ATTRIBUTE } from '@detox/server/contracts/route-preloads';

/** After this long the live screen replaces the prerendered one whatever it shows (a very slow start). */
const SHELL_MAX_MS = 30_000;

/** The live screen has something to show: a screen's heading (any screen: a signed-in visitor is sent on). */
const hasContent = (live: HTMLElement) => live.querySelector('main h1') !== null;

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What the person typed into the prerendered view goes into the live screen's field of the same name. */
function carryTyping(shell: HTMLElement, live: HTMLElement): void {
  for (const field of shell.querySelectorAll<Field>('input[name], textarea[name]')) {
    if (field.value === '' || field.type === 'checkbox' || field.type === 'radio') continue;
    const target = live.querySelector<Field>(
      `${field.tagName.toLowerCase()}[name="${CSS.escape(field.name)}"]`,
    );
    if (target === null || target.value === field.value) continue;
    // React tracks a field's value itself: set it as the browser would, then tell React through an input event.
    const prototype =
      target instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, field.value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Where the app renders. A screen whose HTML came with its first view prerendered (server/src/contracts/
 * route-preloads.ts, appShellFiles) keeps that view on screen while the app starts in a container of its own, off
 * the page: no spinner between the two. When the live screen has content, it takes the view's place with what the
 * person typed and the focus (issue 23 item 7). Any other screen renders into #root.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const shell = root.querySelector<HTMLElement>(`:scope > [${APP_SHELL_ATTRIBUTE}]`);
  if (shell === null) return root;
  const live = document.createElement('div');
  // No box of its own: the screen lays out as if it were #root's child.
  live.style.display = 'contents';

  const takeOver = () => {
    observer.disconnect();
    window.clearTimeout(fallback);
    carryTyping(shell, live);
    const focused = document.activeElement;
    const focusedName = focused instanceof HTMLInputElement && shell.contains(focused) ? focused.name : '';
    shell.replaceWith(live);
    document.querySelector(`style[${APP_SHELL_ATTRIBUTE}]`)?.remove();
    if (focusedName !== '')
      live.querySelector<HTMLElement>(`input[name="${CSS.escape(focusedName)}"]`)?.focus();
  };
  const observer = new MutationObserver(() => {
    if (hasContent(live)) takeOver();
  });
  observer.observe(live, { childList: true, subtree: true });
  const fallback = window.setTimeout(takeOver, SHELL_MAX_MS);
  return live;
}
