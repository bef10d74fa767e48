import { PHONE_STEP } from '@forecourt/schema/accounts/sign-in-steps';
import { signInPath, signInStepPath } from '@forecourt/schema/accounts/sign-in-path';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { WatchlistPageQuery } from '../../__generated__/WatchlistPageQuery.graphql';
import { WATCHLIST_PATH } from '../../components/watchlist/watchlist-path';
import { WatchlistCards } from '../../components/watchlist/WatchlistCards';
import { Link } from '../../routing/Link';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { NotFoundPage } from '../../shell/NotFoundPage';
import './watchlist-page.css';

/**
 * /watchlist (spec 1 §2): the vehicles the signed-in shopper saved, newest first, each card with
 * its button to take it off. A visitor is asked to sign in; an empty list says how to fill it.
 */
export function WatchlistPage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<WatchlistPageQuery>;
  const { site, viewer } = usePreloadedQuery<WatchlistPageQuery>(
    graphql`
      query WatchlistPageQuery {
        site {
          name
          features {
            watchlist
          }
          ...WatchlistCards_site
        }
        viewer {
          hasPhone
          ...WatchlistCards_viewer
        }
      }
    `,
    queryRef,
  );
  if (notFound || !site.features.watchlist) return <NotFoundPage />;
  const target = { type: 'watchlist', redirect: WATCHLIST_PATH, back: WATCHLIST_PATH } as const;

  return (
    <div className="watchlist-page">
      <PageHead
        title={`My watchlist | ${site.name}`}
        description={`The vehicles you are watching at ${site.name}.`}
        canonicalPath={WATCHLIST_PATH}
      />
      <h1>My watchlist</h1>
      {viewer == null ? (
        <p className="watchlist-page__sign-in">
          <a className="button button--primary" href={signInPath(target)}>
            Sign in to see your watchlist
          </a>
        </p>
      ) : (
        <>
          {!viewer.hasPhone && (
            <p className="watchlist-page__sign-in">
              The watchlist needs your mobile number.{' '}
              <a href={signInStepPath(target, { step: PHONE_STEP })}>Add your mobile number</a>
            </p>
          )}
          <WatchlistCards viewer={viewer} site={site}>
            <p>
              Your watchlist is empty. Choose <strong>Watchlist</strong> on any vehicle to keep an
              eye on it here.
            </p>
            <p>
              <Link className="button button--primary" to="/search/new-used-and-demo-cars">
                Browse our stock
              </Link>
            </p>
          </WatchlistCards>
        </>
      )}
    </div>
  );
}
