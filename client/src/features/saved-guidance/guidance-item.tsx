import { isQueued } from '../../shared/api/api-response.ts';
import { QueuedNote } from '../../entities/outbox/queued-note.tsx';
import type { SavedGuidanceDto } from '@detox/server/contracts/saved-guidance';
import { SAVED_GUIDANCE_LIMITS } from '@detox/server/contracts/saved-guidance';
import { useId, useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { Card } from '../../shared/card.tsx';
import { CareCard } from '../../shared/care/care-card.tsx';
import { storedAnswerIsCrisis } from '../../shared/care/care-rules.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { visuallyHidden } from '../../shared/visually-hidden.ts';
import { aiErrorMessage } from '../../entities/guidance/ai-error.ts';
import {
  useSetGuidanceFavoriteMutation,
  useSetGuidanceNotesMutation,
} from '../../entities/guidance/saved-guidance-api.ts';
import { newActionKey } from '../../entities/progress/action-key.ts';
import { guidanceMainText } from './guidance-summary.ts';
import { savedGuidanceStrings as text } from './strings.ts';
import { Row } from '../../shared/row.tsx';

function savedAt(timestamp: string): string {
  return new Date(timestamp).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

function NotesEditor({ guidance }: { guidance: SavedGuidanceDto }) {
  const fieldId = useId();
  const [draft, setDraft] = useState(guidance.notes);
  const [saveNotes, saving] = useSetGuidanceNotesMutation();
  const unchanged = draft.trim() === guidance.notes.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void saveNotes({ key: newActionKey(), id: guidance.id, notes: draft.trim() });
      }}
      css={(theme) => ({ display: 'grid', gap: theme.space.xs })}
    >
      <label htmlFor={fieldId} css={{ fontWeight: 600 }}>
        {text.notes}
        <span css={visuallyHidden}> ({guidance.title})</span>
      </label>
      <textarea
        id={fieldId}
        value={draft}
        rows={3}
        maxLength={SAVED_GUIDANCE_LIMITS.notesChars}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
        }}
        css={(theme) => ({
          width: '100%',
          padding: theme.space.sm,
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.controlBorder}`,
          font: 'inherit',
          lineHeight: 1.5,
          resize: 'vertical',
        })}
      />
      <Row align="center">
        <Button type="submit" variant="secondary" disabled={saving.isLoading || unchanged}>
          {saving.isLoading ? text.savingNotes : text.saveNotes}
        </Button>
        <span role="status" css={(theme) => ({ color: theme.colors.primary, fontSize: theme.fontSizes.sm })}>
          {saving.isSuccess && unchanged ? text.notesSaved : ''}
        </span>
      </Row>
      {saving.isError && isQueued(saving.error) && <QueuedNote error={saving.error} />}
      {saving.isError && !isQueued(saving.error) && (
        <InlineAlert>{aiErrorMessage(saving.error, text.notesError)}</InlineAlert>
      )}
    </form>
  );
}

/** One saved piece: its texts, the favourite toggle, personal notes and delete (spec §2 Saved guidance list). */
export function GuidanceItem({
  guidance,
  onDelete,
}: {
  guidance: SavedGuidanceDto;
  onDelete: (guidance: SavedGuidanceDto) => void;
}) {
  const headingId = useId();
  const [setFavorite, favorite] = useSetGuidanceFavoriteMutation();
  const main = guidanceMainText(guidance);

  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'grid', gap: theme.space.md })}
    >
      <div css={(theme) => ({ display: 'flex', alignItems: 'flex-start', gap: theme.space.sm })}>
        <div css={{ flex: 1, minWidth: 0 }}>
          <p
            css={(theme) => ({
              margin: 0,
              fontSize: theme.fontSizes.sm,
              fontWeight: 700,
              color: theme.colors.accentStrong,
            })}
          >
            {fillTemplate(text.dayLabel, { n: guidance.dayNumber })} · {text.types[guidance.guidanceType]}
          </p>
          <h2 id={headingId} css={(theme) => ({ margin: '2px 0', fontSize: theme.fontSizes.lg })}>
            {guidance.title}
          </h2>
          <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
            {fillTemplate(text.savedAt, { when: savedAt(guidance.createdAt) })}
          </p>
        </div>
        <Button
          variant="ghost"
          aria-pressed={guidance.isFavorite}
          disabled={favorite.isLoading}
          onClick={() => {
            void setFavorite({ key: newActionKey(), id: guidance.id, isFavorite: !guidance.isFavorite });
          }}
          css={(theme) => ({ padding: 0, color: theme.colors.accentStrong, textDecoration: 'none' })}
        >
          <StarIcon filled={guidance.isFavorite} />
          <span css={visuallyHidden}>
            {fillTemplate(text.favoriteFor, { action: text.favorite, title: guidance.title })}
          </span>
        </Button>
      </div>
      {favorite.isError && isQueued(favorite.error) && <QueuedNote error={favorite.error} />}
      {favorite.isError && !isQueued(favorite.error) && (
        <InlineAlert>{aiErrorMessage(favorite.error, text.favoriteError)}</InlineAlert>
      )}
      {storedAnswerIsCrisis(guidance.content) && <CareCard headingLevel={3} takeFocus={false} />}
      {main && <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{main}</p>}
      {guidance.suggestions.length > 0 && (
        <div>
          <h3 css={(theme) => ({ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.md })}>
            {text.suggestions}
          </h3>
          <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space.lg })}>
            {guidance.suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                {suggestion.title}{' '}
                <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
                  ({suggestion.completed ? text.suggestionDone : text.suggestionOpen})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {guidance.motivation && (
        <p css={(theme) => ({ margin: 0, fontStyle: 'italic', color: theme.colors.textMuted })}>
          {guidance.motivation}
        </p>
      )}
      {guidance.nextSteps.length > 0 && (
        <div>
          <h3 css={(theme) => ({ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.md })}>
            {text.nextSteps}
          </h3>
          <ol css={(theme) => ({ margin: 0, paddingLeft: theme.space.lg })}>
            {guidance.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      <NotesEditor guidance={guidance} />
      <div>
        <Button
          variant="ghost"
          onClick={() => {
            onDelete(guidance);
          }}
          css={(theme) => ({ color: theme.colors.danger, paddingLeft: 0 })}
        >
          <span aria-hidden="true">{text.delete}</span>
          <span css={visuallyHidden}>{fillTemplate(text.deleteFor, { title: guidance.title })}</span>
        </Button>
      </div>
    </Card>
  );
}
