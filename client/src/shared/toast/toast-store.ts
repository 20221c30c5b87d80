/**
 * App-wide toasts without the store: a tiny module-level list that any screen can push to and the one
 * <Toaster> renders. Toasts outlive navigation (a login toast shows on the page the login leads to).
 */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  /** 'destructive' for failures: announced at once (role alert), red. */
  variant: 'default' | 'destructive';
}

export const TOAST_DURATION_MS = 6000;
const MAX_TOASTS = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/**
 * Shows a toast for TOAST_DURATION_MS. A success (the default variant) clears the failures shown before it: a
 * 'Código inválido' must not stay over the dashboard the next, successful sign-in opens.
 */
export function showToast(toast: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }): number {
  const id = nextId++;
  const entry: Toast = { variant: 'default', ...toast, id };
  const kept =
    entry.variant === 'default' ? toasts.filter((shown) => shown.variant !== 'destructive') : toasts;
  publish([...kept, entry].slice(-MAX_TOASTS));
  setTimeout(() => {
    dismissToast(id);
  }, TOAST_DURATION_MS);
  return id;
}

/**
 * Clears the cheerful toasts (the default variant) at once, the failures kept: the care card or the check-in has just
 * appeared, and "Que alegria ter você aqui!" must not sit over the words for someone who may be in crisis.
 */
export function dismissCheerfulToasts(): void {
  publish(toasts.filter((toast) => toast.variant !== 'default'));
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
