import { graphql, useFragment } from 'react-relay/hooks';
import type { StockStrip_site$key } from '../../__generated__/StockStrip_site.graphql';
import type { StockStrip_strip$key } from '../../__generated__/StockStrip_strip.graphql';
import { sortOptionName } from '@forecourt/schema/search/search-vocabulary';
import { Link } from '../../routing/Link';
import { EMPTY_SEARCH_STATE, searchStateToUrl } from '../../search-url/search-state';
import { CarCard } from '../cars/CarCard';
import '../cars/stock-strip.css';

/**
 * A strip of cars on the home page (featured stock, recently added): cards in a row that scrolls
 * sideways on phones and a grid on wide screens, with a link to the same search in full.
 * `id` names the strip's heading (two strips share a page).
 */
export function StockStrip({
  id,
  strip,
  site,
}: {
  id: string;
  strip: StockStrip_strip$key;
  site: StockStrip_site$key;
}) {
  const data = useFragment(
    graphql`
      fragment StockStrip_strip on HomeStockStrip {
        heading
        sort
        carTypes
        makes
        bodies
        tags
        cars {
          id
          ...CarCard_car
        }
      }
    `,
    strip,
  );
  const siteData = useFragment(
    graphql`
      fragment StockStrip_site on Site {
        search {
          defaultSort
        }
        ...CarCard_site
      }
    `,
    site,
  );
  const cars = data.cars;
  if (cars.length === 0) return null;
  const defaultSort = sortOptionName(siteData.search.defaultSort) ?? 'mostRelevant';
  // The same search the strip shows, as the search page spells it.
  const seeAll = searchStateToUrl(
    {
      ...EMPTY_SEARCH_STATE,
      refinements: {
        carType: data.carTypes,
        make: data.makes,
        body: data.bodies,
        tag: data.tags,
      },
      sortBy: data.sort ? sortOptionName(data.sort) : null,
    },
    { defaultSort },
  );
  const headingId = `${id}-heading`;
  return (
    <section className="stock-strip renders-near-screen" aria-labelledby={headingId}>
      <div className="stock-strip__header">
        <h2 id={headingId} className="stock-strip__title">
          {data.heading}
        </h2>
        <Link to={seeAll} className="stock-strip__all">
          See all<span className="visually-hidden"> {data.heading.toLowerCase()}</span>
        </Link>
      </div>
      <ul className="stock-strip__list">
        {cars.map((car) => (
          <li key={car.id} className="stock-strip__item">
            <CarCard car={car} site={siteData} eager={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
