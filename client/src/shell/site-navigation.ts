import type { SiteHeader_site$data } from '../__generated__/SiteHeader_site.graphql';

/** The header menu's entries, as the site's settings list them. */
export type SiteNavigation = SiteHeader_site$data['navigation'];
