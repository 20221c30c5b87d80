import { completionScreen } from '@detox/fixtures/marketing/completion';
import { useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { ModalDialog } from '../../shared/modal-dialog.tsx';
import { useActionKeys } from '../../entities/progress/action-key.ts';
import { useRestartJourneyMutation } from '../../entities/progress/progress-api.ts';
import { writeErrorMessage } from '../../entities/progress/write-error.ts';
import { completionStrings as text } from './strings.ts';
import { Row } from '../../shared/row.tsx';

/** 'Reiniciar Jornada': asks first, restarts the journey on the server, then signs out (spec §2). */
export function RestartJourney({ onRestarted }: { onRestarted: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [restart, { isLoading, isError, error }] = useRestartJourneyMutation();
  const keys = useActionKeys();

  const confirm = async () => {
    try {
      await restart({ key: keys.keyFor('restart') }).unwrap();
      keys.settle();
      await onRestarted();
    } catch (failure) {
      keys.settle(failure);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setConfirming(true);
        }}
      >
        {completionScreen.buttons.restart}
      </Button>
      <ModalDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title={text.confirmTitle}
        closeLabel={text.close}
      >
        <p>{text.confirmBody}</p>
        <p>{completionScreen.restartNote}</p>
        {isError && <InlineAlert>{writeErrorMessage(error, text.restartError)}</InlineAlert>}
        <Row css={(theme) => ({ marginTop: theme.space.md })}>
          <Button disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? text.restarting : text.confirmRestart}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setConfirming(false);
            }}
          >
            {text.cancel}
          </Button>
        </Row>
      </ModalDialog>
    </>
  );
}
