import type { DayProgressDto } from '@detox/server/contracts/progress';
import { fillTemplate } from '../../shared/fill-template.ts';
import { DayHeading } from '../../shared/day-heading.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { DayProgramme, DayProgressBar } from '../../entities/day-programme/day-programme.tsx';
import { dayProgrammeStrings as text } from '../../entities/day-programme/strings.ts';

/** The open day: header with its progress, then the day's programme (meditation, tasks, reflection, action). */
export function DayScreen({ day }: { day: DayProgressDto }) {
  const dayLabel = fillTemplate(text.dayOfProgramme, { n: day.dayNumber });
  return (
    <PageShell title={dayLabel}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
        <DayHeading back={text.back} dayLabel={dayLabel} title={day.title} theme={day.theme}>
          <DayProgressBar day={day} />
        </DayHeading>
        <DayProgramme day={day} />
      </div>
    </PageShell>
  );
}
