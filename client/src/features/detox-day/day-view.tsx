import type { DayContentResponse } from '@detox/server/contracts/ai';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { useId, useState } from 'react';
import { Card } from '../../shared/card.tsx';
import { CareCard } from '../../shared/care/care-card.tsx';
import { isCrisisAnswer } from '../../shared/care/care-rules.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { LinkButton } from '../../shared/link-button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { ProgressBar } from '../../shared/progress-bar.tsx';
import { useGetCoachingQuery } from '../../entities/guidance/ai-api.ts';
import { ChatPanel } from './chat-panel.tsx';
import { CoachingCard } from './coaching-card.tsx';
import { CompleteDay } from './complete-day.tsx';
import { DayCards } from './day-cards.tsx';
import { DayHeader } from './day-header.tsx';
import { dayItems } from './day-rules.ts';
import { DigitalPatterns } from './digital-patterns.tsx';
import { ExperienceTabs } from './experience-tabs.tsx';
import { PersonalizedAudio } from './personalized-audio.tsx';
import { ReflectionInsights } from './reflection-insights.tsx';
import { ReflectionNotes } from './reflection-notes.tsx';
import { detoxDayStrings as text } from './strings.ts';
import { WellbeingPanel } from './wellbeing-panel.tsx';

/** The day once its progress and content are in: header, progress, tabs, audio, reflections and 'Concluir Dia'. */
export function DayView({ day, content }: { day: DayProgressDto; content: DayContentResponse }) {
  const progressHeadingId = useId();
  const dayNumber = day.dayNumber;
  const [draft, setDraft] = useState(day.reflection);
  const [cardsDone, setCardsDone] = useState<ReadonlySet<string>>(() => new Set(content.completedCards));
  const coaching = useGetCoachingQuery(dayNumber);
  const items = dayItems(
    content.cards.map((card) => ({ completed: cardsDone.has(card.id) })),
    day.tasks,
    coaching.data?.suggestions ?? [],
  );

  return (
    <PageShell title={fillTemplate(text.dayLabel, { n: dayNumber })}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
        <DayHeader content={content} />
        {isCrisisAnswer(content) && <CareCard headingLevel={2} />}
        <Card
          as="section"
          aria-labelledby={progressHeadingId}
          css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
        >
          <h2 id={progressHeadingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
            {text.overall.heading}
          </h2>
          <ProgressBar
            label={fillTemplate(text.overall.value, { done: items.done, total: items.total })}
            value={items.total === 0 ? 0 : (items.done / items.total) * 100}
            size="md"
          />
        </Card>
        <ExperienceTabs
          tabs={[
            {
              id: 'mentoria',
              label: text.tabs.mentoring,
              panel: (
                <div css={(theme) => ({ display: 'grid', gap: theme.space.xl })}>
                  <CoachingCard dayNumber={dayNumber} />
                  <DayCards
                    cards={content.cards}
                    done={cardsDone}
                    onDone={(cardId, completed) => {
                      setCardsDone((before) => {
                        const next = new Set(before);
                        if (completed) next.add(cardId);
                        else next.delete(cardId);
                        return next;
                      });
                    }}
                  />
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
        <ReflectionNotes day={day} draft={draft} onDraft={setDraft} />
        <DigitalPatterns analysis={content.progressAnalysis} />
        <CompleteDay day={day} draft={draft} />
        <LinkButton to="/saved-guidance" variant="ghost" css={{ justifySelf: 'center' }}>
          {text.savedGuidanceLink}
        </LinkButton>
      </div>
    </PageShell>
  );
}
