import { graphql, useFragment } from 'react-relay/hooks';
import type { CompareTray_site$key } from '../../__generated__/CompareTray_site.graphql';
import { onDemandModule } from '../../on-demand/on-demand-module';
import { useOnDemandModule } from '../../on-demand/useOnDemandModule';
import { useLocation } from '../../routing/router-hooks';
import { COMPARE_PATH } from '../../saved-cars/compare-path';
import { useSavedCars } from '../../saved-cars/useSavedCars';

/** The bar's code loads once the shopper first ticks Compare: most visits never do. */
const compareBar = onDemandModule(() => import('./CompareBar'));

/**
 * "Compare (n)" over the page's bottom edge while the compare list holds a car (fixed, so nothing
 * moves when it appears); not on the compare page itself.
 */
export function CompareTray({ site }: { site: CompareTray_site$key }) {
  const data = useFragment(
    graphql`
      fragment CompareTray_site on Site {
        slug
        features {
          compare
        }
      }
    `,
    site,
  );
  const { entries } = useSavedCars('compare', data.slug);
  const { pathname } = useLocation();
  const wanted = data.features.compare && entries.length > 0 && pathname !== COMPARE_PATH;
  const bar = useOnDemandModule(compareBar, wanted);
  if (!wanted || !bar) return null;
  return <bar.CompareBar entries={entries} />;
}
