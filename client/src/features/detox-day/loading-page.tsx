import { useEffect, useState } from 'react';
import { PageShell } from '../../shared/page-shell.tsx';
import { ProgressBar } from '../../shared/progress-bar.tsx';
import { LeafIcon, TrophyIcon } from '../../shared/status-icons.tsx';
import { LOADING_ICON_MS, LOADING_MESSAGE_MS, LOADING_TICK_MS, nextFakeProgress } from './loading-rhythm.ts';
import { detoxDayStrings } from './strings.ts';

const text = detoxDayStrings.loading;
const icons = [LeafIcon, TrophyIcon] as const;

function useTicker(everyMs: number, step: (value: number) => number, start: number) {
  const [value, setValue] = useState(start);
  useEffect(() => {
    const timer = setInterval(() => {
      setValue(step);
    }, everyMs);
    return () => {
      clearInterval(timer);
    };
  }, [everyMs, step]);
  return value;
}

const nextIndex = (value: number) => value + 1;

/** The full-screen page while the day's content is prepared (spec §2, §9): rotating messages and a fake bar. */
export function LoadingPage() {
  const messageIndex = useTicker(LOADING_MESSAGE_MS, nextIndex, 0);
  const iconIndex = useTicker(LOADING_ICON_MS, nextIndex, 0);
  const progress = useTicker(LOADING_TICK_MS, nextFakeProgress, 5);
  const Icon = icons[iconIndex % icons.length] ?? LeafIcon;
  return (
    <PageShell title={text.label} centered>
      <div
        role="status"
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.lg,
          justifyItems: 'center',
          minHeight: '60dvh',
          alignContent: 'center',
        })}
      >
        <span css={(theme) => ({ color: theme.colors.primary })}>
          <Icon size={56} />
        </span>
        <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>{text.label}</h1>
        <p aria-live="off" css={(theme) => ({ margin: 0, minHeight: '3em', color: theme.colors.textMuted })}>
          {text.messages[messageIndex % text.messages.length]}
        </p>
        <div css={{ width: 'min(100%, 24rem)' }}>
          <ProgressBar label={text.label} value={progress} size="md" hideText />
        </div>
      </div>
    </PageShell>
  );
}
