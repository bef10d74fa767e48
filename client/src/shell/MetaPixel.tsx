import { graphql, useFragment } from 'react-relay/hooks';
import type { MetaPixel_site$key } from '../__generated__/MetaPixel_site.graphql';
import { startMetaPixel, trackMetaPixel } from '../analytics/meta-pixel';
import { useOncePerView } from '../analytics/useOncePerView';
import { useLocation } from '../routing/router-hooks';

/**
 * The site's Meta pixel, when it has one: started once per page load, with one PageView per page
 * the shopper sees (the first load, then each navigation to another address, never twice for one).
 */
export function MetaPixel({ site }: { site: MetaPixel_site$key }) {
  const { analytics } = useFragment(
    graphql`
      fragment MetaPixel_site on Site {
        analytics {
          metaPixelId
        }
      }
    `,
    site,
  );
  const { pathname, search } = useLocation();
  const pixelId = analytics.metaPixelId ?? null;
  useOncePerView(`${pixelId ?? ''}|${pathname}${search}`, () => {
    startMetaPixel(pixelId);
    if (pixelId !== null) trackMetaPixel('PageView');
  });
  return null;
}
