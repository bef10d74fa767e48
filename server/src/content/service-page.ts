import { SERVICE_PATH } from '@forecourt/schema/content/content-paths';
import type { ServicePageSettings } from '@forecourt/tenants/settings/service-page-settings.schema';

type ServicePage = { servicePage: ServicePageSettings };

/**
 * Where the site's Book a Service links lead: the manufacturer's booking page when the site books
 * there (servicePage.externalUrl), else the site's own /service.
 */
export function servicePageHref({ servicePage }: ServicePage): string {
  return servicePage.externalUrl ?? SERVICE_PATH;
}

/** A link of the site's own menu to /service leads where its Book a Service links lead. */
export function serviceLinkHref(href: string, settings: ServicePage): string {
  return href === SERVICE_PATH ? servicePageHref(settings) : href;
}

/**
 * /service on a site that books through the manufacturer: a redirect (302, since the dealer may
 * change it) to that booking page; null on a site with its own page, or another path.
 */
export function servicePageRedirect(pathname: string, settings: ServicePage): Response | null {
  const { externalUrl } = settings.servicePage;
  if (externalUrl === undefined) return null;
  if (pathname !== SERVICE_PATH && pathname !== `${SERVICE_PATH}/`) return null;
  return new Response(null, { status: 302, headers: { location: externalUrl } });
}
