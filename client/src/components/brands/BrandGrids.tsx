import { graphql, useFragment } from 'react-relay/hooks';
import type { BrandGrids_site$key } from '../../__generated__/BrandGrids_site.graphql';
import { BrandGrid } from './BrandGrid';

/** Every brand grid the site fills, in the settings' order (car, motorcycle, truck, caravan, group). */
export function BrandGrids({
  site,
  headingLevel = 2,
}: {
  site: BrandGrids_site$key;
  headingLevel?: 2 | 3;
}) {
  const { brandGrids } = useFragment(
    graphql`
      fragment BrandGrids_site on Site {
        brandGrids {
          kind
          ...BrandGrid_grid
        }
      }
    `,
    site,
  );
  return (
    <div className="brand-grids">
      {brandGrids.map((grid) => (
        <BrandGrid key={grid.kind} grid={grid} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
