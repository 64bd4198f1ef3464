import clsx from 'clsx';
import type { ReactNode } from 'react';

interface RingProps {
  /** 0–100. */
  percent: number;
  size?: number;
  stroke?: number;
  /** Tailwind stroke colour classes of the filled arc. */
  tone?: string;
  label: string;
  children?: ReactNode;
  testId?: string;
}

/** A circular progress ring (SVG) with content in its centre. */
export function Ring({
  percent,
  size = 160,
  stroke = 14,
  tone = 'stroke-indigo-600 dark:stroke-sky-400',
  label,
  children,
  testId,
}: RingProps) {
  const value = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  // The track and the arc over it: one circle.
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: stroke };
  return (
    <div
      role="img"
      aria-label={label}
      data-testid={testId}
      data-percent={Math.round(value)}
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} className="-rotate-90">
        <circle {...circle} className="stroke-slate-100 dark:stroke-slate-800" />
        <circle
          {...circle}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - value / 100)}
          className={clsx('transition-[stroke-dashoffset] duration-700 ease-out', tone)}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">{children}</div>
    </div>
  );
}
