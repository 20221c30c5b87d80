import { Button } from '../../shared/button.tsx';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import { dayTrackTitle } from '../../entities/day-audio/day-audio.ts';
import { cacheStorageAvailable, formatBytes, useDownloads } from '../../entities/day-audio/downloads.ts';
import { dayAudioStrings } from '../../entities/day-audio/strings.ts';
import { useGetProgressQuery } from '../../entities/progress/progress-api.ts';
import { Section } from './section.tsx';

const text = dayAudioStrings;

/** The id of the "Baixados" card, for links straight to it (settings#baixados). */
const downloadsSectionId = 'baixados';

// The day and its button side by side; stacked on a narrow phone, where the title needs the whole width.
const row = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: 8,
  padding: '8px 0',
  '@media (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'start' },
} as const;

/**
 * "Baixados": the days whose meditation is on this phone (the service worker's cache), each with its size and
 * a remove button, the space they take, and a download button for each unlocked day not on the phone yet.
 */
export function DownloadsSection() {
  const { days, states, download, remove } = useDownloads();
  const progress = useGetProgressQuery(undefined);
  const themeOf = (day: number) =>
    progress.data?.progress.find((entry) => entry.dayNumber === day)?.theme ?? '';

  if (!cacheStorageAvailable()) {
    return (
      <Section heading={text.list.heading} id={downloadsSectionId}>
        <p>{text.unsupported}</p>
      </Section>
    );
  }

  const kept = new Set(days?.map((entry) => entry.day));
  const unlocked = (progress.data?.progress ?? []).filter(
    (entry) => entry.status !== 'locked' && !kept.has(entry.dayNumber),
  );
  const total = (days ?? []).reduce((sum, entry) => sum + entry.bytes, 0);

  return (
    <Section heading={text.list.heading} id={downloadsSectionId}>
      <p>{text.list.intro}</p>
      {days === undefined ? (
        <Spinner label={text.list.loading} />
      ) : (
        <>
          <p css={{ fontWeight: 600 }}>{text.list.total(formatBytes(total), days.length)}</p>
          {days.length === 0 ? (
            <p css={(theme) => ({ color: theme.colors.textMuted })}>{text.list.empty}</p>
          ) : (
            <ul aria-label={text.list.heading} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {days.map((entry) => (
                <li
                  key={entry.day}
                  css={(theme) => [row, { borderBottom: `1px solid ${theme.colors.border}` }]}
                >
                  <span css={{ display: 'grid', minWidth: 0 }}>
                    <strong>{dayTrackTitle(entry.day, themeOf(entry.day))}</strong>
                    <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
                      {formatBytes(entry.bytes)} · {entry.byPerson ? text.list.byPerson : text.list.automatic}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={text.removeDay(entry.day)}
                    onClick={() => {
                      void remove(entry.day);
                    }}
                  >
                    {text.remove}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {progress.data && (
            <>
              <h3 css={(theme) => ({ fontSize: theme.fontSizes.md, marginTop: theme.space.lg })}>
                {text.list.available}
              </h3>
              {unlocked.length === 0 ? (
                <p css={(theme) => ({ color: theme.colors.textMuted })}>{text.list.allDownloaded}</p>
              ) : (
                <ul aria-label={text.list.available} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {unlocked.map((entry) => {
                    const state = states[entry.dayNumber] ?? 'idle';
                    return (
                      <li key={entry.dayNumber} css={row}>
                        <span css={{ minWidth: 0 }}>{dayTrackTitle(entry.dayNumber, entry.theme)}</span>
                        <Button
                          variant="secondary"
                          aria-label={text.downloadDay(entry.dayNumber)}
                          disabled={state === 'downloading'}
                          onClick={() => {
                            void download(entry.dayNumber);
                          }}
                        >
                          {state === 'downloading' ? text.downloading : text.download}
                        </Button>
                        {state === 'failed' && (
                          <div css={{ gridColumn: '1 / -1' }}>
                            <InlineAlert>{text.failed}</InlineAlert>
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          )}
        </>
      )}
    </Section>
  );
}
