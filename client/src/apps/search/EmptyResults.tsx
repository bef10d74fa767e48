import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../routing/Link';
import type { EmptyResults_site$key } from '../../__generated__/EmptyResults_site.graphql';
import { useSearchNavigation } from './search-navigation';
import { clearRefinements, isRefined, setQuery } from '../../search-url/search-state-updates';

/**
 * Spec 1 §8: "No Results Available" with the offers text, or the search variant when the shopper
 * refined; "Clear Filters" drops the words and filters, or goes to the site's refresh path when there
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
  const refined = isRefined(state);
  const clearTo = refined
    ? urlOf(setQuery(clearRefinements(state), ''))
    : search.emptyResultsRefreshPath;
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
