import type { ProgrammeDay } from '@detox/fixtures/schema';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { usePlayback } from '../../shared/audio-player/playback.ts';
import { TrackPlayer } from '../../shared/audio-player/track-player.tsx';
import { newActionKey } from '../../entities/progress/action-key.ts';
import { useReportAudioMutation } from '../../entities/progress/progress-api.ts';
import { checkboxInput, checkRow } from '../../shared/check-row-styles.ts';
import { dailyAudioFileName, dayTrack } from '../../entities/day-audio/day-audio.ts';
import { OfflineDownload } from '../../entities/day-audio/offline-download.tsx';
import { DAY_AUDIO_VOLUME, mayMarkAudioPlayed, meditationStatus } from '../../entities/progress/day-rules.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { DaySection } from './day-section.tsx';
import { MeditationTranscript } from './meditation-transcript.tsx';
import {
  estimateWords,
  PREPARATION_POLL_MS,
  useGetMeditationPreparationQuery,
} from './meditation-preparation-api.ts';
import { dayProgrammeStrings } from './strings.ts';
import { WriteFailure } from '../../entities/progress/write-failure.tsx';

const text = dayProgrammeStrings.meditation;

const fillOrPlain = (estimate: string | null) =>
  estimate === null ? text.preparing : fillTemplate(text.preparingEstimate, { estimate });

/** Three decimals are plenty for a share of a few minutes of audio. */
const roundFraction = (fraction: number) => Math.round(fraction * 1000) / 1000;

/**
 * 'Meditação Guiada': the day's audio and the checkbox with the 50 % rule (spec §2, §4). The audio plays in the
 * app's one player (it goes on on other screens); the listened share is reported by DayListeningReporter.
 */
export function MeditationSection({ day, content }: { day: DayProgressDto; content: ProgrammeDay }) {
  const editable = day.status !== 'completed';
  const [markPlayed, marking] = useReportAudioMutation();
  const [showThresholdNotice, setShowThresholdNotice] = useState(false);
  const track = useMemo(
    () => dayTrack(day.dayNumber, day.theme, DAY_AUDIO_VOLUME),
    [day.dayNumber, day.theme],
  );
  const now = usePlayback();
  const current = now.track?.key === track.key;
  const loading = current && now.status === 'loading';
  // While the file loads, ask the server whether it is being made (a fresh server), and how long it should take.
  const { data: preparation } = useGetMeditationPreparationQuery(loading ? day.dayNumber : skipToken, {
    pollingInterval: PREPARATION_POLL_MS,
  });
  const loadingText =
    loading && preparation && preparation.state !== 'ready'
      ? fillOrPlain(estimateWords(preparation.estimateSeconds))
      : undefined;
  const playerListened = current ? now.listened : 0;
  // One status for the box and the words under the player, from the log (another device's listening included).
  const status = meditationStatus(day, playerListened);
  const statusText = status.heard
    ? status.percent === null
      ? text.heard
      : fillTemplate(text.heardShare, { n: status.percent })
    : fillTemplate(text.listened, { n: status.percent ?? 0 });

  const onCheckbox = () => {
    if (!editable || status.heard) return;
    if (!mayMarkAudioPlayed(day.audioListened, playerListened)) {
      setShowThresholdNotice(true);
      return;
    }
    setShowThresholdNotice(false);
    const listenedFraction = roundFraction(Math.max(day.audioListened, playerListened));
    void markPlayed({ key: newActionKey(), dayNumber: day.dayNumber, audioPlayed: true, listenedFraction });
  };

  return (
    <DaySection heading={text.heading}>
      <div>
        <h3 css={(theme) => ({ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.md })}>
          {content.audioTitle}
        </h3>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{content.audioDescription}</p>
      </div>
      <TrackPlayer
        track={track}
        loggedFraction={day.audioListened}
        downloadName={dailyAudioFileName(day.dayNumber)}
        listenedText={statusText}
        loadingText={loadingText}
      />
      <OfflineDownload day={day.dayNumber} />
      <MeditationTranscript day={day.dayNumber} position={current ? now.position : 0} />
      <label css={checkRow}>
        <input
          type="checkbox"
          checked={status.heard || marking.isLoading}
          disabled={!editable || status.heard}
          onChange={onCheckbox}
          css={checkboxInput}
        />
        <span>{text.checkbox}</span>
      </label>
      {showThresholdNotice && <InlineAlert tone="info">{text.thresholdNotice}</InlineAlert>}
      {marking.isError && <WriteFailure error={marking.error} fallback={text.saveError} />}
    </DaySection>
  );
}
