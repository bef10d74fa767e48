import { useId, useRef, useState } from 'react';
import { onDemandModule } from '../on-demand/on-demand-module';
import { useOnDemandModule } from '../on-demand/useOnDemandModule';
import { useLocation } from '../routing/router-hooks';
import type { SiteNavigation } from './site-navigation';
import { SiteMenuList } from './SiteMenuList';
import { useHydrated } from './useHydrated';

/**
 * The drawer's code (Radix Dialog) is split off: a wide screen never opens it and a small one
 * only on a tap, so it loads on the first tap rather than with every page.
 */
export const siteMenuDrawer = onDemandModule(() => import('./SiteMenuDrawer'));

function MenuIcon() {
  return (
    <svg className="site-menu__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

/**
 * The header menu on small screens: a "Menu" button opening a drawer with every entry. Without
 * JavaScript (and until the page is hydrated) it is a <details> disclosure showing the same list,
 * so the menu works either way; both look alike, so the swap moves nothing. The drawer closes when
 * a link in it is followed and whenever the page's address changes.
 */
export function SiteMenu({ navigation }: { navigation: SiteNavigation }) {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // Open only on the address it was opened at: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const drawer = useOnDemandModule(siteMenuDrawer, open);
  const drawerId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const shown = open && drawer !== undefined;

  if (!hydrated) {
    return (
      <details className="site-menu">
        <summary className="site-menu__button">
          <MenuIcon />
          Menu
        </summary>
        <nav aria-label="Main" className="site-menu__panel">
          <SiteMenuList navigation={navigation} />
        </nav>
      </details>
    );
  }
  return (
    <div className="site-menu">
      <button
        ref={triggerRef}
        type="button"
        className="site-menu__button"
        aria-haspopup="dialog"
        aria-expanded={shown}
        aria-controls={shown ? drawerId : undefined}
        onClick={() => setOpenAt(here)}
      >
        <MenuIcon />
        Menu
      </button>
      {drawer && (
        <drawer.SiteMenuDrawer
          id={drawerId}
          open={open}
          onOpenChange={(next) => setOpenAt(next ? here : null)}
          returnFocusTo={triggerRef}
        >
          <SiteMenuList navigation={navigation} />
        </drawer.SiteMenuDrawer>
      )}
    </div>
  );
}
