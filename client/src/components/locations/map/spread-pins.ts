/** Pins whose tips fall closer than this (SVG units) would hide one another. */
const OVERLAP = 12;
/** Side-by-side pins are this far apart: a pin's head is 20 wide, with a little gap. */
const SPREAD = 22;

/**
 * Where each pin is drawn: pins that would cover one another (a sales and a service location at
 * one address) are set side by side about their spot, in their given order, so each stays a
 * link a shopper can see and press.
 */
export function spreadPins(tips: readonly [number, number][]): [number, number][] {
  const groups: number[][] = [];
  tips.forEach(([x, y], index) => {
    const group = groups.find((members) => {
      const [gx, gy] = tips[members[0]!]!;
      return Math.abs(gx - x) < OVERLAP && Math.abs(gy - y) < OVERLAP;
    });
    if (group) group.push(index);
    else groups.push([index]);
  });
  const placed = tips.map(([x, y]) => [x, y] as [number, number]);
  for (const members of groups) {
    if (members.length < 2) continue;
    const [x, y] = tips[members[0]!]!;
    members.forEach((index, i) => {
      placed[index] = [Math.round((x + (i - (members.length - 1) / 2) * SPREAD) * 10) / 10, y];
    });
  }
  return placed;
}
