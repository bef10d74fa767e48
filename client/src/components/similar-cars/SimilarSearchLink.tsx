import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../routing/Link';
import type { SimilarSearchLink_car$key } from '../../__generated__/SimilarSearchLink_car.graphql';
import type { SimilarSearchLink_site$key } from '../../__generated__/SimilarSearchLink_site.graphql';
import { sortOptionName } from '@forecourt/schema/search/search-vocabulary';
import { similarSearchUrl } from './similar-search-url';
import {
  pluralOfVehicleType,
  vehicleTypeInSentence,
} from '@forecourt/schema/labels/vehicle-type-label';

/**
 * "See similar cars for sale": the search for the vehicles the similar-vehicles strip would show.
 * The sold panel offers it, and the strip falls back to it when it has nothing to show.
 */
export function SimilarSearchLink({
  car,
  site,
  className,
}: {
  car: SimilarSearchLink_car$key;
  site: SimilarSearchLink_site$key;
  className?: string;
}) {
  const data = useFragment(
    graphql`
      fragment SimilarSearchLink_car on Car {
        make
        model
        carType
        body
        similarPriceBand {
          min
          max
        }
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment SimilarSearchLink_site on Site {
        similarVehiclesMatch
        labels {
          vehicleType
        }
        search {
          defaultSort
        }
      }
    `,
    site,
  );
  const match = siteData.similarVehiclesMatch === 'CAR_TYPE_BODY' ? 'CAR_TYPE_BODY' : 'MAKE_MODEL';
  const band = data.similarPriceBand;
  const href = similarSearchUrl(
    {
      make: data.make,
      model: data.model,
      carType: data.carType,
      body: data.body,
      similarPriceBand: band ? { min: band.min, max: band.max } : null,
    },
    match,
    sortOptionName(siteData.search.defaultSort) ?? 'mostRelevant',
  );
  const types = pluralOfVehicleType(vehicleTypeInSentence(siteData.labels.vehicleType));
  return (
    <Link className={className} to={href}>
      See similar {types} for sale
    </Link>
  );
}
