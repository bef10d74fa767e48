import { signInPath } from '@forecourt/schema/accounts/sign-in-path';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { GaragePageQuery } from '../../__generated__/GaragePageQuery.graphql';
import { RecentlyViewedVehicles } from '../../components/recently-viewed/RecentlyViewedVehicles';
import { WATCHLIST_PATH } from '../../components/watchlist/watchlist-path';
import { WatchlistCards } from '../../components/watchlist/WatchlistCards';
import { Link } from '../../routing/Link';
import { SavedSearchesList } from '../../components/saved-searches/SavedSearchesList';
import { PageHead } from '../../routing/PageHead';
import { useLoaderData } from '../../routing/router-hooks';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { GarageReservations } from './GarageReservations';
import { GarageSavedList } from './GarageSavedList';
import { SAVED_SEARCHES_PATH } from '../../components/saved-searches/saved-searches-path';
import type { GarageRouteData } from './garage-route-data';
import './garage-page.css';

/**
 * The shopper's garage (spec 2 §2, setting `garage`), at each address the site gives it: their
 * watchlist when signed in, the favourites and compare lists this browser keeps, and the
 * vehicles they viewed lately, with links to each list's own page. A visitor sees the browser's
 * lists and is offered to sign in for the rest.
 */
export function GaragePage() {
  const { queryRef, notFound } = useLoaderData() as GarageRouteData;
  const { site, viewer } = usePreloadedQuery<GaragePageQuery>(
    graphql`
      query GaragePageQuery($path: String!) {
        site {
          slug
          name
          features {
            watchlist
            favourites
            compare
          }
          garagePage(path: $path) {
            title
            path
          }
          ...WatchlistCards_site
          ...RecentlyViewedVehicles_site
        }
        viewer {
          ...WatchlistCards_viewer
          ...SavedSearchesList_viewer
          ...GarageReservations_viewer
        }
      }
    `,
    queryRef,
  );
  const garage = site.garagePage;
  if (notFound || !garage) return <NotFoundPage />;
  const { watchlist, favourites, compare } = site.features;
  const links = [
    watchlist && { to: WATCHLIST_PATH, label: 'Watchlist' },
    favourites && { to: '/favourites', label: 'Favourites' },
    compare && { to: '/compare', label: 'Compare' },
    viewer != null && { to: SAVED_SEARCHES_PATH, label: 'Saved searches' },
  ].filter((link) => link !== false);

  return (
    <div className="garage-page">
      <PageHead
        title={`${garage.title} | ${site.name}`}
        description={`Your watchlist, favourites and recently viewed vehicles at ${site.name}.`}
        canonicalPath={garage.path}
      />
      <h1>{garage.title}</h1>
      {links.length > 0 && (
        <nav aria-label="Your lists">
          <ul className="garage-page__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {viewer == null && (
        <p className="garage-page__sign-in">
          <a
            className="button button--primary"
            href={signInPath({ type: 'my-garage', redirect: garage.path, back: garage.path })}
          >
            Sign in to see your watchlist and saved searches
          </a>
        </p>
      )}
      {viewer != null && <GarageReservations viewer={viewer} />}
      {watchlist && viewer != null && (
        <section aria-labelledby="garage-watchlist" className="garage-page__section">
          <h2 id="garage-watchlist">Watchlist</h2>
          <WatchlistCards viewer={viewer} site={site}>
            <p>No vehicles on your watchlist yet.</p>
          </WatchlistCards>
        </section>
      )}
      {viewer != null && (
        <section aria-labelledby="garage-saved-searches" className="garage-page__section">
          <h2 id="garage-saved-searches">Saved searches</h2>
          <SavedSearchesList viewer={viewer} />
        </section>
      )}
      {favourites && <GarageSavedList kind="favourites" title="Favourites" siteSlug={site.slug} />}
      {compare && <GarageSavedList kind="compare" title="Compare" siteSlug={site.slug} />}
      <RecentlyViewedVehicles site={site} />
    </div>
  );
}
