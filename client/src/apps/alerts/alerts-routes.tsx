import { UNSUBSCRIBE_PATH } from '@forecourt/schema/alerts/unsubscribe-path';
import type { RouteObject } from '../../routing/route-types';
import { lazyPage } from '../../routing/lazy-page';

/**
 * The similar-vehicle alert pages, as children of the site layout route. The unsubscribe page needs
 * no query of its own (the layout's is enough), and its code loads only when it is opened.
 */
export const similarAlertsRoutes: RouteObject[] = [
  {
    id: 'similar-alerts-unsubscribe',
    path: UNSUBSCRIBE_PATH.slice(1),
    ...lazyPage(
      import.meta.glob<typeof import('./UnsubscribePage')>('/src/apps/alerts/UnsubscribePage.tsx'),
      (m) => m.UnsubscribePage,
    ),
  },
];
