import { num, type Point } from './svg-markup.js';

/** A corner of a drawn outline: x, y and how round the corner is (0: sharp). */
export type Corner = readonly [x: number, y: number, radius?: number];

function towards(from: Corner, to: Corner, distance: number): Point {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy) || 1;
  return [from[0] + (dx / length) * distance, from[1] + (dy / length) * distance];
}

function roundedCorner(previous: Corner, corner: Corner, next: Corner): string {
  const radius = corner[2] ?? 0;
  if (radius <= 0) return `L${num(corner[0])},${num(corner[1])}`;
  // Never cut more than half of either side, so neighbouring corners do not overlap.
  const cut = Math.min(
    radius,
    Math.hypot(corner[0] - previous[0], corner[1] - previous[1]) / 2,
    Math.hypot(next[0] - corner[0], next[1] - corner[1]) / 2,
  );
  const [ax, ay] = towards(corner, previous, cut);
  const [bx, by] = towards(corner, next, cut);
  return `L${num(ax)},${num(ay)}Q${num(corner[0])},${num(corner[1])} ${num(bx)},${num(by)}`;
}

/** Path data through the corners; the first and last stay sharp (they join other path parts). */
export function openRoundedPath(corners: readonly Corner[]): string {
  const [first, ...rest] = corners;
  if (!first) return '';
  let d = `M${num(first[0])},${num(first[1])}`;
  rest.forEach((corner, i) => {
    const next = rest[i + 1];
    d += next ? roundedCorner(corners[i]!, corner, next) : `L${num(corner[0])},${num(corner[1])}`;
  });
  return d;
}

/** A closed shape with every corner rounded. */
export function closedRoundedPath(corners: readonly Corner[]): string {
  const n = corners.length;
  if (n < 3) return '';
  // Start halfway along the first side so the first corner gets rounded like the others.
  const mid: Point = [(corners[0]![0] + corners[1]![0]) / 2, (corners[0]![1] + corners[1]![1]) / 2];
  let d = `M${num(mid[0])},${num(mid[1])}`;
  for (let i = 1; i <= n; i++) {
    d += roundedCorner(corners[(i - 1) % n]!, corners[i % n]!, corners[(i + 1) % n]!);
  }
  return `${d}Z`;
}
