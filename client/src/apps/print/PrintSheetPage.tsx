import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { PrintPageQuery } from '../../__generated__/PrintPageQuery.graphql';
import { SiteShell } from '../../shell/SiteShell';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { PrintSheet } from './PrintSheet';

/**
 * The print sheet of one vehicle. It renders bare, for paper; an unknown vehicle gets the site's
 * not-found page in the site's header and footer instead.
 */
export function PrintSheetPage({
  queryRef,
  notFound,
}: {
  queryRef: PreloadedQuery<PrintPageQuery>;
  notFound: boolean;
}) {
  const { site, car } = usePreloadedQuery<PrintPageQuery>(
    graphql`
      query PrintPageQuery($slug: String!) {
        site {
          ...SiteShell_site
          ...PrintSheet_site
        }
        car(slug: $slug) {
          ...PrintSheet_car
        }
      }
    `,
    queryRef,
  );
  if (notFound || !car) {
    return (
      <SiteShell site={site}>
        <NotFoundPage what="vehicle" />
      </SiteShell>
    );
  }
  return <PrintSheet car={car} site={site} />;
}
