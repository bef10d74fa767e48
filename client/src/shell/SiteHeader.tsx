import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../routing/Link';
import type { SiteHeader_site$key } from '../__generated__/SiteHeader_site.graphql';
import { SiteLink } from './SiteLink';
import { RevealablePhone } from '../components/contact/RevealablePhone';
import { useRevealContactPhone } from '../components/contact/useRevealContactPhone';

/** Logo and the header menu from the site's settings; entries with children open on hover or focus. */
export function SiteHeader({ site }: { site: SiteHeader_site$key }) {
  const data = useFragment(
    graphql`
      fragment SiteHeader_site on Site {
        name
        theme {
          logo {
            url
            alt
            width
            height
          }
        }
        contact {
          phone
          phoneReveal
        }
        navigation {
          label
          href
          children {
            label
            href
          }
        }
      }
    `,
    site,
  );
  const revealContactPhone = useRevealContactPhone();
  const { logo } = data.theme;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={`${data.name} home`}>
          <img src={logo.url} alt={logo.alt} width={logo.width} height={logo.height} />
        </Link>
        <nav aria-label="Main" className="site-nav">
          <ul className="site-nav__list">
            {data.navigation.map((entry) => (
              <li key={entry.label} className="site-nav__entry">
                <SiteLink href={entry.href} className="site-nav__link">
                  {entry.label}
                </SiteLink>
                {entry.children.length > 0 && (
                  <ul className="site-nav__dropdown" aria-label={entry.label}>
                    {entry.children.map((child) => (
                      <li key={child.label}>
                        <SiteLink href={child.href} className="site-nav__dropdown-link">
                          {child.label}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <RevealablePhone
          className="site-header__phone"
          phone={data.contact.phone}
          masked={data.contact.phoneReveal === 'MASKED'}
          reveal={() => revealContactPhone(null)}
        />
      </div>
    </header>
  );
}
