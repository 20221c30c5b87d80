import { Link } from 'react-router-dom';
import { Button } from '../../shared/button.tsx';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { cacheStorageAvailable, formatBytes, useDownloads } from './downloads.ts';
import { dayAudioStrings as text } from './strings.ts';
import { Row } from '../../shared/row.tsx';

/** Under the day's player: "Baixar para ouvir offline", or what is on the phone with a remove button. */
export function OfflineDownload({ day }: { day: number }) {
  const { days, states, download, remove } = useDownloads();
  if (!cacheStorageAvailable()) return null;
  if (days === undefined) return null;
  const kept = days.find((entry) => entry.day === day);
  const state = states[day] ?? 'idle';
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      {kept ? (
        <Row justify="space-between" align="center">
          <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
            {text.downloaded(formatBytes(kept.bytes))}
          </span>
          <Button
            variant="ghost"
            aria-label={text.removeDay(day)}
            onClick={() => {
              void remove(day);
            }}
          >
            {text.remove}
          </Button>
        </Row>
      ) : (
        <Button
          variant="secondary"
          disabled={state === 'downloading'}
          onClick={() => {
            void download(day);
          }}
          css={{ justifySelf: 'start' }}
        >
          {state === 'downloading' ? text.downloading : text.download}
        </Button>
      )}
      {state === 'failed' && <InlineAlert>{text.failed}</InlineAlert>}
      <Link
        to="/settings#baixados"
        css={(theme) => ({
          justifySelf: 'start',
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 44,
          color: theme.colors.primary,
          fontSize: theme.fontSizes.sm,
        })}
      >
        {text.seeAll}
      </Link>
    </div>
  );
}
