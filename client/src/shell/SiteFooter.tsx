import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteFooter_site$key } from '../__generated__/SiteFooter_site.graphql';
import { RevealablePhone } from '../components/contact/RevealablePhone';
import { useRevealContactPhone } from '../components/contact/useRevealContactPhone';
import { SiteFooterLinks } from './SiteFooterLinks';

/**
 * The site's contact details, its locations (each linking to its contact page) with addresses and
 * phones, and its link columns (its own pages and the pages every site has).
 */
export function SiteFooter({ site }: { site: SiteFooter_site$key }) {
  const data = useFragment(
    graphql`
      fragment SiteFooter_site on Site {
        name
        ...SiteFooterLinks_site
        contact {
          email
          phone
          phoneReveal
        }
        locations {
          id
          name
          phone
          contactPath
          address {
            street
            city
            state
            postcode
          }
        }
      }
    `,
    site,
  );
  const revealContactPhone = useRevealContactPhone();
  const masked = data.contact.phoneReveal === 'MASKED';
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Contact {data.name}
          </h2>
          <p>
            <RevealablePhone
              className="revealable-phone"
              phone={data.contact.phone}
              masked={masked}
              reveal={() => revealContactPhone(null)}
            />
            <br />
            <a href={`mailto:${data.contact.email}`}>{data.contact.email}</a>
          </p>
        </section>
        <section aria-labelledby="footer-locations">
          <h2 id="footer-locations" className="site-footer__heading">
            Locations
          </h2>
          <ul className="site-footer__locations">
            {data.locations.map((location) => (
              <li key={location.id}>
                <strong>
                  <a href={location.contactPath}>{location.name}</a>
                </strong>
                <address>
                  {location.address.street}, {location.address.city} {location.address.state}{' '}
                  {location.address.postcode}
                </address>
                {location.phone && (
                  <RevealablePhone
                    className="revealable-phone"
                    phone={location.phone}
                    masked={masked}
                    reveal={() => revealContactPhone(location.id)}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
        <SiteFooterLinks site={data} />
      </div>
      <p className="site-footer__legal">
        © {year} {data.name}
      </p>
    </footer>
  );
}
