import type { DayContentResponse } from '@detox/server/contracts/ai';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { CareCard } from '../../shared/care/care-card.tsx';
import { CareCheckIn } from '../../shared/care/care-check-in.tsx';
import { isCheckInAnswer, isCrisisAnswer } from '../../shared/care/care-rules.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { LinkButton } from '../../shared/link-button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { DayProgramme, DayProgressBar } from '../../entities/day-programme/day-programme.tsx';
import { useRegenerateDayContentMutation } from '../../entities/guidance/ai-api.ts';
import { useCareCheckInAnswer } from '../../entities/guidance/care-check-in-api.ts';
import { AiFailure } from './ai-failure.tsx';
import { Button } from '../../shared/button.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { CoachingCard } from './coaching-card.tsx';
import { DayCards } from './day-cards.tsx';
import { DayHeader } from './day-header.tsx';
import { DigitalPatterns } from './digital-patterns.tsx';
import { ExperienceTabs } from './experience-tabs.tsx';
import { PersonalizedAudio } from './personalized-audio.tsx';
import { ReflectionInsights } from './reflection-insights.tsx';
import { detoxDayStrings as text } from './strings.ts';
import { WellbeingPanel } from './wellbeing-panel.tsx';

/**
 * The day when the mentor asked before preparing its content (issue 31): none of that content is shown (it is the
 * care text), only the check-in, the day's progress and its programme. "Não, estou bem" prepares the content again
 * with the check-in answered; the day then shows as usual.
 */
function DayCheckInView({ day, checkInId }: { day: DayProgressDto; checkInId: string }) {
  const dayNumber = day.dayNumber;
  const sendCheckInAnswer = useCareCheckInAnswer(dayNumber, 'day-content');
  const [regenerate, regeneration] = useRegenerateDayContentMutation();
  const again = () => void regenerate({ dayNumber, careCheckIn: true });
  return (
    <PageShell title={fillTemplate(text.dayLabel, { n: dayNumber })}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
        <header css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
          <LinkButton to="/" variant="ghost" css={{ justifySelf: 'start', paddingLeft: 0 }}>
            <span aria-hidden="true">←</span> {text.back}
          </LinkButton>
          <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>
            {fillTemplate(text.dayLabel, { n: dayNumber })}
          </h1>
          <DayProgressBar day={day} />
        </header>
        <CareCheckIn key={checkInId} send={sendCheckInAnswer} headingLevel={2} onWell={again} />
        {regeneration.isError && (
          <AiFailure
            text={{ error: text.contentError, errorFallback: text.contentErrorFallback }}
            error={regeneration.error}
          >
            <div>
              <Button onClick={again}>{text.retry}</Button>
            </div>
          </AiFailure>
        )}
        <DayProgramme day={day} />
        <LinkButton to="/saved-guidance" variant="ghost" css={{ justifySelf: 'center' }}>
          {text.savedGuidanceLink}
        </LinkButton>
      </div>
    </PageShell>
  );
}

/**
 * The day once its progress and content are in (issue 23 item 4): the header with the day's one progress figure,
 * the personalised layer (mentoria, insights, bem-estar, conversa, áudio personalizado, padrões digitais) and
 * the same programme as /daily-challenge (meditation, tasks, reflection, one completion rule and flow).
 */
export function DayView({ day, content }: { day: DayProgressDto; content: DayContentResponse }) {
  const dayNumber = day.dayNumber;
  if (isCheckInAnswer(content)) return <DayCheckInView day={day} checkInId={content.cacheTimestamp} />;
  return (
    <PageShell title={fillTemplate(text.dayLabel, { n: dayNumber })}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
        <DayHeader content={content}>
          <DayProgressBar day={day} />
        </DayHeader>
        {isCrisisAnswer(content) && <CareCard headingLevel={2} />}
        <ExperienceTabs
          tabs={[
            {
              id: 'mentoria',
              label: text.tabs.mentoring,
              panel: (
                <div css={(theme) => ({ display: 'grid', gap: theme.space.xl })}>
                  <CoachingCard dayNumber={dayNumber} />
                  <DayCards cards={content.cards} />
                </div>
              ),
            },
            {
              id: 'insights',
              label: text.tabs.insights,
              panel: <ReflectionInsights dayNumber={dayNumber} />,
            },
            { id: 'bem-estar', label: text.tabs.wellbeing, panel: <WellbeingPanel dayNumber={dayNumber} /> },
            { id: 'conversa', label: text.tabs.chat, panel: <ChatPanel dayNumber={dayNumber} /> },
          ]}
        />
        <PersonalizedAudio dayNumber={dayNumber} theme={content.theme} />
        <DayProgramme day={day} beforeAction={<DigitalPatterns analysis={content.progressAnalysis} />} />
        <LinkButton to="/saved-guidance" variant="ghost" css={{ justifySelf: 'center' }}>
          {text.savedGuidanceLink}
        </LinkButton>
      </div>
    </PageShell>
  );
}
