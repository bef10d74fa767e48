import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useOncePerView } from '../../analytics/useOncePerView';
import { useTrackEvent } from '../../analytics/useTrackEvent';
import { useLoaderData, useNavigation } from '../../routing/router-hooks';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { Breadcrumbs } from './Breadcrumbs';
import { EmptyResults } from './EmptyResults';
import { PastLastPage } from './PastLastPage';
import { FiltersDialog } from './FiltersDialog';
import { SearchBox } from './SearchBox';
import { SearchFacets } from './SearchFacets';
import { SearchNavigationProvider } from './search-navigation';
import { sortOptionName } from '@forecourt/schema/search/search-vocabulary';
import { SearchPagination } from './SearchPagination';
import { SearchResults } from './SearchResults';
import { SortSelect } from './SortSelect';
import { SaveSearchButton } from '../../components/saved-searches/SaveSearchButton';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { formatCount } from '@forecourt/schema/numbers/format-count';
import { useSearchPromoTiles } from '../../components/promotions/useSearchPromoTiles';
import { HydratedApart } from '../../shell/HydratedApart';

/** The search results page: /search/... with its state in the query string. */
export function SearchPage() {
  const { queryRef, notFound, error } = useLoaderData() as RelayRouteData<SearchPageQuery>;
  const data = usePreloadedQuery<SearchPageQuery>(
    graphql`
      query SearchPageQuery(
        $path: String!
        $query: String
        $filters: CarFilters
        $sort: CarSort
        $page: Int
      ) {
        site {
          name
          labels {
            vehicleType
          }
          search {
            defaultSort
          }
          ...SortSelect_site
          ...SearchFacets_site
          ...SearchResults_site
          ...EmptyResults_site
          ...useSearchPromoTiles_site
        }
        searchLanding(path: $path) {
          path
          heading
          scope {
            carTypes
            make
            model
            body
          }
          ...Breadcrumbs_landing
          ...useSearchPromoTiles_landing
          # Only the facets SearchFacets shows (its SECTION_ORDER): the others cost counting and bytes.
          results(
            query: $query
            filters: $filters
            sort: $sort
            page: $page
            facets: [
              CAR_TYPE
              MAKE
              MODEL
              PRICE
              BODY
              TRANSMISSION
              FUEL
              DRIVE
              COLOUR
              SEATS
              LOCATION_NAME
              DEALERSHIP_SLUG
              YEAR
            ]
          ) {
            totalCount
            page
            pageCount
            ...SearchFacets_search
            ...SearchResults_search
            ...SearchPagination_search
          }
        }
      }
    `,
    queryRef,
  );
  const navigation = useNavigation();
  const trackEvent = useTrackEvent();
  // One search page view (event 49) per visit to the page: refining the search within it is not
  // another view.
  useOncePerView('search', () => trackEvent(ANALYTICS_EVENTS.SEARCH_PAGE_VIEW));
  const landing = data.searchLanding;
  const promoTiles = useSearchPromoTiles(landing ?? null, data.site);
  if (notFound || !landing) return <NotFoundPage what="search" />;

  const { site } = data;
  const { results } = landing;
  const loading =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/search');
  const vehicles = `${site.labels.vehicleType.toLowerCase()}${results.totalCount === 1 ? '' : 's'}`;
  const count = `${formatCount(results.totalCount)} ${vehicles} found`;
  const defaultSort = sortOptionName(site.search.defaultSort) ?? 'mostRelevant';

  return (
    <SearchNavigationProvider
      scope={{
        carTypes: landing.scope.carTypes,
        make: landing.scope.make ?? null,
        model: landing.scope.model ?? null,
        body: landing.scope.body ?? null,
      }}
      defaultSort={defaultSort}
    >
      <PageHead
        title={`${landing.heading} for sale${results.page > 1 ? `, page ${results.page}` : ''} | ${site.name}`}
        description={`${formatCount(results.totalCount)} ${landing.heading.toLowerCase()} for sale at ${site.name}. Compare prices, save favourites and enquire online.`}
        // Each page of results is its own page to a search engine; filters and sort are not.
        canonicalPath={`${landing.path}${results.page > 1 ? `?page=${results.page}` : ''}`}
        siteName={site.name}
      />
      <div className="search-page">
        <Breadcrumbs landing={landing} />
        <header className="search-page__header">
          <h1>{landing.heading}</h1>
          <p className="search-page__count" role="status">
            {count}
          </p>
          <div className="search-page__tools">
            <SearchBox />
            <FiltersDialog>
              <SearchFacets search={results} site={site} />
            </FiltersDialog>
            <SortSelect site={site} />
            <SaveSearchButton />
          </div>
        </header>
        <div className="search-page__body">
          <aside className="search-page__facets" aria-labelledby="filters-heading">
            <h2 id="filters-heading" className="visually-hidden">
              Filters
            </h2>
            <HydratedApart>
              <SearchFacets search={results} site={site} />
            </HydratedApart>
          </aside>
          <section
            className="search-page__results"
            aria-label="Results"
            aria-busy={loading}
            data-loading={loading || undefined}
          >
            {error && (
              <p className="search-page__error" role="alert">
                The results could not be updated ({error}). The last results are shown; please try
                again.
              </p>
            )}
            {results.totalCount === 0 ? (
              <EmptyResults site={site} />
            ) : results.page > results.pageCount ? (
              <PastLastPage page={results.page} pageCount={results.pageCount} />
            ) : (
              <>
                <HydratedApart>
                  <SearchResults search={results} site={site} promoTiles={promoTiles} />
                </HydratedApart>
                <SearchPagination search={results} />
              </>
            )}
          </section>
        </div>
      </div>
    </SearchNavigationProvider>
  );
}
