import type { TaskGuide } from '@detox/fixtures/schema';
import { Button } from '../../shared/button.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { ModalDialog } from '../../shared/modal-dialog.tsx';
import { dayProgrammeStrings } from './strings.ts';

const text = dayProgrammeStrings.guide;

/** The guides of the day's week, loaded on demand (see day-content.ts). */
export type TaskGuides =
  | { state: 'loading' }
  | { state: 'ready'; guides: Readonly<Record<string, TaskGuide>> }
  | { state: 'failed' };

interface TaskGuideDialogProps {
  task: { id: string; title: string } | null;
  guides: TaskGuides;
  onClose: () => void;
}

function GuideList({
  heading,
  items,
  ordered = false,
}: {
  heading: string;
  items: readonly string[];
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <h4
        css={(theme) => ({ margin: `${theme.space.lg} 0 ${theme.space.sm}`, fontSize: theme.fontSizes.md })}
      >
        {heading}
      </h4>
      <List
        css={(theme) => ({ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xs })}
      >
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </>
  );
}

/** 'Como Fazer Esta Tarefa': the task's guide from the content fixtures (6 steps, 4 tips, 4 benefits). */
export function TaskGuideDialog({ task, guides, onClose }: TaskGuideDialogProps) {
  const guide = task && guides.state === 'ready' ? guides.guides[task.id] : undefined;
  return (
    <ModalDialog open={task !== null} onClose={onClose} title={text.title} closeLabel={text.close}>
      {task && (
        <>
          <h3 css={(theme) => ({ marginBottom: theme.space.sm, fontSize: theme.fontSizes.lg })}>
            {guide?.title ?? task.title}
          </h3>
          {guide ? (
            <>
              <p>{guide.description}</p>
              <p css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
                {fillTemplate(text.timeEstimate, { time: guide.timeEstimate })}
              </p>
              <GuideList heading={text.steps} items={guide.steps} ordered />
              <GuideList heading={text.tips} items={guide.tips} />
              <GuideList heading={text.benefits} items={guide.benefits} />
              <h4
                css={(theme) => ({
                  margin: `${theme.space.lg} 0 ${theme.space.sm}`,
                  fontSize: theme.fontSizes.md,
                })}
              >
                {text.scientificBasis}
              </h4>
              <p>{guide.scientificBasis}</p>
            </>
          ) : (
            <p role={guides.state === 'ready' ? undefined : 'status'}>
              {{ loading: text.loading, failed: text.loadError, ready: text.missing }[guides.state]}
            </p>
          )}
          <div css={(theme) => ({ display: 'flex', justifyContent: 'flex-end', marginTop: theme.space.lg })}>
            <Button onClick={onClose}>{text.done}</Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
