import { BACKGROUND_MUSIC_COUNT, type PersonalizedSessionRequest } from '@detox/server/contracts/audio';
import { useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { Button } from '../../shared/button.tsx';
import { CareCard } from '../../shared/care/care-card.tsx';
import { CareCheckIn } from '../../shared/care/care-check-in.tsx';
import { Card } from '../../shared/card.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { audioApi, useGetUserSessionsQuery } from '../../entities/guidance/audio-api.ts';
import { fetchAudio } from '../../entities/guidance/audio-fetch.ts';
import { postSessionForAudio } from '../../entities/guidance/audio-stream.ts';
import type { ProgressiveAudio } from '../../entities/guidance/playable-audio.ts';
import { useCareCheckInAnswer } from '../../entities/guidance/care-check-in-api.ts';
import { AudioPlayer } from '../../shared/audio-player/audio-player.tsx';
import { selectCurrentUser } from '../../entities/auth/auth-slice.ts';
import { newActionKey } from '../../entities/progress/action-key.ts';
import { buttonRow, mutedText, panelHeading, stack } from './panel-styles.ts';
import { detoxDayStrings } from './strings.ts';
import { useAudioUrl } from './use-audio-url.ts';

const text = detoxDayStrings.audio;

type SessionState = 'idle' | 'generating' | 'ready' | 'error' | 'care' | 'check-in';

/** A new session's request: the day, its theme as the stage, one of the background tracks at random. */
function sessionRequest(userName: string, dayNumber: number, theme: string): PersonalizedSessionRequest {
  return {
    userName,
    dayNumber,
    currentStage: theme.slice(0, 60),
    sessionType: 'meditation',
    backgroundMusicIndex: Math.floor(Math.random() * BACKGROUND_MUSIC_COUNT),
    voice: 'coral',
    audioSettings: { backgroundVolume: 0.3, voiceVolume: 0.8, maxDuration: 300 },
  };
}

/** 'Áudio Personalizado' (spec §2, §4): not generated, generating, ready; 'Sessão Concluída' at the end. */
export function PersonalizedAudio({ dayNumber, theme }: { dayNumber: number; theme: string }) {
  const headingId = useId();
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  // spec §4: a session made earlier for this day is ready at once (its completedAt says when).
  const earlier = useGetUserSessionsQuery(undefined).data?.find((session) => session.dayNumber === dayNumber);
  const [audioUrl, , showAudioUrl] = useAudioUrl();
  // The whole file once it came (decision 0029: playback starts before), for the download link.
  const [wholeUrl, showWhole] = useAudioUrl();
  const [state, setState] = useState<SessionState>('idle');
  const [error, setError] = useState('');
  const [finished, setFinished] = useState(false);
  const sendCheckInAnswer = useCareCheckInAnswer(dayNumber, 'audio-session');
  // What "Não, estou bem" sends again after the mentor's check-in (issue 31): the same request, with the header.
  const askAgain = useRef<() => void>(() => undefined);

  /** Decision 0029: it plays from the first bytes; the rest arrives while it plays. Resolves once it is whole. */
  const listenTo = async (audio: ProgressiveAudio): Promise<boolean> => {
    showAudioUrl(audio.url);
    setState('ready');
    try {
      showWhole(await audio.whole);
      return true;
    } catch {
      // Broken off: the player itself says the audio is unavailable.
      return false;
    }
  };

  const play = async (audioPath: string, careCheckIn = false) => {
    const file = await fetchAudio(audioPath, undefined, text.errorFallback, { careCheckIn });
    if (!file.ok && file.checkIn) {
      askAgain.current = () => void play(audioPath, true);
      setState('check-in');
      return;
    }
    if (!file.ok && file.care) {
      setState('care');
      return;
    }
    if (!file.ok) {
      setError(file.message);
      setState('error');
      return;
    }
    await listenTo(file.audio);
  };

  const generate = async (again?: { request: PersonalizedSessionRequest }) => {
    setState('generating');
    setFinished(false);
    showAudioUrl(null);
    showWhole(null);
    const request = again?.request ?? sessionRequest(user?.name ?? 'Usuário', dayNumber, theme);
    // A new key: the same one would bring back the check-in the server answered to it.
    const answer = await postSessionForAudio(request, {
      key: newActionKey(),
      careCheckIn: again !== undefined,
      fallback: text.errorFallback,
    });
    if (answer.kind === 'error') {
      setError(answer.message);
      setState('error');
      return;
    }
    if (answer.kind === 'care' && answer.checkIn) {
      askAgain.current = () => void generate({ request });
      setState('check-in');
      return;
    }
    if (answer.kind === 'care') {
      setState('care');
      return;
    }
    if (answer.kind === 'session') {
      dispatch(audioApi.util.invalidateTags([{ type: 'AudioSession', id: 'LIST' }]));
      await play(answer.session.audioUrl);
      return;
    }
    if (await listenTo(answer.audio)) {
      // The session is recorded before its last byte: "Ouvir sessão anterior" finds it from now on.
      dispatch(audioApi.util.invalidateTags([{ type: 'AudioSession', id: 'LIST' }]));
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId} css={stack}>
      <h2 id={headingId} css={panelHeading}>
        {text.heading}
      </h2>
      <p css={mutedText}>{text.intro}</p>
      {state === 'ready' && audioUrl && (
        <>
          <p role="status" css={(theme) => ({ margin: 0, fontWeight: 600, color: theme.colors.primary })}>
            {finished ? text.completed : text.ready}
          </p>
          <AudioPlayer
            src={audioUrl}
            downloadHref={wholeUrl}
            downloadName={fillTemplate(text.downloadName, { n: dayNumber })}
            initialVolume={0.7}
            onEnded={() => {
              setFinished(true);
            }}
          />
        </>
      )}
      {state === 'care' && <CareCard headingLevel={3} />}
      {state === 'check-in' && (
        <CareCheckIn
          send={sendCheckInAnswer}
          headingLevel={3}
          onWell={() => {
            askAgain.current();
          }}
        />
      )}
      {state === 'error' && (
        <InlineAlert>
          {text.error} {error}
        </InlineAlert>
      )}
      <div css={buttonRow}>
        {earlier && state === 'idle' && (
          <Button
            onClick={() => {
              setState('generating');
              void play(earlier.audioUrl);
            }}
          >
            {text.listenEarlier}
          </Button>
        )}
        <Button
          variant={state === 'ready' || earlier ? 'secondary' : 'primary'}
          disabled={state === 'generating'}
          onClick={() => void generate()}
        >
          {state === 'generating'
            ? text.generating
            : state === 'ready' || earlier
              ? text.regenerate
              : text.generate}
        </Button>
      </div>
    </Card>
  );
}
