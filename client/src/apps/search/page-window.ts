/** Pages either side of the current one; the first and last are always shown. */
export const PAGE_WINDOW_RADIUS = 2;

/** Page numbers to show, with null where a run of pages is left out. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    const near = Math.abs(n - page) <= PAGE_WINDOW_RADIUS;
    if (n === 1 || n === pageCount || near) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
