import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { EmptyResults_site$key } from '../__generated__/EmptyResults_site.graphql';
import { useSearchNavigation } from './search-navigation';
import { clearRefinements } from './search-state';

/**
 * Spec 1 §8: "No Results Available" with the offers text, or the search variant when the shopper
 * refined; "Clear Filters" drops the refinements, or goes to the site's refresh path when there
 * are none to drop.
 */
export function EmptyResults({ site }: { site: EmptyResults_site$key }) {
  const { texts, search } = useFragment(
    graphql`
      fragment EmptyResults_site on Site {
        texts {
          emptyResultsHeading
          emptyResultsText
          emptySearchText
          clearFilters
        }
        search {
          emptyResultsRefreshPath
        }
      }
    `,
    site,
  );
  const { state, urlOf } = useSearchNavigation();
  const refined =
    state.query !== '' ||
    Object.values(state.refinements).some((values) => values.length > 0) ||
    Object.keys(state.ranges).length > 0;
  const clearTo = refined ? urlOf(clearRefinements(state)) : search.emptyResultsRefreshPath;
  return (
    <div className="empty-results">
      <h2>{texts.emptyResultsHeading}</h2>
      <p>{refined ? texts.emptySearchText : texts.emptyResultsText}</p>
      <Link className="button button--primary" to={clearTo}>
        {texts.clearFilters}
      </Link>
    </div>
  );
}
