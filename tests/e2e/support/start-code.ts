/**
 * What a page's inline start code fetches once it has painted (the client's
 * scripts-after-first-paint.ts).
 */
export interface StartedAssets {
  stylesheets: string[];
  preloads: string[];
  modules: string[];
}

/**
 * The stylesheets, module preloads and boot modules the page's start code names, read from the
 * page's HTML as sent (the client's code-loading helper adds preload links of its own once it
 * runs). Throws when the page has no start code, so a change to its text fails loudly.
 */
export function assetsStartedBy(html: string): StartedAssets {
  const found = /\}\)\((\{"stylesheets":.*?\})\);/.exec(html);
  if (!found) throw new Error('The page names no scripts to start');
  return JSON.parse(found[1]!) as StartedAssets;
}
