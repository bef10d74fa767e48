import type { CSSProperties, ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteShell_site$key } from '../__generated__/SiteShell_site.graphql';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MetaPixel } from './MetaPixel';
import { Toaster } from '../ui/Toaster';
import { CompareTray } from '../components/compare/CompareTray';
import { HydratedApart } from './HydratedApart';

/** The site's look: its theme colours become CSS custom properties every component reads. */
export function SiteShell({ site, children }: { site: SiteShell_site$key; children: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment SiteShell_site on Site {
        theme {
          colours {
            primary
            secondary
            accent
            text
            background
          }
        }
        ...SiteHeader_site
        ...SiteFooter_site
        ...MetaPixel_site
        ...CompareTray_site
      }
    `,
    site,
  );
  const { colours } = data.theme;
  const theme = {
    '--colour-primary': colours.primary,
    '--colour-secondary': colours.secondary,
    '--colour-accent': colours.accent,
    '--colour-text': colours.text,
    '--colour-background': colours.background,
  } as CSSProperties;
  return (
    <div className="site" style={theme}>
      <Toaster>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <HydratedApart>
          <SiteHeader site={data} />
        </HydratedApart>
        <main id="main" className="site-main">
          <HydratedApart>{children}</HydratedApart>
        </main>
        <HydratedApart>
          <SiteFooter site={data} />
        </HydratedApart>
        <MetaPixel site={data} />
        <CompareTray site={data} />
      </Toaster>
    </div>
  );
}
