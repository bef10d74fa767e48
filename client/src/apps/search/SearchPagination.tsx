import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../routing/Link';
import type { SearchPagination_search$key } from '../../__generated__/SearchPagination_search.graphql';
import { useSearchNavigation } from './search-navigation';
import { setPage } from '../../search-url/search-state-updates';
import { pageWindow } from './page-window';

/** Numbered pages as links (they work without JavaScript too). */
export function SearchPagination({ search }: { search: SearchPagination_search$key }) {
  const { page, pageCount } = useFragment(
    graphql`
      fragment SearchPagination_search on CarSearchConnection {
        page
        pageCount
      }
    `,
    search,
  );
  const { state, urlOf } = useSearchNavigation();
  if (pageCount <= 1) return null;
  const to = (n: number) => urlOf(setPage(state, n));
  return (
    <nav aria-label="Pages" className="pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={to(page - 1)} rel="prev">
              Previous
            </Link>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{n}</span>
              ) : (
                <Link to={to(n)} aria-label={`Page ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={to(page + 1)} rel="next">
              Next
            </Link>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
