import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { selectIsAuthenticated } from '../../entities/auth/auth-slice.ts';
import { installMethod, shouldShowInstallBanner } from './install-rules.ts';
import { installStore } from './install-store.ts';

/** The install prompt's state for the signed-in screens: whether the banner shows, and what the modal offers. */
export function useInstallPrompt() {
  const store = installStore();
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const canPrompt = state.deferredPrompt !== null;
  return {
    shown: shouldShowInstallBanner({
      authenticated,
      platform: state.platform,
      standalone: state.standalone,
      dismissed: state.dismissed,
      canPrompt,
      installed: state.installed,
    }),
    method: installMethod(state.platform, canPrompt),
    prompt: store.prompt,
    dismiss: store.dismiss,
  };
}

export type InstallPrompt = ReturnType<typeof useInstallPrompt>;
