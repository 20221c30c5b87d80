import { AI_LIMITS } from '@detox/server/contracts/ai';
import { useId, useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { fillTemplate, ptBrNumber } from '../../shared/fill-template.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { aiErrorMessage } from '../../entities/guidance/ai-error.ts';
import { useAnalyzeReflectionMutation } from '../../entities/guidance/ai-api.ts';
import { afterCheckIn, useCareCheckInAnswer } from '../../entities/guidance/care-check-in-api.ts';
import { CareCheckIn } from '../../shared/care/care-check-in.tsx';
import { isCheckInAnswer } from '../../shared/care/care-rules.ts';
import { isApiError } from '../../shared/api/api-response.ts';
import { useSetConsentMutation } from '../../entities/settings/settings-api.ts';
import { buttonRow, mutedText, panelHeading, stack, textArea } from './panel-styles.ts';
import { AiFailure } from './ai-failure.tsx';
import { AnalysisResult } from './reflection-analysis.tsx';
import { SaveGuidanceButton } from './save-guidance-button.tsx';
import { detoxDayStrings } from './strings.ts';

const text = detoxDayStrings.reflection;

/** 'Insights da Alma - Dia N' (spec §2, §4): empty, analysing, result; 'Nova Reflexão' clears; save keeps it. */
export function ReflectionInsights({ dayNumber }: { dayNumber: number }) {
  const headingId = useId();
  const counterId = useId();
  const [draft, setDraft] = useState('');
  const [blank, setBlank] = useState(false);
  const [analyze, analysis] = useAnalyzeReflectionMutation();
  const result = analysis.data;
  const sendCheckInAnswer = useCareCheckInAnswer(dayNumber, 'reflection');
  const [setConsent, consent] = useSetConsentMutation();
  // /ai/reflection sends what the user wrote to the mentor: it needs the consent 'ai_reflections' (403).
  const needsConsent = isApiError(analysis.error) && analysis.error.reason === 'consent_required';

  const allowAndAnalyze = async () => {
    const granted = await setConsent({ purpose: 'ai_reflections', granted: true });
    if ('data' in granted) submit();
  };

  const submit = () => {
    const reflectionText = draft.trim();
    setBlank(reflectionText === '');
    if (reflectionText !== '') void analyze({ reflectionText, dayNumber });
  };

  return (
    <section aria-labelledby={headingId} css={stack}>
      <h3 id={headingId} css={panelHeading}>
        {fillTemplate(text.heading, { n: dayNumber })}
      </h3>
      <p css={mutedText}>{text.intro}</p>
      <label css={(theme) => ({ display: 'grid', gap: theme.space.xs, fontWeight: 600 })}>
        {text.label}
        <textarea
          value={draft}
          maxLength={AI_LIMITS.reflectionChars}
          rows={5}
          aria-describedby={counterId}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setBlank(false);
          }}
          css={textArea}
        />
      </label>
      <span
        id={counterId}
        css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted, justifySelf: 'end' })}
      >
        {fillTemplate(text.counter, {
          n: ptBrNumber(draft.length),
          max: ptBrNumber(AI_LIMITS.reflectionChars),
        })}
      </span>
      {blank && <InlineAlert tone="info">{text.blank}</InlineAlert>}
      <div css={buttonRow}>
        <Button disabled={analysis.isLoading} onClick={submit}>
          {analysis.isLoading ? text.analyzing : text.analyze}
        </Button>
        {(result ?? draft !== '') && (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft('');
              setBlank(false);
              analysis.reset();
            }}
          >
            {text.newReflection}
          </Button>
        )}
      </div>
      {needsConsent && (
        <div role="alert" css={stack}>
          <p css={{ margin: 0 }}>{text.consent}</p>
          <div>
            <Button disabled={consent.isLoading} onClick={() => void allowAndAnalyze()}>
              {text.allow}
            </Button>
          </div>
          {consent.isError && <InlineAlert>{aiErrorMessage(consent.error, text.consentError)}</InlineAlert>}
        </div>
      )}
      {analysis.isError && !needsConsent && <AiFailure text={text} error={analysis.error} />}
      {result && isCheckInAnswer(result) && (
        // The mentor asks before reading (issue 31); "Não, estou bem" sends the same reflection again.
        <CareCheckIn
          key={analysis.requestId}
          send={sendCheckInAnswer}
          headingLevel={4}
          onWell={() => {
            if (analysis.originalArgs) void analyze(afterCheckIn(analysis.originalArgs));
          }}
        />
      )}
      {result && !isCheckInAnswer(result) && (
        <>
          <AnalysisResult result={result} />
          <div css={buttonRow}>
            <SaveGuidanceButton
              key={analysis.requestId}
              text={text}
              request={() => ({
                dayNumber,
                guidanceType: 'reflection_analysis',
                title: fillTemplate(text.savedTitle, { n: dayNumber }),
                content: { reflectionText: draft.trim(), ...result },
                analysis: result.guidance,
              })}
            />
          </div>
        </>
      )}
    </section>
  );
}
