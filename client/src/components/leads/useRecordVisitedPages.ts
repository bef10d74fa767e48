import { useEffect } from 'react';
import { useLocation } from '../../routing/router-hooks';
import { browserStorage } from '../../storage/browser-storage';
import { recordLandingParams, recordVisitedPage } from './visited-pages';

/**
 * Records each page the shopper opens in this tab, and the landing page's campaign parameters,
 * for the visit a lead reports (visited-pages.ts). Used once, by the site layout.
 */
export function useRecordVisitedPages(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const storage = browserStorage('session');
    recordVisitedPage(storage, `${pathname}${search}`);
    recordLandingParams(storage, search);
  }, [pathname, search]);
}
