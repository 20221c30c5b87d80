// Decorative icons drawn inline, so they look the same on phones without emoji fonts. Always aria-hidden.
interface IconProps {
  size?: number;
}

const base = (size: number) =>
  ({
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
  }) as const;

export const LockIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

export const TrophyIcon = ({ size = 48 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M8 4h8v6a4 4 0 0 1-8 0V4Z" />
    <path d="M16 6h3a3 3 0 0 1-3 4M8 6H5a3 3 0 0 0 3 4" />
    <path d="M12 14v4M8 21h8M9 18h6" />
  </svg>
);

export const LeafIcon = ({ size = 48 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M5 19c0-8 5-14 15-15-1 10-7 15-15 15Z" />
    <path d="M5 19c3-4 6-7 10-9" />
  </svg>
);
