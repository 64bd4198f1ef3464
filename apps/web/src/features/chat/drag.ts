import { CHAT_BUTTON } from './constants';

export interface Point {
  x: number;
  y: number;
}

export interface Viewport {
  width: number;
  height: number;
}

const { size, margin, defaultX, dragThresholdPx } = CHAT_BUTTON;

/** The top-left corner kept `margin` px inside every edge (pinned to the margin if too small). */
export function clampPosition({ x, y }: Point, { width, height }: Viewport): Point {
  const maxX = Math.max(margin, width - size - margin);
  const maxY = Math.max(margin, height - size - margin);
  return { x: Math.min(Math.max(x, margin), maxX), y: Math.min(Math.max(y, margin), maxY) };
}

/** A press becomes a drag once the pointer has moved more than the threshold from where it began. */
export const isDrag = (start: Point, current: Point) =>
  Math.hypot(current.x - start.x, current.y - start.y) > dragThresholdPx;

/** Bottom-left, where the panel opens: x 60, resting on the bottom margin. */
export const defaultPosition = (viewport: Viewport): Point =>
  clampPosition({ x: defaultX, y: viewport.height - size - margin }, viewport);

export function loadPosition(viewport: Viewport): Point {
  try {
    const saved = JSON.parse(localStorage.getItem(CHAT_BUTTON.storageKey) ?? 'null') as unknown;
    if (
      saved &&
      typeof (saved as Point).x === 'number' &&
      typeof (saved as Point).y === 'number' &&
      Number.isFinite((saved as Point).x) &&
      Number.isFinite((saved as Point).y)
    ) {
      return clampPosition(saved as Point, viewport);
    }
  } catch {
    // a damaged entry: start from the default
  }
  return defaultPosition(viewport);
}

export function savePosition(position: Point): void {
  try {
    localStorage.setItem(CHAT_BUTTON.storageKey, JSON.stringify(position));
  } catch {
    // storage full or blocked: the position lasts for this visit only
  }
}
