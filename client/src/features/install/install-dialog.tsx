import { Button } from '../../shared/button.tsx';
import { ModalDialog } from '../../shared/modal-dialog.tsx';
import type { InstallMethod } from './install-rules.ts';
import { installStrings } from './strings.ts';
import { Row } from '../../shared/row.tsx';

const text = installStrings.modal;

function Steps({ heading, steps }: { heading: string; steps: readonly string[] }) {
  return (
    <section aria-label={heading}>
      <h3 css={(theme) => ({ margin: `0 0 ${theme.space.sm}`, fontSize: theme.fontSizes.md })}>{heading}</h3>
      <ol css={(theme) => ({ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.sm })}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

interface InstallDialogProps {
  open: boolean;
  method: InstallMethod;
  busy: boolean;
  /** The browser's install dialog could not be shown: the manual steps follow. */
  promptFailed: boolean;
  onInstall: () => void;
  /** 'Agora não', the × button or Escape (spec §2: each dismisses). */
  onDismiss: () => void;
}

/** The 'Instale o app' modal (spec §2): the browser's install button, or the steps for the browser menu or iPhone. */
export function InstallDialog({
  open,
  method,
  busy,
  promptFailed,
  onInstall,
  onDismiss,
}: InstallDialogProps) {
  return (
    <ModalDialog open={open} onClose={onDismiss} title={text.title} closeLabel={text.close}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
        <p css={{ margin: 0 }}>{text.intro}</p>
        {promptFailed && method !== 'prompt' && (
          <p role="status" css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
            {text.promptUnavailable}
          </p>
        )}
        {method === 'ios-steps' && <Steps heading={text.iosHeading} steps={text.iosSteps} />}
        {method === 'browser-steps' && <Steps heading={text.browserHeading} steps={text.browserSteps} />}
        <Row>
          {method === 'prompt' && (
            <Button disabled={busy} onClick={onInstall}>
              {busy ? text.installing : text.install}
            </Button>
          )}
          <Button variant="secondary" onClick={onDismiss}>
            {text.dismiss}
          </Button>
        </Row>
      </div>
    </ModalDialog>
  );
}
