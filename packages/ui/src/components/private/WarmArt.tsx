import { useId } from 'react';

export const warmArtVariants = ['together', 'sunrise'] as const;
export type WarmArtVariant = (typeof warmArtVariants)[number];

/**
 * Kindred's decorative artwork (never photos of real people): two overlapping figures in warm light for the
 * sign-in side and the home hero. Purely decorative: hidden from assistive technology.
 */
export function WarmArt({ variant = 'together', className }: { variant?: WarmArtVariant; className?: string }) {
  const id = useId().replace(/:/g, '');
  const sky = `kd-art-sky-${id}`;
  const glow = `kd-art-glow-${id}`;
  const warm = `kd-art-warm-${id}`;
  return (
    <svg
      className={className}
      viewBox="0 0 400 480"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-variant={variant}
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={variant === 'sunrise' ? '#FFB36B' : '#F2708F'} />
          <stop offset="0.55" stopColor={variant === 'sunrise' ? '#F2708F' : '#D9466B'} />
          <stop offset="1" stopColor="#6E1F45" />
        </linearGradient>
        <radialGradient id={glow} cx="0.72" cy="0.22" r="0.6">
          <stop offset="0" stopColor="#FFE3B8" stopOpacity="0.95" />
          <stop offset="1" stopColor="#FFE3B8" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={warm} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFD9C2" />
          <stop offset="1" stopColor="#F7A88A" />
        </linearGradient>
      </defs>
      <rect width="400" height="480" fill={`url(#${sky})`} />
      <rect width="400" height="480" fill={`url(#${glow})`} />
      <circle cx="320" cy="96" r="46" fill="#FFF1DC" opacity="0.9" />
      <path d="M0 360 C 90 320, 170 390, 260 350 S 400 330, 400 330 V 480 H 0 Z" fill="#5A1738" opacity="0.55" />
      <path d="M0 400 C 110 370, 200 430, 300 400 S 400 390, 400 390 V 480 H 0 Z" fill="#3F1626" opacity="0.7" />
      {/* two figures leaning towards each other */}
      <g opacity="0.96">
        <circle cx="158" cy="214" r="40" fill={`url(#${warm})`} />
        <path d="M92 372 C 96 300, 122 268, 158 268 C 196 268, 222 300, 226 372 Z" fill="#FBE3EA" />
        <path d="M120 196 C 126 160, 190 160, 198 200 C 182 186, 140 184, 120 196 Z" fill="#3F1626" />
        <circle cx="250" cy="226" r="36" fill="#F3B79B" />
        <path d="M190 380 C 194 312, 218 282, 250 282 C 284 282, 308 312, 312 380 Z" fill="#FFD9C2" />
        <path
          d="M212 226 C 206 176, 296 170, 290 230 C 292 206, 270 196, 250 200 C 232 196, 216 206, 212 226 Z"
          fill="#2B0712"
        />
      </g>
      <path
        d="M204 150 c -8 -14 -30 -8 -26 8 c 3 12 26 24 26 24 s 23 -12 26 -24 c 4 -16 -18 -22 -26 -8 z"
        fill="#FFF1DC"
      />
    </svg>
  );
}
WarmArt.displayName = 'WarmArt';
