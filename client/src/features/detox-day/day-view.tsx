import type { DayContentResponse } from '@detox/server/contracts/ai';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { CareCard } from '../../shared/care/care-card.tsx';
import { isCrisisAnswer } from '../../shared/care/care-rules.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { LinkButton } from '../../shared/link-button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { DayProgramme, DayProgressBar } from '../../entities/day-programme/day-programme.tsx';
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
 * The day once its progress and content are in (issue 23 item 4): the header with the day's one progress figure,
 * the personalised layer (mentoria, insights, bem-estar, conversa, áudio personalizado, padrões digitais) and
 * the same programme as /daily-challenge (meditation, tasks, reflection, one completion rule and flow).
 */
export function DayView({ day, content }: { day: DayProgressDto; content: DayContentResponse }) {
  const dayNumber = day.dayNumber;
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
