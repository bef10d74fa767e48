import { ALL_STOCK_PATH } from '@forecourt/schema/search/search-routes';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ComparePageQuery } from '../../__generated__/ComparePageQuery.graphql';
import { CompareTable } from '../../components/compare/CompareTable';
import { Link } from '../../routing/Link';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { PageHead } from '../../routing/PageHead';
import { usePageOrigin } from '../../routing/page-origin';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData, useLocation } from '../../routing/router-hooks';
import {
  COMPARE_CARS_PARAM,
  COMPARE_ONLY_PARAM,
  COMPARE_PATH,
  comparedSlugs,
  comparePath,
  ONLY_DIFFERENCES,
} from '../../saved-cars/compare-path';
import { COMPARE_LIMIT } from '../../saved-cars/saved-cars-store';
import { CompareShareLink } from './CompareShareLink';
import './compare-page.css';

/**
 * /compare?cars=… (spec 2 §4): up to four vehicles side by side, with the rows where they differ
 * highlighted. Everything is in the address (the cars, "only differences"), so the page
 * server-renders from it and a shared link opens the same comparison.
 */
export function ComparePage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<ComparePageQuery>;
  const { site, carsBySlugs: cars } = usePreloadedQuery<ComparePageQuery>(
    graphql`
      query ComparePageQuery($slugs: [String!]!) {
        site {
          name
          features {
            compare
          }
          labels {
            vehicleType
          }
        }
        carsBySlugs(slugs: $slugs) {
          slug
          ...CompareTable_cars
        }
      }
    `,
    queryRef,
  );
  const location = useLocation();
  const origin = usePageOrigin();
  const params = new URLSearchParams(location.search);
  const { slugs: asked, leftOut } = comparedSlugs(params.get(COMPARE_CARS_PARAM));
  const onlyDifferences = params.get(COMPARE_ONLY_PARAM) === ONLY_DIFFERENCES;
  const slugs = cars.map((car) => car.slug);
  const missing = asked.length - cars.length;
  const vehicles = `${site.labels.vehicleType.toLowerCase()}s`;
  const removePaths = slugs.map((slug) =>
    comparePath(
      slugs.filter((other) => other !== slug),
      onlyDifferences,
    ),
  );

  if (notFound || !site.features.compare) return <NotFoundPage />;
  return (
    <div className="compare-page">
      <PageHead
        title={`Compare ${vehicles} | ${site.name}`}
        description={`Compare up to ${COMPARE_LIMIT} ${vehicles} of ${site.name} side by side.`}
        canonicalPath={slugs.length > 0 ? comparePath(slugs) : COMPARE_PATH}
      />
      <h1>{`Compare ${vehicles}`}</h1>
      {(missing > 0 || leftOut > 0) && (
        <ul className="compare-page__notes">
          {missing > 0 && (
            <li>
              {missing === 1
                ? `1 ${site.labels.vehicleType.toLowerCase()} of this link is no longer listed.`
                : `${missing} ${vehicles} of this link are no longer listed.`}
            </li>
          )}
          {leftOut > 0 && (
            <li>{`You can compare up to ${COMPARE_LIMIT} ${vehicles}: the first ${COMPARE_LIMIT} are shown.`}</li>
          )}
        </ul>
      )}
      {cars.length === 0 ? (
        <div className="compare-page__empty">
          <p>{`Nothing to compare yet. Tick Compare on up to ${COMPARE_LIMIT} ${vehicles} to see them side by side.`}</p>
          <Link className="button button--primary" to={ALL_STOCK_PATH}>
            {`Browse ${vehicles}`}
          </Link>
        </div>
      ) : (
        <>
          <div className="compare-page__tools">
            {cars.length > 1 && (
              <Link className="button" to={comparePath(slugs, !onlyDifferences)} replace>
                {onlyDifferences ? 'Show all rows' : 'Show only differences'}
              </Link>
            )}
            {cars.length === 1 && (
              <p className="compare-page__hint">{`Add another ${site.labels.vehicleType.toLowerCase()} to compare it with.`}</p>
            )}
          </div>
          <CompareTable cars={cars} removePaths={removePaths} onlyDifferences={onlyDifferences} />
          <CompareShareLink url={`${origin}${comparePath(slugs)}`} />
        </>
      )}
    </div>
  );
}
