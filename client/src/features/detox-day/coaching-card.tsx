import type { CoachingResponse } from '@detox/server/contracts/ai';
import { useId, useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { CareCard } from '../../shared/care/care-card.tsx';
import { CareCheckIn } from '../../shared/care/care-check-in.tsx';
import { isCheckInAnswer, isCrisisAnswer } from '../../shared/care/care-rules.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import { aiErrorMessage } from '../../entities/guidance/ai-error.ts';
import { useGetCoachingQuery, useRegenerateCoachingMutation } from '../../entities/guidance/ai-api.ts';
import { fetchAudio } from '../../entities/guidance/audio-fetch.ts';
import { useCareCheckInAnswer } from '../../entities/guidance/care-check-in-api.ts';
import { AudioPlayer } from '../../shared/audio-player/audio-player.tsx';
import { checkboxInput, checkRow } from '../../shared/check-row-styles.ts';
import { buttonRow, mutedText, panelHeading, plainList, stack, subHeading } from './panel-styles.ts';
import { AiFailure } from './ai-failure.tsx';
import { SaveGuidanceButton } from './save-guidance-button.tsx';
import { detoxDayStrings } from './strings.ts';
import { useAudioUrl } from './use-audio-url.ts';
import { useSuggestionToggle } from './use-suggestion-toggle.ts';

const text = detoxDayStrings.coaching;

/** The words 'Ouvir Orientações' reads aloud: the analysis, the motivation and the next steps. */
function spokenCoaching(coaching: CoachingResponse): string {
  return [coaching.analysis, coaching.motivation, ...coaching.nextSteps].join('\n\n');
}

export function CoachingBody({ coaching, dayNumber }: { coaching: CoachingResponse; dayNumber: number }) {
  const { toggle, failed } = useSuggestionToggle(dayNumber);
  const [regenerate, regeneration] = useRegenerateCoachingMutation();
  const [audioUrl, , showAudioUrl] = useAudioUrl();
  // The whole file once it came (decision 0029: playback starts before), for the download link.
  const [wholeUrl, showWhole] = useAudioUrl();
  const [audioState, setAudioState] = useState<{
    loading: boolean;
    error: string | null;
    care?: boolean;
    checkIn?: boolean;
  }>({ loading: false, error: null });
  const sendSpeechCheckInAnswer = useCareCheckInAnswer(dayNumber, 'speech');
  const done = coaching.suggestions.filter((suggestion) => suggestion.completed).length;

  const listen = async (careCheckIn = false) => {
    setAudioState({ loading: true, error: null });
    const result = await fetchAudio(
      '/audio/coaching',
      { text: spokenCoaching(coaching), voice: 'nova', tone: 'motivacional' },
      text.audioError,
      { careCheckIn },
    );
    if (result.ok) {
      showAudioUrl(result.audio.url);
      showWhole(null);
      setAudioState({ loading: false, error: null });
      showWhole(await result.audio.whole.catch(() => null));
    } else if (result.checkIn) setAudioState({ loading: false, error: null, checkIn: true });
    else if (result.care) setAudioState({ loading: false, error: null, care: true });
    else setAudioState({ loading: false, error: result.message });
  };

  return (
    <div css={stack}>
      {(isCrisisAnswer(coaching) || audioState.care === true) && <CareCard headingLevel={4} />}
      {audioState.checkIn === true && (
        // Asked before reading aloud (issue 31); "Não, estou bem" asks for the same audio again.
        <CareCheckIn send={sendSpeechCheckInAnswer} headingLevel={4} onWell={() => void listen(true)} />
      )}
      <div>
        <h4 css={subHeading}>{text.analysis}</h4>
        <p css={{ margin: 0 }}>{coaching.analysis}</p>
      </div>
      <fieldset css={{ border: 'none', margin: 0, padding: 0, minWidth: 0 }}>
        <legend
          css={(theme) => [
            subHeading(theme),
            {
              padding: 0,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'baseline',
              gap: theme.space.sm,
              fontWeight: 700,
            },
          ]}
        >
          {text.suggestions}
          <span
            css={(theme) => ({
              fontWeight: 400,
              color: theme.colors.textMuted,
              fontSize: theme.fontSizes.sm,
            })}
          >
            ({fillTemplate(text.suggestionsCount, { done, total: coaching.suggestions.length })})
          </span>
        </legend>
        <p css={(theme) => [mutedText(theme), { fontSize: theme.fontSizes.sm }]}>{text.suggestionsHint}</p>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {coaching.suggestions.map((suggestion) => (
            <li
              key={suggestion.id}
              css={(theme) => ({
                borderTop: `1px solid ${theme.colors.border}`,
                '&:first-of-type': { borderTop: 'none' },
              })}
            >
              <label css={checkRow}>
                <input
                  type="checkbox"
                  checked={suggestion.completed}
                  onChange={(event) => {
                    void toggle(suggestion.id, event.currentTarget.checked);
                  }}
                  css={checkboxInput}
                />
                <span css={{ display: 'grid', gap: 2 }}>
                  <strong
                    css={(theme) => ({
                      color: suggestion.completed ? theme.colors.textMuted : theme.colors.text,
                    })}
                  >
                    {suggestion.title}
                  </strong>
                  <span css={mutedText}>{suggestion.description}</span>
                  <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
                    {fillTemplate(text.time, { time: suggestion.timeRequired })} ·{' '}
                    {fillTemplate(text.difficulty, { level: suggestion.difficulty })}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {failed && <InlineAlert>{text.saveProgressError}</InlineAlert>}
      <div
        css={(theme) => ({
          padding: theme.space.md,
          borderRadius: theme.radii.md,
          background: theme.colors.primarySoft,
        })}
      >
        <h4 css={(theme) => [subHeading(theme), { marginTop: 0 }]}>{text.motivation}</h4>
        <p css={{ margin: 0, fontStyle: 'italic' }}>{coaching.motivation}</p>
      </div>
      <div>
        <h4 css={subHeading}>{text.nextSteps}</h4>
        <ol css={plainList}>
          {coaching.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      {audioUrl && (
        <AudioPlayer
          src={audioUrl}
          downloadHref={wholeUrl}
          downloadName={`orientacoes-dia-${dayNumber}.mp3`}
          initialVolume={0.7}
        />
      )}
      <div css={buttonRow}>
        <Button
          variant="secondary"
          disabled={regeneration.isLoading}
          onClick={() => {
            showAudioUrl(null);
            showWhole(null);
            void regenerate({ dayNumber });
          }}
        >
          {regeneration.isLoading ? text.refreshing : text.refresh}
        </Button>
        <Button variant="secondary" disabled={audioState.loading} onClick={() => void listen()}>
          {audioState.loading ? text.listening : text.listen}
        </Button>
        <SaveGuidanceButton
          key={coaching.cacheTimestamp}
          text={text}
          request={() => ({
            dayNumber,
            guidanceType: 'coaching',
            title: fillTemplate(text.heading, { n: dayNumber }),
            content: {
              source: coaching.source,
              suggestions: coaching.suggestions,
              completedTasksCount: coaching.completedTasksCount,
              totalTasksCount: coaching.totalTasksCount,
              completionPercentage: coaching.completionPercentage,
            },
            analysis: coaching.analysis,
            suggestions: coaching.suggestions,
            motivation: coaching.motivation,
            nextSteps: coaching.nextSteps,
          })}
        />
      </div>
      {regeneration.isError && (
        <InlineAlert>{aiErrorMessage(regeneration.error, text.errorFallback)}</InlineAlert>
      )}
      {audioState.error && <InlineAlert>{audioState.error}</InlineAlert>}
    </div>
  );
}

/**
 * The mentor's check-in in the coaching's place (issue 31): its content is never shown; "Não, estou bem" generates
 * the coaching again with the check-in answered, and the answer takes the check-in's place.
 */
function CoachingCheckIn({ dayNumber, checkInId }: { dayNumber: number; checkInId: string }) {
  const sendCheckInAnswer = useCareCheckInAnswer(dayNumber, 'coaching');
  const [regenerate, regeneration] = useRegenerateCoachingMutation();
  const again = () => void regenerate({ dayNumber, careCheckIn: true });
  return (
    <>
      <CareCheckIn key={checkInId} send={sendCheckInAnswer} headingLevel={4} onWell={again} />
      {regeneration.isError && (
        <AiFailure text={text} error={regeneration.error}>
          <div>
            <Button onClick={again}>{text.retry}</Button>
          </div>
        </AiFailure>
      )}
    </>
  );
}

/** 'Sua Orientação Espiritual - Dia N' (spec §2 Day components, §4 Guidance features). */
export function CoachingCard({ dayNumber }: { dayNumber: number }) {
  const coaching = useGetCoachingQuery(dayNumber);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={stack}>
      <h3 id={headingId} css={panelHeading}>
        {fillTemplate(text.heading, { n: dayNumber })}
      </h3>
      {coaching.isLoading ? (
        <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
          <Spinner label={text.loading} size={24} />
          <span aria-hidden="true" css={mutedText}>
            {text.loading}
          </span>
        </div>
      ) : coaching.data && isCheckInAnswer(coaching.data) ? (
        <CoachingCheckIn dayNumber={dayNumber} checkInId={coaching.data.cacheTimestamp} />
      ) : coaching.data ? (
        <CoachingBody coaching={coaching.data} dayNumber={dayNumber} />
      ) : (
        <AiFailure text={text} error={coaching.error}>
          <div>
            <Button onClick={() => void coaching.refetch()}>{text.retry}</Button>
          </div>
        </AiFailure>
      )}
    </section>
  );
}
