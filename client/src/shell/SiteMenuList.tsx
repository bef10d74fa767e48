import { SiteLink } from './SiteLink';
import type { SiteNavigation } from './site-navigation';

/** The header menu as a plain list for the small-screen menu: each entry, its children beneath. */
export function SiteMenuList({ navigation }: { navigation: SiteNavigation }) {
  return (
    <ul className="site-menu__list">
      {navigation.map((entry) => (
        <li key={entry.label}>
          <SiteLink href={entry.href} className="site-menu__link">
            {entry.label}
          </SiteLink>
          {entry.children.length > 0 && (
            <ul className="site-menu__children" aria-label={entry.label}>
              {entry.children.map((child) => (
                <li key={child.label}>
                  <SiteLink href={child.href} className="site-menu__link site-menu__link--child">
                    {child.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
