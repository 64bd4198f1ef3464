import type { SessionTone } from '@/entities/practice-session/format';

/** Tailwind 500 shades, readable on both the light and the dark card. */
export const TONE_COLOR: Record<SessionTone, string> = {
  good: '#10b981',
  fair: '#f59e0b',
  poor: '#f43f5e',
  none: '#94a3b8',
};

export const LISTENING_COLOR = '#6366f1';
export const READING_COLOR = '#0ea5e9';
export const ESTIMATE_COLOR = '#6366f1';
