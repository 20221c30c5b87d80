import { programmeDay } from './day-content.ts';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { fillTemplate } from '../../shared/fill-template.ts';
import { DayHeading } from '../../shared/day-heading.tsx';
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
        <DayHeading back={text.back} dayLabel={dayLabel} title={day.title} theme={day.theme}>
          <ProgressBar label={text.dayProgress} value={day.totals.total} size="md" />
        </DayHeading>
        {content && <MeditationSection day={day} content={content} />}
        <TasksSection day={day} />
        {content && <ReflectionSection day={day} content={content} />}
        <ActionArea day={day} />
      </div>
    </PageShell>
  );
}
