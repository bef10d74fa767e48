import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../routing/Link';
import type { SiteHeader_site$key } from '../__generated__/SiteHeader_site.graphql';
import { SiteLink } from './SiteLink';
import { RevealablePhone } from '../components/contact/RevealablePhone';
import { useRevealContactPhone } from '../components/contact/useRevealContactPhone';
import { SiteMenu } from './SiteMenu';
import { AccountLinks } from '../components/accounts/AccountLinks';
import { AccountMenu } from '../components/accounts/AccountMenu';
import { SiteBrandMenu } from './SiteBrandMenu';
import { useDropdownsClosedOnNavigation } from './useDropdownsClosedOnNavigation';
import './site-header.css';

/** An empty element closing the header: the first paint waits until it is parsed (see below). */
const SITE_HEADER_END_ID = 'site-header-end';

function PhoneIcon() {
  return (
    <svg
      className="site-header__phone-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

/**
 * One row: the logo, the header menu from the site's settings (entries with children open on hover
 * or focus), the phone number; on small screens a "Menu" button opening the menu in a drawer, and
 * the phone as an icon.
 */
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
        brandMenu {
          label
          path
          position
          ...SiteBrandMenu_menu
        }
        ...AccountLinks_site
      }
    `,
    site,
  );
  const revealContactPhone = useRevealContactPhone();
  const { logo } = data.theme;
  const navRef = useRef<HTMLElement>(null);
  const dropdowns = useDropdownsClosedOnNavigation(navRef);
  const { brandMenu } = data;
  const entries = data.navigation.map((entry) => (
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
  ));
  if (brandMenu)
    entries.splice(brandMenu.position, 0, <SiteBrandMenu key="brand-menu" menu={brandMenu} />);
  // The small screens' menu lists the brands as one link to /brands.
  const menuNavigation = brandMenu
    ? data.navigation.toSpliced(brandMenu.position, 0, {
        label: brandMenu.label,
        href: brandMenu.path,
        children: [],
      })
    : data.navigation;
  return (
    <header className="site-header">
      {/* Hoisted into <head> by React. The first paint waits for the whole header: a paint made
          while the HTML is still arriving would place the logo and phone, then move them when the
          account link and menu arrive (a layout shift at every slow load). It names an empty
          element after the header's contents, since Chromium lets the paint go as soon as the
          named element is inserted, before its children are parsed. */}
      <link rel="expect" href={`#${SITE_HEADER_END_ID}`} blocking="render" />
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={`${data.name} home`}>
          {/* Fetched after the page's main photo: a logo is a few hundred bytes the header has
              room for already, the photo is what the shopper waits for, and on a phone's
              connection the first request after the page's own gets the connection already open
              (without this, React preloads the logo ahead of the photo, as the page's first image). */}
          <img
            src={logo.url}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            fetchPriority="low"
          />
        </Link>
        <nav
          ref={navRef}
          aria-label="Main"
          className="site-nav"
          data-dropdowns={dropdowns.closed ? 'closed' : undefined}
          {...dropdowns.handlers}
        >
          <ul className="site-nav__list">{entries}</ul>
        </nav>
        <RevealablePhone
          className="site-header__phone"
          numberClassName="site-header__phone-number"
          phone={data.contact.phone}
          masked={data.contact.phoneReveal === 'MASKED'}
          reveal={() => revealContactPhone(null)}
        >
          <PhoneIcon />
        </RevealablePhone>
        <AccountMenu>
          <AccountLinks site={data} />
        </AccountMenu>
        <SiteMenu navigation={menuNavigation} />
      </div>
      <span id={SITE_HEADER_END_ID} hidden />
    </header>
  );
}
