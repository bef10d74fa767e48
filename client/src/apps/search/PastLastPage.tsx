import { Link } from '../../routing/Link';
import { useSearchNavigation } from './search-navigation';
import { setPage } from '../../search-url/search-state-updates';
import { formatCount } from '@forecourt/schema/numbers/format-count';

/**
 * A page number past the last page of results (an old link, a hand-edited URL): the search has
 * matches, just not this many pages of them, so the shopper is sent back to the first page.
 */
export function PastLastPage({ page, pageCount }: { page: number; pageCount: number }) {
  const { state, urlOf } = useSearchNavigation();
  return (
    <div className="empty-results">
      <h2>There is no page {formatCount(page)} of these results</h2>
      <p>
        The results fill {formatCount(pageCount)} {pageCount === 1 ? 'page' : 'pages'}.
      </p>
      <Link className="button button--primary" to={urlOf(setPage(state, 1))}>
        Go to page 1
      </Link>
    </div>
  );
}
