import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '../../shared/button.tsx';
import { PromptBanner } from '../../shared/prompt-banner.tsx';
import { promptTurn } from '../../shared/prompt-turn.ts';
import { pwaStrings } from './strings.ts';
import { applyUpdate, dismissUpdate, subscribeToWaitingWorker, waitingWorker } from './sw-registration.ts';

const text = pwaStrings.update;
const noWorker = () => null;

/**
 * Shown when a new version of the app has installed and waits (spec §4): 'Atualizar' lets it take over and
 * reloads, 'Agora não' hides it until the next visit. Mounted once, at the root of the SPA. While it shows, the
 * dashboard's prompts wait; after 'Agora não' they wait for the next visit (one prompt at a time).
 */
export function UpdatePrompt() {
  const worker = useSyncExternalStore(subscribeToWaitingWorker, waitingWorker, noWorker);
  const shown = worker !== null;
  useEffect(() => {
    promptTurn.setUpdateShown(shown);
  }, [shown]);
  if (worker === null) return null;
  return (
    <PromptBanner
      title={text.title}
      text={text.text}
      messageRole="status"
      css={(theme) => ({
        position: 'fixed',
        zIndex: 1001,
        left: theme.space.md,
        right: theme.space.md,
        // Above the mini player and the shell's bottom bar when shown (they set these heights).
        bottom: `calc(max(${theme.space.md}, env(safe-area-inset-bottom)) + var(--mini-player-height, 0px) + var(--shell-nav-height, 0px))`,
        color: theme.colors.text,
        boxShadow: '0 8px 24px rgba(29, 43, 42, 0.2)',
        '@media (min-width: 769px)': { left: 'auto', width: '24rem' },
      })}
      actions={
        <>
          <Button
            onClick={() => {
              applyUpdate(worker);
            }}
          >
            {text.apply}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              promptTurn.declined();
              dismissUpdate();
            }}
          >
            {text.dismiss}
          </Button>
        </>
      }
    />
  );
}
