// Small inline icons for the player buttons; each button carries its own text label for screen readers.
const iconProps = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
} as const;

export const PlayIcon = () => (
  <svg {...iconProps}>
    <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
  </svg>
);

export const PauseIcon = () => (
  <svg {...iconProps}>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);

export const RestartIcon = () => (
  <svg {...iconProps} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 12a8 8 0 1 0 2.34-5.66" />
    <path d="M4 4v4h4" />
  </svg>
);

export const DownloadIcon = () => (
  <svg {...iconProps} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M12 4v11" />
    <path d="m7 11 5 5 5-5" />
    <path d="M5 20h14" />
  </svg>
);

export const VolumeIcon = () => (
  <svg {...iconProps}>
    <path d="M4 9v6h4l5 4V5L8 9H4Z" />
    <path d="M16 8.5a5 5 0 0 1 0 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
