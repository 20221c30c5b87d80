import { programmeDay } from './day-content.ts';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { fillTemplate } from '../../shared/fill-template.ts';
import { LinkButton } from '../../shared/link-button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { ProgressBar } from '../../shared/progress-bar.tsx';
import { ActionArea } from './action-area.tsx';
import { MeditationSection } from './meditation-section.tsx';
import { ReflectionSection } from './reflection-section.tsx';
import { dailyChallengeStrings as text } from './strings.ts';
import { TasksSection } from './tasks-section.tsx';

/** The open day: header, 'Meditação Guiada', 'Desafios do Dia', 'Reflexão Pessoal' and the action area. */
export function DayScreen({ day }: { day: DayProgressDto }) {
  const content = programmeDay(day.dayNumber);
  const dayLabel = fillTemplate(text.dayOfProgramme, { n: day.dayNumber });
  return (
    <PageShell title={dayLabel}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
        <header css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
          <LinkButton to="/" variant="ghost" css={{ justifySelf: 'start', paddingLeft: 0 }}>
            <span aria-hidden="true">←</span> {text.back}
          </LinkButton>
          <p
            css={(theme) => ({
              margin: 0,
              fontSize: theme.fontSizes.sm,
              fontWeight: 700,
              letterSpacing: '0.06em',
              textTransform: 'uppercase',
              color: theme.colors.accentStrong,
            })}
          >
            {dayLabel}
          </p>
          <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>{day.title}</h1>
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.lg })}>
            {day.theme}
          </p>
          <ProgressBar label={text.dayProgress} value={day.totals.total} size="md" />
        </header>
        {content && <MeditationSection day={day} content={content} />}
        <TasksSection day={day} />
        {content && <ReflectionSection day={day} content={content} />}
        <ActionArea day={day} />
      </div>
    </PageShell>
  );
}
