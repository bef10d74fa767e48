import { BOOK_TEST_DRIVE_PATH } from '@forecourt/schema/content/content-paths';
import { TRADE_IN_PATH } from '@forecourt/schema/leads/lead-routes';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteFooterLinks_site$key } from '../__generated__/SiteFooterLinks_site.graphql';
import { CAREERS_PATH, CONTACT_PATH } from '../apps/leads/lead-routes';
import { SiteLink } from './SiteLink';

/** The dealer locator, every site's list of its locations. */
const LOCATIONS_PATH = '/dealer-locator';

/**
 * The footer's link columns: the dealer's own pages (about us, terms, FAQ …) and the pages every
 * site has, each only when the site offers it (trade-in and test drives are features a site may
 * switch off; Book a Service may lead to the manufacturer's booking page).
 */
export function SiteFooterLinks({ site }: { site: SiteFooterLinks_site$key }) {
  const data = useFragment(
    graphql`
      fragment SiteFooterLinks_site on Site {
        contentPages {
          path
          title
        }
        financeEnquiryPath
        servicePage {
          url
        }
        features {
          tradeIn
          testDrive
        }
      }
    `,
    site,
  );
  const quickLinks = [
    { label: 'Finance', href: data.financeEnquiryPath },
    ...(data.features.tradeIn ? [{ label: 'Sell your car', href: TRADE_IN_PATH }] : []),
    { label: 'Book a service', href: data.servicePage.url },
    ...(data.features.testDrive
      ? [{ label: 'Book a test drive', href: BOOK_TEST_DRIVE_PATH }]
      : []),
    { label: 'Careers', href: CAREERS_PATH },
    { label: 'Contact', href: CONTACT_PATH },
    { label: 'Locations', href: LOCATIONS_PATH },
  ];
  return (
    <>
      {data.contentPages.length > 0 && (
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className="site-footer__heading">
            Information
          </h2>
          <ul className="site-footer__links">
            {data.contentPages.map((page) => (
              <li key={page.path}>
                <SiteLink href={page.path}>{page.title}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-labelledby="footer-quick-links">
        <h2 id="footer-quick-links" className="site-footer__heading">
          Quick links
        </h2>
        <ul className="site-footer__links">
          {quickLinks.map((link) => (
            <li key={link.label}>
              <SiteLink href={link.href}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
