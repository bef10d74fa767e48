import { describe, expect, it } from 'vitest';
import { flowIntoColumns, type ColumnFlow, type ColumnItem } from './feature-columns.js';

const flow: ColumnFlow = { columns: 3, firstPageHeight: 100, nextPageHeight: 200, gap: 0 };

const columnsOf = (page: ColumnItem[]) =>
  [0, 1, 2].map((column) => page.filter((i) => i.column === column).map((i) => i.index));

/** The height a column takes: the foot of its lowest item. */
function columnHeights(page: ColumnItem[], heights: number[]) {
  return [0, 1, 2].map((column) =>
    Math.max(0, ...page.filter((i) => i.column === column).map((i) => i.y + heights[i.index]!)),
  );
}

describe('flowIntoColumns', () => {
  it('spreads a short list evenly, down each column in order', () => {
    const heights = Array<number>(7).fill(10);
    const pages = flowIntoColumns(heights, flow);
    expect(pages).toHaveLength(1);
    expect(columnsOf(pages[0]!)).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(pages[0]!.map((item) => item.y)).toEqual([0, 10, 20, 0, 10, 20, 0]);
  });

  it('takes wrapped (taller) items into account and leaves gaps between items', () => {
    const heights = [30, 10, 10, 10, 10, 10];
    const [page] = flowIntoColumns(heights, { ...flow, gap: 2 });
    expect(columnsOf(page!)).toEqual([[0], [1, 2, 3], [4, 5]]);
    expect(page!.find((item) => item.index === 2)!.y).toBe(12);
  });

  it('continues on the next pages when the first is full, never past a page’s room', () => {
    const heights = Array.from({ length: 80 }, (_, i) => (i % 5 === 0 ? 25 : 12));
    const pages = flowIntoColumns(heights, flow);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flat().map((item) => item.index)).toEqual(heights.map((_, i) => i));
    pages.forEach((page, n) => {
      const room = n === 0 ? flow.firstPageHeight : flow.nextPageHeight;
      for (const height of columnHeights(page, heights)) expect(height).toBeLessThanOrEqual(room);
    });
    // A full page uses its room: the first page's first column is filled close to the bottom.
    expect(columnHeights(pages[0]!, heights)[0]).toBeGreaterThan(flow.firstPageHeight - 25);
  });

  it('starts on the next page when the first has no room', () => {
    const pages = flowIntoColumns([10, 10], { ...flow, firstPageHeight: 0 });
    expect(pages).toEqual([
      [],
      [
        { index: 0, column: 0, y: 0 },
        { index: 1, column: 1, y: 0 },
      ],
    ]);
  });

  it('gives an item taller than a page a page of its own rather than stall', () => {
    const pages = flowIntoColumns([10, 500, 10], flow);
    expect(pages.map((page) => page.map((item) => item.index))).toEqual([[0], [1], [2]]);
  });

  it('has nothing to place for no items', () => {
    expect(flowIntoColumns([], flow)).toEqual([]);
  });
});
