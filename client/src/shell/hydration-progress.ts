/**
 * When the whole page has hydrated: the root's commit and then every part hydrated apart
 * (HydratedApart), each in a task of its own. The page marks <html data-hydrated> only then,
 * so the mark still means "every control on the page is live" (browser tests wait for it).
 */

let partsAwaited = 0;
let rootHydrated = false;

function markWhenAllHydrated(): void {
  if (rootHydrated && partsAwaited === 0) document.documentElement.dataset.hydrated = 'true';
}

/** A part to hydrate apart was committed (still dehydrated while the page hydrates). */
export function partAwaited(): void {
  partsAwaited += 1;
}

/** A part's own content has hydrated (or rendered, on a page that was not hydrated). */
export function partHydrated(): void {
  partsAwaited -= 1;
  markWhenAllHydrated();
}

/** The root has committed: the parts outside every boundary are live. */
export function rootCommitted(): void {
  rootHydrated = true;
  markWhenAllHydrated();
}
