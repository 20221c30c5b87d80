import { Button } from '../../shared/button.tsx';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { useSetConsentMutation } from '../../entities/settings/settings-api.ts';
import { dayProgrammeStrings } from './strings.ts';
import { Row } from '../../shared/row.tsx';

const text = dayProgrammeStrings.consent;

interface ConsentStepProps {
  onGranted: () => void;
  onDeclined: () => void;
}

/** Asks, in context, for the consent the questionnaire's answers need (PUT /api/me/consents/questionnaire_answers). */
export function ConsentStep({ onGranted, onDeclined }: ConsentStepProps) {
  const [setConsent, { isLoading, isError }] = useSetConsentMutation();
  const agree = async () => {
    try {
      await setConsent({ purpose: 'questionnaire_answers', granted: true }).unwrap();
      onGranted();
    } catch {
      // Shown below from the mutation's state; the subscriber can try again.
    }
  };
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
      <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>{text.heading}</h3>
      <p css={{ margin: 0 }}>{text.body}</p>
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{text.needed}</p>
      {isError && <InlineAlert>{text.saveError}</InlineAlert>}
      <Row>
        <Button disabled={isLoading} onClick={() => void agree()}>
          {isLoading ? text.saving : text.agree}
        </Button>
        <Button variant="secondary" onClick={onDeclined}>
          {text.notNow}
        </Button>
      </Row>
    </div>
  );
}
