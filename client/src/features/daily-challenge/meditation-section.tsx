import type { ProgrammeDay } from '@detox/fixtures/schema';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { useRef, useState } from 'react';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { AudioPlayer } from '../../shared/audio-player/audio-player.tsx';
import { newActionKey } from '../../entities/progress/action-key.ts';
import { useReportAudioMutation } from '../../entities/progress/progress-api.ts';
import { checkboxInput, checkRow } from '../../shared/check-row-styles.ts';
import { dailyAudioFileName, dailyAudioPath } from './day-audio.ts';
import {
  DAY_AUDIO_VOLUME,
  mayMarkAudioPlayed,
  shouldReportListened,
} from '../../entities/progress/day-rules.ts';
import { DaySection } from './day-section.tsx';
import { MeditationTranscript } from './meditation-transcript.tsx';
import { dailyChallengeStrings } from './strings.ts';
import { WriteFailure } from '../../entities/progress/write-failure.tsx';

const text = dailyChallengeStrings.meditation;

/** Three decimals are plenty for a share of a few minutes of audio. */
const roundFraction = (fraction: number) => Math.round(fraction * 1000) / 1000;

/** 'Meditação Guiada': the day's audio and the checkbox with the 50 % rule (spec §2, §4). */
export function MeditationSection({ day, content }: { day: DayProgressDto; content: ProgrammeDay }) {
  const editable = day.status !== 'completed';
  // Background reports of the listened share; their failures are retried by the next report.
  const [reportListened] = useReportAudioMutation();
  const [markPlayed, marking] = useReportAudioMutation();
  const reported = useRef(day.audioListened);
  const [playerListened, setPlayerListened] = useState(0);
  const [position, setPosition] = useState(0);
  const [showThresholdNotice, setShowThresholdNotice] = useState(false);

  const report = (fraction: number) => {
    if (!editable || !shouldReportListened(reported.current, fraction)) return;
    reported.current = fraction;
    const request = {
      dayNumber: day.dayNumber,
      audioPlayed: false,
      listenedFraction: roundFraction(fraction),
    };
    reportListened({ key: newActionKey(), ...request })
      .unwrap()
      .catch(() => {
        reported.current = Math.min(reported.current, day.audioListened);
      });
  };

  const mark = (fraction: number) => {
    const listenedFraction = roundFraction(Math.max(day.audioListened, fraction));
    void markPlayed({ key: newActionKey(), dayNumber: day.dayNumber, audioPlayed: true, listenedFraction });
  };

  const onCheckbox = () => {
    if (!editable || day.audioPlayed) return;
    if (!mayMarkAudioPlayed(day.audioListened, playerListened)) {
      setShowThresholdNotice(true);
      return;
    }
    setShowThresholdNotice(false);
    mark(playerListened);
  };

  return (
    <DaySection heading={text.heading}>
      <div>
        <h3 css={(theme) => ({ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.md })}>
          {content.audioTitle}
        </h3>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{content.audioDescription}</p>
      </div>
      <AudioPlayer
        src={dailyAudioPath(day.dayNumber)}
        downloadName={dailyAudioFileName(day.dayNumber)}
        initialVolume={DAY_AUDIO_VOLUME}
        onPosition={setPosition}
        onListened={(fraction) => {
          setPlayerListened(fraction);
          report(fraction);
        }}
        // spec §4: the player's completion also marks the audio played, when enough was heard.
        onEnded={(fraction) => {
          setPlayerListened(fraction);
          if (editable && !day.audioPlayed && mayMarkAudioPlayed(day.audioListened, fraction)) mark(fraction);
          else report(fraction);
        }}
      />
      <MeditationTranscript day={day.dayNumber} position={position} />
      <label css={checkRow}>
        <input
          type="checkbox"
          checked={day.audioPlayed || marking.isLoading}
          disabled={!editable || day.audioPlayed}
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
