import { graphql, useFragment } from 'react-relay/hooks';
import { ALL_STOCK_PATH } from '@forecourt/schema/search/search-routes';
import type { ReserveUnavailable_car$key } from '../../__generated__/ReserveUnavailable_car.graphql';
import type { ReserveUnavailable_site$key } from '../../__generated__/ReserveUnavailable_site.graphql';
import { Link } from '../../routing/Link';
// The vehicle page's strip: the same similar vehicles a shopper finds under a sold car.
import { SimilarCarsStrip } from '../../components/similar-cars/SimilarCarsStrip';

/**
 * The car cannot be reserved (sold, already reserved, not priced, the site takes no
 * reservations) or another shopper took it a moment ago: said kindly, with the reason, similar
 * cars and the way back to the search.
 */
export function ReserveUnavailable({
  car,
  site,
  reason,
}: {
  car: ReserveUnavailable_car$key;
  site: ReserveUnavailable_site$key;
  reason: string;
}) {
  const data = useFragment(
    graphql`
      fragment ReserveUnavailable_car on Car {
        name
        path
        ...SimilarCarsStrip_car
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment ReserveUnavailable_site on Site {
        ...SimilarCarsStrip_site
      }
    `,
    site,
  );
  return (
    <>
      <h1 className="reserve-page__title">This car can’t be reserved</h1>
      <div className="reserve-page__unavailable" role="status">
        <p>{reason}</p>
        <p>
          <Link to={data.path}>See the {data.name}</Link> or{' '}
          <Link to={ALL_STOCK_PATH}>search all our cars</Link>.
        </p>
      </div>
      <SimilarCarsStrip car={data} site={siteData} />
    </>
  );
}
