import { encodePng } from './png.ts';

/**
 * The app icon of public/favicon.svg (64-unit grid: indigo-to-sky rounded square, a white "A"
 * of round-capped strokes), drawn at any size for the web app manifest. Drawn here rather than
 * converted, so the build needs no image library; 4×4 samples per pixel smooth the edges.
 */
const FROM = [0x63, 0x66, 0xf1]; // #6366f1
const TO = [0x0e, 0xa5, 0xe9]; // #0ea5e9
const STROKES: [number, number, number, number][] = [
  [20, 44, 32, 18],
  [32, 18, 44, 44],
  [25, 35, 39, 35],
];
const HALF_STROKE = 2.5;

function distanceToSegment(px: number, py: number, [ax, ay, bx, by]: number[]): number {
  const dx = bx! - ax!;
  const dy = by! - ay!;
  const t = Math.max(0, Math.min(1, ((px - ax!) * dx + (py - ay!) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax! + t * dx), py - (ay! + t * dy));
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  if (x < 0 || y < 0 || x > 64 || y > 64) return false;
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/**
 * maskable: the background fills the whole square (no rounded corners; the platform applies its
 * own mask) and the glyph shrinks into the central safe zone.
 */
export function drawAppIcon(size: number, { maskable = false } = {}): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  const samples = 4;
  const glyphScale = maskable ? 0.75 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let glyph = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          if (!(maskable || insideRoundedSquare(x, y, 16))) continue;
          background += 1;
          const gx = 32 + (x - 32) / glyphScale;
          const gy = 32 + (y - 32) / glyphScale;
          if (STROKES.some((s) => distanceToSegment(gx, gy, s) <= HALF_STROKE)) glyph += 1;
        }
      }
      const total = samples * samples;
      const t = (px + py) / (2 * size);
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) {
        const base = FROM[c]! + (TO[c]! - FROM[c]!) * t;
        // White glyph over the gradient, by the share of samples it covers.
        rgba[i + c] = Math.round(background ? base + (255 - base) * (glyph / background) : 0);
      }
      rgba[i + 3] = Math.round((background / total) * 255);
    }
  }
  return encodePng(size, rgba);
}
