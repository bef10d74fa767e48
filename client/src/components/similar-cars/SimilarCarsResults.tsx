import type { ReactNode } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { SimilarCarsResults_query$key } from '../../__generated__/SimilarCarsResults_query.graphql';
import similarCarsQuery, {
  type SimilarCarsStripQuery,
} from '../../__generated__/SimilarCarsStripQuery.graphql';
import { CarCard } from '../cars/CarCard';

/** The loaded vehicles as cards, or `fallback` when there are none. */
export function SimilarCarsResults({
  queryRef,
  fallback,
}: {
  queryRef: PreloadedQuery<SimilarCarsStripQuery>;
  fallback: ReactNode;
}) {
  const query = usePreloadedQuery<SimilarCarsStripQuery>(similarCarsQuery, queryRef);
  const { site, car } = useFragment<SimilarCarsResults_query$key>(
    graphql`
      fragment SimilarCarsResults_query on Query {
        site {
          ...CarCard_site
        }
        car(slug: $slug) {
          similarCars {
            id
            ...CarCard_car
          }
        }
      }
    `,
    query,
  );
  const cars = car?.similarCars ?? [];
  if (cars.length === 0) return fallback;
  return (
    <ul className="similar-cars__list">
      {cars.map((similar) => (
        <li key={similar.id} className="similar-cars__item">
          <CarCard car={similar} site={site} eager={false} />
        </li>
      ))}
    </ul>
  );
}
