import type { SavedGuidanceDto } from '@detox/server/contracts/saved-guidance';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../shared/button.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { LinkButton } from '../../shared/link-button.tsx';
import { ModalDialog } from '../../shared/modal-dialog.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import { aiErrorMessage } from '../../entities/guidance/ai-error.ts';
import {
  useDeleteGuidanceMutation,
  useGetSavedGuidanceQuery,
} from '../../entities/guidance/saved-guidance-api.ts';
import { parseDayParam } from '../../entities/progress/day-param.ts';
import { newActionKey } from '../../entities/progress/action-key.ts';
import { GuidanceItem } from './guidance-item.tsx';
import { favouritesFirst } from './guidance-summary.ts';
import { savedGuidanceStrings as text } from './strings.ts';
import { Row } from '../../shared/row.tsx';

function DeleteDialog({ guidance, onClose }: { guidance: SavedGuidanceDto | null; onClose: () => void }) {
  const [deleteGuidance, deletion] = useDeleteGuidanceMutation();
  const [key, setKey] = useState(newActionKey);
  return (
    <ModalDialog open={guidance !== null} onClose={onClose} title={text.confirmTitle} closeLabel={text.close}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
        <p css={{ margin: 0 }}>{text.confirm}</p>
        {guidance && <p css={{ margin: 0, fontWeight: 600 }}>{guidance.title}</p>}
        {deletion.isError && <InlineAlert>{aiErrorMessage(deletion.error, text.deleteError)}</InlineAlert>}
        <Row justify="flex-end">
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button
            disabled={deletion.isLoading}
            css={(theme) => ({
              background: theme.colors.danger,
              '&:hover:not(:disabled)': { background: theme.colors.danger },
            })}
            onClick={() => {
              if (!guidance) return;
              void deleteGuidance({ key, id: guidance.id }).then((result) => {
                if ('data' in result) {
                  setKey(newActionKey());
                  onClose();
                }
              });
            }}
          >
            {text.confirmYes}
          </Button>
        </Row>
      </div>
    </ModalDialog>
  );
}

/** `/saved-guidance` (spec §2): all saved guidance, or one day's with `?day=N`. */
export function SavedGuidancePage() {
  const [searchParams] = useSearchParams();
  const dayNumber = searchParams.has('day') ? parseDayParam(searchParams.get('day')) : null;
  const title = dayNumber === null ? text.title : fillTemplate(text.titleForDay, { n: dayNumber });
  const list = useGetSavedGuidanceQuery(dayNumber === null ? {} : { dayNumber }, {
    refetchOnMountOrArgChange: true,
  });
  const [toDelete, setToDelete] = useState<SavedGuidanceDto | null>(null);

  return (
    <PageShell title={title}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
        <header css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
          <LinkButton to="/app" variant="ghost" css={{ justifySelf: 'start', paddingLeft: 0 }}>
            <span aria-hidden="true">←</span> {text.back}
          </LinkButton>
          <Row justify="space-between" align="center">
            <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>{title}</h1>
            <Button variant="secondary" disabled={list.isFetching} onClick={() => void list.refetch()}>
              {text.refresh}
            </Button>
          </Row>
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{text.intro}</p>
          {dayNumber !== null && (
            <LinkButton to="/saved-guidance" variant="ghost" css={{ justifySelf: 'start', paddingLeft: 0 }}>
              {text.showAll}
            </LinkButton>
          )}
        </header>
        {list.isLoading ? (
          <div css={{ display: 'grid', justifyItems: 'center' }}>
            <Spinner label={text.loading} />
          </div>
        ) : !list.data ? (
          <div
            role="alert"
            css={(theme) => ({ display: 'grid', gap: theme.space.sm, justifyItems: 'start' })}
          >
            <p css={{ margin: 0, fontWeight: 600 }}>{text.loadError}</p>
            <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
              {aiErrorMessage(list.error, '')}
            </p>
            <Button onClick={() => void list.refetch()}>{text.retry}</Button>
          </div>
        ) : list.data.length === 0 ? (
          <div
            css={(theme) => ({
              display: 'grid',
              gap: theme.space.sm,
              justifyItems: 'center',
              textAlign: 'center',
              padding: `${theme.space.xl} 0`,
            })}
          >
            <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>{text.empty}</h2>
            <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{text.emptyHint}</p>
            <LinkButton to="/detox-day">{text.toDay}</LinkButton>
          </div>
        ) : (
          <ul
            css={(theme) => ({
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: theme.space.md,
            })}
          >
            {favouritesFirst(list.data).map((guidance) => (
              <li key={guidance.id}>
                <GuidanceItem guidance={guidance} onDelete={setToDelete} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <DeleteDialog
        guidance={toDelete}
        onClose={() => {
          setToDelete(null);
        }}
      />
    </PageShell>
  );
}
