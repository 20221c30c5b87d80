import { useState } from 'react';
import { clearDismissalWhenGranted } from './push-rules.ts';
import { notificationPermission, subscribeBrowser } from './push-browser.ts';
import { useLazyGetVapidPublicKeyQuery, useSubscribePushMutation } from './push-api.ts';

/** 'Ativar notificações': permission, browser subscription, then the server keeps it. True when all went well. */
export function useEnablePush() {
  const [getKey] = useLazyGetVapidPublicKeyQuery();
  const [subscribe] = useSubscribePushMutation();
  const [busy, setBusy] = useState(false);
  async function enable(): Promise<boolean> {
    setBusy(true);
    try {
      const { publicKey } = await getKey(undefined, true).unwrap();
      const json = await subscribeBrowser(publicKey);
      clearDismissalWhenGranted(localStorage, notificationPermission());
      if (!json?.endpoint || !json.keys?.p256dh || !json.keys.auth) return false;
      await subscribe({
        endpoint: json.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
      }).unwrap();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { enable, busy };
}
