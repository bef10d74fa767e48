import { useEffect, type ReactNode } from 'react';
import type { PageAssets } from './ssr-contract';
import { rootCommitted } from './shell/hydration-progress';

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser, so each
 * page's <title>, description and canonical link (rendered by the page) land in <head>.
 */
export function Document({ assets, children }: { assets: PageAssets; children: ReactNode }) {
  // Hydration runs as a transition, in slices, and large parts of the page hydrate apart: the
  // page is marked hydrated once they all have (hydration-progress.ts).
  useEffect(rootCommitted, []);
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        {/* The server sends the rules the page uses inline instead, and the page's start code
            preloads this link's stylesheet: React adds the link when it hydrates
            (server/src/web/page-stylesheet.ts). */}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
