import { useEffect, useRef, useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { mainContentId } from '../../shared/page-shell.tsx';
import { PushBanner } from '../push/push-banner.tsx';
import { InstallDialog } from './install-dialog.tsx';
import { installStrings } from './strings.ts';
import { type InstallPrompt, useInstallPrompt } from './use-install-prompt.ts';

const text = installStrings.banner;

/** The install banner (spec §2 Prompts): 'Instalar' opens the 'Instale o app' modal, 'Agora não' dismisses it. */
export function InstallBanner({ install }: { install: InstallPrompt }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [promptFailed, setPromptFailed] = useState(false);

  const installNow = async () => {
    setBusy(true);
    // 'accepted' hides the banner (installed); 'dismissed' spends the event and the modal shows the manual steps.
    const outcome = await install.prompt();
    setBusy(false);
    if (outcome === 'unavailable') setPromptFailed(true);
  };

  return (
    <section
      aria-label={text.title}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.controlBorder}`,
      })}
    >
      <div>
        <strong css={{ display: 'block' }}>{text.title}</strong>
        <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
          {text.text}
        </span>
      </div>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
        <Button
          aria-haspopup="dialog"
          onClick={() => {
            setOpen(true);
          }}
        >
          {text.open}
        </Button>
        <Button variant="ghost" onClick={install.dismiss}>
          {text.dismiss}
        </Button>
      </div>
      <InstallDialog
        open={open}
        method={install.method}
        busy={busy}
        promptFailed={promptFailed}
        onInstall={() => void installNow()}
        onDismiss={install.dismiss}
      />
    </section>
  );
}

/**
 * One prompt at a time on the dashboard: the install banner first (on iPhone push works only from the installed
 * app, and an installed app is the better place to turn reminders on); the push banner once it is gone.
 */
export function AppPrompts() {
  const install = useInstallPrompt();
  const wasShown = useRef(install.shown);

  // The banner (and the modal with it) disappears under the focused control: put focus back on the screen.
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasShown.current && !install.shown && focusLost) document.getElementById(mainContentId)?.focus();
    wasShown.current = install.shown;
  }, [install.shown]);

  return install.shown ? <InstallBanner install={install} /> : <PushBanner />;
}
