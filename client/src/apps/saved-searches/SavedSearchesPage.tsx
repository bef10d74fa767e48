import { signInPath } from '@forecourt/schema/accounts/sign-in-path';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { SavedSearchesPageQuery } from '../../__generated__/SavedSearchesPageQuery.graphql';
import { SavedSearchesList } from '../../components/saved-searches/SavedSearchesList';
import { SAVED_SEARCHES_PATH } from '../../components/saved-searches/saved-searches-path';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';

/** /saved-searches: the signed-in shopper's saved searches; a visitor is offered sign-in. */
export function SavedSearchesPage() {
  const { queryRef } = useLoaderData() as RelayRouteData<SavedSearchesPageQuery>;
  const data = usePreloadedQuery<SavedSearchesPageQuery>(
    graphql`
      query SavedSearchesPageQuery {
        site {
          name
        }
        viewer {
          ...SavedSearchesList_viewer
        }
      }
    `,
    queryRef,
  );
  return (
    <div className="saved-searches-page">
      <PageHead
        title={`Saved searches | ${data.site.name}`}
        description={`Your saved searches at ${data.site.name}, with e-mails of new matches.`}
        canonicalPath={SAVED_SEARCHES_PATH}
      />
      <h1>Saved searches</h1>
      {data.viewer ? (
        <SavedSearchesList viewer={data.viewer} />
      ) : (
        <p>
          <a
            className="button button--primary"
            href={signInPath({ type: 'saved-search', redirect: SAVED_SEARCHES_PATH })}
          >
            Sign in to see your saved searches
          </a>
        </p>
      )}
    </div>
  );
}
