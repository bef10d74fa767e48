/** Small helpers for writing SVG text by hand (the images are plain strings, no DOM). */

/** A coordinate with at most one decimal, so paths stay short. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type Point = readonly [x: number, y: number];

/** "x,y x,y …" for a polygon's points attribute. */
export function pointList(points: readonly Point[]): string {
  return points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

/** A stable small hash of a text (FNV-1a), for picking variations per car. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
