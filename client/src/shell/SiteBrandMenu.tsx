import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteBrandMenu_menu$key } from '../__generated__/SiteBrandMenu_menu.graphql';
import { SiteLink } from './SiteLink';

/**
 * The header's "Brands" entry (spec 2 §2): a link to /brands, and a panel of brand logos that
 * opens on hover or focus like the other dropdowns (CSS only, so it works without JavaScript);
 * Tab walks from the entry through the logos. Each logo leads to the make's stock page, its
 * brand page or its website, as the site chose.
 */
export function SiteBrandMenu({ menu }: { menu: SiteBrandMenu_menu$key }) {
  const data = useFragment(
    graphql`
      fragment SiteBrandMenu_menu on BrandMenu {
        label
        path
        items {
          title
          logoUrl
          href
        }
      }
    `,
    menu,
  );
  return (
    <li className="site-nav__entry">
      <SiteLink href={data.path} className="site-nav__link">
        {data.label}
      </SiteLink>
      {data.items.length > 0 && (
        <ul className="site-nav__dropdown site-nav__brands" aria-label={data.label}>
          {data.items.map((item) => (
            <li key={item.href + item.title}>
              <SiteLink href={item.href} className="site-nav__brand">
                {/* Hidden until the panel opens: lazy, so closed panels fetch nothing. */}
                <img src={item.logoUrl} alt="" width={40} height={40} loading="lazy" />
                <span>{item.title}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
