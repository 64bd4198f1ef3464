import type { Language } from '@toeic-ace/contract/rules';
import clsx from 'clsx';

/**
 * Flags drawn as SVG: Windows ships no flag emoji (it shows "CN", "JP"), and most of our users
 * are on Windows.
 */
function star(cx: number, cy: number, r: number, rotation = 0): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = ((i * 36 - 90 + rotation) * Math.PI) / 180;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

const CHINA_SMALL_STARS: [number, number, number][] = [
  [10, 2, 23],
  [12, 4, 45],
  [12, 7, 0],
  [10, 9, 23],
];

function China() {
  return (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <polygon points={star(5, 5, 3)} fill="#ffde00" />
      {CHINA_SMALL_STARS.map(([x, y, rotation]) => (
        <polygon key={`${x}-${y}`} points={star(x, y, 1, rotation)} fill="#ffde00" />
      ))}
    </>
  );
}

function Japan() {
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#bc002d" />
    </>
  );
}

function UnitedStates() {
  const stripe = 20 / 13;
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={i * 2 * stripe} width="30" height={stripe} fill="#b22234" />
      ))}
      <rect width="12" height={stripe * 7} fill="#3c3b6e" />
      {Array.from({ length: 12 }, (_, i) => (
        <circle
          key={i}
          cx={1.5 + (i % 4) * 3}
          cy={1.6 + Math.floor(i / 4) * 3.3}
          r="0.6"
          fill="#fff"
        />
      ))}
    </>
  );
}

const FLAGS: Record<Language, () => React.JSX.Element> = { zh: China, ja: Japan, en: UnitedStates };

export function FlagIcon({ language, className }: { language: Language; className?: string }) {
  const Flag = FLAGS[language];
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden
      data-flag={language}
      className={clsx(
        'h-3.5 w-5 shrink-0 overflow-hidden rounded-[3px] ring-1 ring-black/10',
        className,
      )}
    >
      <Flag />
    </svg>
  );
}
