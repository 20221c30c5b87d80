import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../../shared/button.tsx';
import { mainContentId } from '../../shared/page-shell.tsx';
import { PromptBanner } from '../../shared/prompt-banner.tsx';
import { dashboardPromptAllowed, promptTurn } from '../../shared/prompt-turn.ts';
import { PushBanner } from '../../entities/push/push-banner.tsx';
import { InstallDialog } from './install-dialog.tsx';
import { installStrings } from './strings.ts';
import { type InstallPrompt, useInstallPrompt } from './use-install-prompt.ts';

const text = installStrings.banner;

/** The install banner (spec §2 Prompts): 'Instalar' opens the 'Instale o app' modal, 'Agora não' dismisses it. */
export function InstallBanner({ install }: { install: InstallPrompt }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [promptFailed, setPromptFailed] = useState(false);
  // Stored for good (spec §4), and no other prompt during this visit.
  const decline = () => {
    promptTurn.declined();
    install.dismiss();
  };

  const installNow = async () => {
    setBusy(true);
    // 'accepted' hides the banner (installed); 'dismissed' spends the event and the modal shows the manual steps.
    const outcome = await install.prompt();
    setBusy(false);
    if (outcome === 'unavailable') setPromptFailed(true);
  };

  return (
    <PromptBanner
      title={text.title}
      text={text.text}
      actions={
        <>
          <Button
            aria-haspopup="dialog"
            onClick={() => {
              setOpen(true);
            }}
          >
            {text.open}
          </Button>
          <Button variant="ghost" onClick={decline}>
            {text.dismiss}
          </Button>
        </>
      }
    >
      <InstallDialog
        open={open}
        method={install.method}
        busy={busy}
        promptFailed={promptFailed}
        onInstall={() => void installNow()}
        onDismiss={decline}
      />
    </PromptBanner>
  );
}

/**
 * One prompt at a time on the dashboard: the install banner first (on iPhone push works only from the installed
 * app, and an installed app is the better place to turn reminders on); the push banner once it is installed, or on
 * a later visit once it was turned down. Neither while the new-version prompt shows (shared/prompt-turn.ts).
 */
export function AppPrompts() {
  const install = useInstallPrompt();
  const turn = useSyncExternalStore(promptTurn.subscribe, promptTurn.getState);
  const wasShown = useRef(install.shown);

  // The banner (and the modal with it) disappears under the focused control: put focus back on the screen.
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasShown.current && !install.shown && focusLost) document.getElementById(mainContentId)?.focus();
    wasShown.current = install.shown;
  }, [install.shown]);

  if (!dashboardPromptAllowed(turn)) return null;
  return install.shown ? <InstallBanner install={install} /> : <PushBanner />;
}
