import type { CarPageQuery } from '../../__generated__/CarPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';
import { POSTCODE_PARAM, parsePostcode } from '../../search-url/near-postcode';

/**
 * The vehicle page's route query. The query is declared where it is read (CarPage.tsx); the route
 * table takes the compiled query from here, so the page's own code can load on demand, and the
 * compiled query with it (not in every page's code).
 */
export const carPageQuery: RelayRouteQuery<CarPageQuery> = {
  importQuery: () => import('../../__generated__/CarPageQuery.graphql'),
  variables: ({ params, url }) => {
    // The shopper's postcode, when the address gives one: the page says how far the car is.
    const postcode = parsePostcode(url.searchParams.get(POSTCODE_PARAM));
    return { slug: params.slug ?? '', postcode, withPostcode: postcode !== '' };
  },
  isNotFound: (data) => data.car === null,
  // The enquiry forms' settings: loaded with the page, so the forms are in the server's HTML and
  // can be sent without JavaScript. Their code only the server loads with the page: the browser
  // keeps the server's forms until they are wanted (CarEnquirySection), and loads it then.
  panelQueries: {
    enquiry: {
      importQuery: () => import('../../__generated__/CarEnquiryPanelQuery.graphql'),
      variables: () => ({}),
      code: import.meta.env.SSR
        ? () => import('./enquiry/enquiry-panel-code').then((m) => m.enquiryPanelCode.load())
        : undefined,
    },
  },
};
