import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { RecentlyViewedResultsQuery } from '../../__generated__/RecentlyViewedResultsQuery.graphql';
import { CarCard } from '../cars/CarCard';

/**
 * The recently viewed vehicles as cards, loaded by their ids from this site only. A vehicle the
 * site no longer lists answers null and is left out; one that sold within the site's recently
 * sold window still shows, with its sold tag.
 */
export function RecentlyViewedResults({
  ids,
  headingId,
  onClear,
}: {
  ids: readonly string[];
  headingId: string;
  onClear: () => void;
}) {
  const { site, nodes } = useLazyLoadQuery<RecentlyViewedResultsQuery>(
    graphql`
      query RecentlyViewedResultsQuery($ids: [ID!]!) {
        site {
          ...CarCard_site
        }
        nodes(ids: $ids) {
          ... on Car @alias(as: "car") {
            id
            ...CarCard_car
          }
        }
      }
    `,
    { ids: [...ids] },
  );
  const cars = nodes.flatMap((node) => (node?.car ? [node.car] : []));
  if (cars.length === 0) return null;
  return (
    <section className="stock-strip recently-viewed" aria-labelledby={headingId}>
      <div className="stock-strip__header">
        <h2 className="stock-strip__title" id={headingId}>
          Recently viewed
        </h2>
        <button type="button" className="button" onClick={onClear}>
          Clear<span className="visually-hidden"> recently viewed vehicles</span>
        </button>
      </div>
      <ul className="stock-strip__list">
        {cars.map((car) => (
          <li key={car.id} className="stock-strip__item">
            <CarCard car={car} site={site} eager={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
