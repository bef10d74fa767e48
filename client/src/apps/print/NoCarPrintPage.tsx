import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import SiteLayoutQueryNode, {
  type SiteLayoutQuery,
} from '../../__generated__/SiteLayoutQuery.graphql';
import { SiteShell } from '../../shell/SiteShell';
import { NotFoundPage } from '../../shell/NotFoundPage';

/** /print without a car_id: the site's not-found page, in the site's own header and footer. */
export function NoCarPrintPage({ queryRef }: { queryRef: PreloadedQuery<SiteLayoutQuery> }) {
  const { site } = usePreloadedQuery<SiteLayoutQuery>(SiteLayoutQueryNode, queryRef);
  return (
    <SiteShell site={site}>
      <NotFoundPage what="vehicle" />
    </SiteShell>
  );
}
