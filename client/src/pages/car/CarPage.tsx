import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import CarPageQueryNode, { type CarPageQuery } from '../../__generated__/CarPageQuery.graphql';
import { PageHead } from '../../routes/PageHead';
import type { RelayRouteData, RelayRouteQuery } from '../../routes/relay-route-loader';
import { NotFoundPage } from '../NotFoundPage';
import { ALL_STOCK_PATH } from '@forecourt/schema/search/search-routes';
import { telHref } from '@forecourt/schema/phone/format-au-phone';
import { formatKm } from '../../cars/format-km';

export const carPageQuery: RelayRouteQuery<CarPageQuery> = {
  query: graphql`
    query CarPageQuery($slug: String!) {
      site {
        name
      }
      car(slug: $slug) {
        name
        path
        km
        transmission
        fuel
        body
        dealerComments
        priceDisplay {
          text
          priceType
        }
        primaryImage {
          url
          width
          height
          alt
        }
        location {
          name
          phone
        }
      }
    }
  `,
  variables: ({ params }) => ({ slug: params.slug ?? '' }),
  isNotFound: (data) => data.car === null,
};

/** The vehicle page at /cars/{slug}: photo, price and key facts. */
export function CarPage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<CarPageQuery>;
  const { site, car } = usePreloadedQuery<CarPageQuery>(CarPageQueryNode, queryRef);
  if (notFound || !car) return <NotFoundPage what="vehicle" />;
  const facts = [formatKm(car.km), car.transmission, car.fuel, car.body].filter(Boolean);
  return (
    <article className="car-page">
      <PageHead
        title={`${car.name} for sale | ${site.name}`}
        description={`${car.name}, ${facts.join(', ')}. ${car.priceDisplay.text} at ${site.name}.`}
        canonicalPath={car.path}
      />
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={ALL_STOCK_PATH}>Stock</Link>
          </li>
          <li>
            <span aria-current="page">{car.name}</span>
          </li>
        </ol>
      </nav>
      <h1>{car.name}</h1>
      {car.primaryImage && (
        <img
          className="car-page__photo"
          src={car.primaryImage.url}
          width={car.primaryImage.width}
          height={car.primaryImage.height}
          alt={car.primaryImage.alt}
          fetchPriority="high"
        />
      )}
      <p className="car-page__price">
        {car.priceDisplay.text} {car.priceDisplay.priceType}
      </p>
      <ul className="car-page__facts">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {car.dealerComments && <p>{car.dealerComments}</p>}
      <p>
        At {car.location.name}
        {car.location.phone && (
          <>
            {' '}
            · <a href={telHref(car.location.phone)}>{car.location.phone}</a>
          </>
        )}
      </p>
    </article>
  );
}
