import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../../routing/router-hooks';
import {
  parseSearchParams,
  searchStateToUrl,
  withScope,
  type SearchScope,
  type SearchState,
  type SortOptionName,
} from '../../search-url/search-state';

export interface SearchNavigation {
  /** What the shopper sees selected: the query string plus the path's scope. */
  state: SearchState;
  /** The URL a state lives at (for links that also work without JavaScript). */
  urlOf: (next: SearchState) => string;
  /** Goes to a state's URL; does nothing when the URL would not change. */
  go: (next: SearchState) => void;
}

const SearchNavigationContext = createContext<SearchNavigation | null>(null);

export function SearchNavigationProvider({
  scope,
  defaultSort,
  children,
}: {
  scope: SearchScope;
  defaultSort: SortOptionName;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(
    () => withScope(parseSearchParams(location.search), scope),
    [location.search, scope],
  );
  const urlOf = useCallback(
    (next: SearchState) => searchStateToUrl(next, { defaultSort }),
    [defaultSort],
  );
  const go = useCallback(
    (next: SearchState) => {
      const url = urlOf(next);
      if (url === `${location.pathname}${location.search}`) return;
      // A new page of results scrolls to the top; a refinement keeps the shopper where they are.
      void navigate(url, { preventScrollReset: next.page === state.page });
    },
    [urlOf, navigate, location.pathname, location.search, state.page],
  );
  const value = useMemo(() => ({ state, urlOf, go }), [state, urlOf, go]);
  return (
    <SearchNavigationContext.Provider value={value}>{children}</SearchNavigationContext.Provider>
  );
}

export function useSearchNavigation(): SearchNavigation {
  const navigation = useContext(SearchNavigationContext);
  if (!navigation) throw new Error('useSearchNavigation must be used within a search page');
  return navigation;
}
