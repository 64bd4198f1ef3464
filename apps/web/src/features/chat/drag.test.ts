import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_BUTTON } from './constants';
import { clampPosition, defaultPosition, isDrag, loadPosition, savePosition } from './drag';

const desktop = { width: 1280, height: 800 };

describe('the floating button’s drag', () => {
  beforeEach(() => localStorage.clear());

  it('counts a press as a drag only past 5 px', () => {
    const start = { x: 100, y: 100 };
    expect(isDrag(start, { x: 105, y: 100 })).toBe(false);
    expect(isDrag(start, { x: 103, y: 104 })).toBe(false); // exactly 5 px away
    expect(isDrag(start, { x: 106, y: 100 })).toBe(true);
    expect(isDrag(start, { x: 96, y: 96 })).toBe(true); // 5.66 px
  });

  it('keeps the 56 px button 20 px inside every edge', () => {
    expect(clampPosition({ x: -50, y: -50 }, desktop)).toEqual({ x: 20, y: 20 });
    expect(clampPosition({ x: 5000, y: 5000 }, desktop)).toEqual({
      x: 1280 - 56 - 20,
      y: 800 - 56 - 20,
    });
    expect(clampPosition({ x: 300, y: 400 }, desktop)).toEqual({ x: 300, y: 400 });
    // A window too small for both margins pins the button to the top-left margin.
    expect(clampPosition({ x: 50, y: 50 }, { width: 80, height: 80 })).toEqual({ x: 20, y: 20 });
  });

  it('starts at x 60 on the bottom margin, and comes back where it was left', () => {
    expect(defaultPosition(desktop)).toEqual({ x: CHAT_BUTTON.defaultX, y: 800 - 56 - 20 });
    expect(loadPosition(desktop)).toEqual(defaultPosition(desktop));
    savePosition({ x: 900, y: 300 });
    expect(loadPosition(desktop)).toEqual({ x: 900, y: 300 });
    // Saved on a wide screen, read on a phone: still inside the margins.
    expect(loadPosition({ width: 375, height: 812 })).toEqual({ x: 375 - 56 - 20, y: 300 });
  });

  it('ignores a damaged saved position', () => {
    localStorage.setItem(CHAT_BUTTON.storageKey, '{"x":"left"}');
    expect(loadPosition(desktop)).toEqual(defaultPosition(desktop));
    localStorage.setItem(CHAT_BUTTON.storageKey, 'not json');
    expect(loadPosition(desktop)).toEqual(defaultPosition(desktop));
  });
});
