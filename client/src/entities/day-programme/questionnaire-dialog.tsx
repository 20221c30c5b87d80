import { isQueued } from '../../shared/api/api-response.ts';
import { questionsForDay } from '@detox/fixtures/questionnaire';
import { useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { ModalDialog } from '../../shared/modal-dialog.tsx';
import { ProgressBar } from '../../shared/progress-bar.tsx';
import { useActionKeys } from '../../entities/progress/action-key.ts';
import { useGetMeQuery } from '../../entities/settings/settings-api.ts';
import { isConsentRefusal, needsConsentUpFront } from './consent-state.ts';
import { ConsentStep } from './consent-step.tsx';
import { useSaveQuestionnaireMutation } from '../../entities/progress/questionnaire-api.ts';
import { canAdvance, pickOption, type QuestionnaireAnswers, toResponses } from './questionnaire-steps.ts';
import { dayProgrammeStrings } from './strings.ts';
import { WriteFailure } from '../../entities/progress/write-failure.tsx';

const text = dayProgrammeStrings.questionnaire;

interface QuestionnaireDialogProps {
  open: boolean;
  dayNumber: number;
  initialAnswers: QuestionnaireAnswers;
  onClose: () => void;
  onSaved: () => void;
}

/** The daily questionnaire, one question at a time with back and next; 'Finalizar' saves (spec §4, §5). */
export function QuestionnaireDialog({
  open,
  dayNumber,
  initialAnswers,
  onClose,
  onSaved,
}: QuestionnaireDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={fillTemplate(text.title, { n: dayNumber })}
      closeLabel={text.close}
    >
      <QuestionnaireSteps
        dayNumber={dayNumber}
        initialAnswers={initialAnswers}
        onSaved={onSaved}
        onClose={onClose}
      />
    </ModalDialog>
  );
}

function QuestionnaireSteps({
  dayNumber,
  initialAnswers,
  onSaved,
  onClose,
}: Pick<QuestionnaireDialogProps, 'dayNumber' | 'initialAnswers' | 'onSaved' | 'onClose'>) {
  const [questions] = useState(() => questionsForDay(dayNumber));
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState(initialAnswers);
  const [save, { isLoading, isError, error }] = useSaveQuestionnaireMutation();
  const keys = useActionKeys();
  const me = useGetMeQuery(undefined);
  // Asked before the first question when the account has not consented, or when a save is refused for it.
  const [consent, setConsent] = useState<'as-account' | 'asked' | 'granted'>('as-account');
  const [finishAfterConsent, setFinishAfterConsent] = useState(false);
  const question = questions[step];
  if (!question) return null;
  const last = step === questions.length - 1;

  const finish = async () => {
    const responses = toResponses(questions, answers);
    try {
      await save({ key: keys.keyFor({ dayNumber, responses }), dayNumber, responses }).unwrap();
      keys.settle();
      onSaved();
    } catch (failure) {
      keys.settle(failure);
      // No connection: the answers wait in the outbox and the day already shows them as given.
      if (isQueued(failure)) onSaved();
      if (isConsentRefusal(failure)) {
        setConsent('asked');
        setFinishAfterConsent(true);
      }
    }
  };

  // The account's consents decide the first screen; a failed lookup goes on to the questions.
  if (me.isLoading) return <p role="status">{text.loading}</p>;
  const askingConsent =
    consent === 'asked' || (consent === 'as-account' && needsConsentUpFront(me.data?.consents));
  if (askingConsent) {
    return (
      <ConsentStep
        onGranted={() => {
          setConsent('granted');
          if (finishAfterConsent) void finish();
        }}
        onDeclined={onClose}
      />
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!canAdvance(question, answers) || isLoading) return;
        if (last) void finish();
        else setStep(step + 1);
      }}
      css={(theme) => ({ display: 'grid', gap: theme.space.md })}
    >
      <div aria-live="polite">
        <ProgressBar
          label={fillTemplate(text.progress, { current: step + 1, total: questions.length })}
          value={((step + 1) / questions.length) * 100}
          valueText=""
        />
      </div>
      <fieldset key={question.id} css={{ border: 'none', margin: 0, padding: 0, minWidth: 0 }}>
        <legend
          css={(theme) => ({
            padding: 0,
            marginBottom: theme.space.md,
            fontSize: theme.fontSizes.lg,
            fontWeight: 700,
          })}
        >
          {question.text}
        </legend>
        {question.type === 'multiple' && (
          <p css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
            {text.multipleHint}
          </p>
        )}
        <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
          {question.options.map((option) => {
            const checked = (answers[question.id] ?? []).includes(option.id);
            return (
              <label
                key={option.id}
                css={(theme) => ({
                  display: 'flex',
                  alignItems: 'center',
                  gap: theme.space.sm,
                  minHeight: theme.sizes.touchTarget,
                  padding: `${theme.space.sm} ${theme.space.md}`,
                  borderRadius: theme.radii.md,
                  border: `2px solid ${checked ? theme.colors.primary : theme.colors.border}`,
                  background: checked ? theme.colors.primarySoft : theme.colors.surface,
                  cursor: 'pointer',
                  '&:focus-within': { outline: theme.focusRing, outlineOffset: 2 },
                })}
              >
                <input
                  type={question.type === 'single' ? 'radio' : 'checkbox'}
                  name={question.id}
                  value={option.id}
                  checked={checked}
                  onChange={() => {
                    setAnswers(pickOption(question, answers, option.id));
                  }}
                  css={(theme) => ({
                    width: 24,
                    height: 24,
                    margin: 0,
                    flex: '0 0 auto',
                    accentColor: theme.colors.primary,
                  })}
                />
                <span>{option.text}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {isError && !isConsentRefusal(error) && <WriteFailure error={error} fallback={text.saveError} />}
      <div css={(theme) => ({ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm })}>
        <Button
          variant="secondary"
          disabled={step === 0 || isLoading}
          onClick={() => {
            setStep(step - 1);
          }}
        >
          {text.back}
        </Button>
        <Button type="submit" disabled={!canAdvance(question, answers) || isLoading}>
          {isLoading ? text.saving : last ? text.finish : text.next}
        </Button>
      </div>
    </form>
  );
}
