import { useId } from 'react';
import { cn } from '@/lib/utils';

export type FlagCode = 'gb' | 'cn' | 'de';

const VIEW_BOX: Record<FlagCode, string> = { gb: '0 0 60 30', cn: '0 0 30 20', de: '0 0 5 3' };

/**
 * A national flag drawn as SVG: flag emoji have no glyphs on Windows or on Linux without an emoji
 * font, where they show as letters or boxes. Geometry and colours from the flags' specifications
 * (Union Flag 1:2, China 2:3, Germany 3:5), each filling a common 3:2 box (centre kept).
 */
export function Flag({ code, className }: { code: FlagCode; className?: string }) {
  return (
    <svg
      viewBox={VIEW_BOX[code]}
      preserveAspectRatio="xMidYMid slice"
      className={cn('inline-block h-3.5 w-5 shrink-0 rounded-[2px] ring-1 ring-slate-900/10', className)}
      aria-hidden="true"
      focusable="false"
      data-flag={code}
    >
      {code === 'gb' ? <UnionFlag /> : code === 'cn' ? <ChinaFlag /> : <GermanyFlag />}
    </svg>
  );
}

function UnionFlag() {
  const id = useId();
  return (
    <g>
      <clipPath id={`${id}-diagonals`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}-diagonals)`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </g>
  );
}

/** Points of a five-pointed star of outer radius r at (cx, cy), one point towards `towards`. */
function star(cx: number, cy: number, r: number, towards = -Math.PI / 2) {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = towards + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(3)},${(cy + radius * Math.sin(angle)).toFixed(3)}`,
    );
  }
  return points.join(' ');
}

// Large star centred at (5,5) with radius 3; four small stars of radius 1, each pointing at it.
const SMALL_STARS: [number, number][] = [
  [10, 2],
  [12, 4],
  [12, 7],
  [10, 9],
];

function ChinaFlag() {
  return (
    <>
      <rect width="30" height="20" fill="#EE1C25" />
      <polygon points={star(5, 5, 3)} fill="#FFFF00" />
      {SMALL_STARS.map(([x, y]) => (
        <polygon key={`${x}-${y}`} points={star(x, y, 1, Math.atan2(5 - y, 5 - x))} fill="#FFFF00" />
      ))}
    </>
  );
}

function GermanyFlag() {
  return (
    <>
      <rect width="5" height="1" fill="#000" />
      <rect y="1" width="5" height="1" fill="#DD0000" />
      <rect y="2" width="5" height="1" fill="#FFCE00" />
    </>
  );
}
