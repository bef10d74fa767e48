/**
 * Flows a list of items of known heights into columns, newspaper style (down the first column,
 * then the next), across as many pages as it takes. On each page the columns are balanced: the
 * shortest column height that still holds what is left is used, so a short list spreads across
 * the columns instead of filling the first one only.
 */

export interface ColumnItem {
  index: number;
  column: number;
  /** From the top of the page's region. */
  y: number;
}

export interface ColumnFlow {
  columns: number;
  /** Room in the first page's region and in each page after it. */
  firstPageHeight: number;
  nextPageHeight: number;
  /** Space between two items of a column. */
  gap: number;
}

/** Places items from `start` with columns at most `limit` high; returns the placements. */
function fill(heights: readonly number[], start: number, limit: number, flow: ColumnFlow) {
  const placed: ColumnItem[] = [];
  let index = start;
  for (let column = 0; column < flow.columns && index < heights.length; column++) {
    let y = 0;
    while (index < heights.length) {
      const height = heights[index]!;
      if (y + height > limit) break;
      placed.push({ index, column, y });
      y += height + flow.gap;
      index++;
    }
  }
  return placed;
}

const BALANCE_STEPS = 24;

/** The lowest column height at which everything from `start` fits, or `room` when nothing lower does. */
function balancedLimit(heights: readonly number[], start: number, room: number, flow: ColumnFlow) {
  const remaining = heights.length - start;
  if (fill(heights, start, room, flow).length < remaining) return room;
  let low = 0;
  let high = room;
  for (let step = 0; step < BALANCE_STEPS; step++) {
    const mid = (low + high) / 2;
    if (fill(heights, start, mid, flow).length === remaining) high = mid;
    else low = mid;
  }
  return high;
}

/** One array per page, each item with its column and its offset; a page may be empty (no room). */
export function flowIntoColumns(heights: readonly number[], flow: ColumnFlow): ColumnItem[][] {
  const pages: ColumnItem[][] = [];
  let start = 0;
  while (start < heights.length) {
    const room = pages.length === 0 ? flow.firstPageHeight : flow.nextPageHeight;
    let page = fill(heights, start, balancedLimit(heights, start, room, flow), flow);
    // An item taller than a whole page gets one to itself (cut at its foot), or nothing moves.
    if (page.length === 0 && pages.length > 0) page = [{ index: start, column: 0, y: 0 }];
    pages.push(page);
    start += page.length;
  }
  return pages;
}
