import { useEffect, useState } from 'react';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { Button } from '../../shared/button.tsx';
import { PromptBanner } from '../../shared/prompt-banner.tsx';
import { promptTurn } from '../../shared/prompt-turn.ts';
import { selectIsAuthenticated } from '../auth/auth-slice.ts';
import { clearDismissalWhenGranted, dismiss, isDismissed, shouldShowPushBanner } from './push-rules.ts';
import { currentSubscription, notificationPermission, pushSupported } from './push-browser.ts';
import { pushStrings } from './strings.ts';
import { useEnablePush } from './use-enable-push.ts';

const text = pushStrings.banner;

/**
 * The push banner (spec §2 Prompts): 'Ativar notificações' subscribes, 'Agora não' dismisses it for good (spec §4)
 * and no other prompt shows during this visit.
 */
export function PushBanner() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  // spec §4: a dismissal is forgotten once notification permission is granted.
  const [dismissed, setDismissed] = useState(() => {
    clearDismissalWhenGranted(localStorage, notificationPermission());
    return isDismissed(localStorage);
  });
  const { enable, busy } = useEnablePush();

  useEffect(() => {
    void currentSubscription().then((subscription) => {
      setSubscribed(subscription !== null);
    });
  }, []);

  const shown =
    subscribed !== null &&
    shouldShowPushBanner({
      authenticated,
      supported: pushSupported(),
      permission: notificationPermission(),
      dismissed,
      subscribed,
    });
  if (!shown) return null;

  return (
    <PromptBanner
      title={text.title}
      text={text.text}
      actions={
        <>
          <Button
            disabled={busy}
            onClick={() => {
              void enable().then((ok) => {
                if (ok) setSubscribed(true);
                else setDismissed(isDismissed(localStorage));
              });
            }}
          >
            {text.enable}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              dismiss(localStorage);
              promptTurn.declined();
              setDismissed(true);
            }}
          >
            {text.dismiss}
          </Button>
        </>
      }
    />
  );
}
