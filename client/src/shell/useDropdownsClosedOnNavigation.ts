import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from '../routing/router-hooks';

/**
 * The header's dropdowns open on hover or focus (CSS), so after following one of their links in
 * the page the pointer or the focus would keep the dropdown open over the new page. After each
 * navigation they stay closed until the pointer or the focus comes to the menu afresh, and a
 * focused dropdown link lets go of the focus, as a page load would.
 */
export function useDropdownsClosedOnNavigation(nav: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // Where the dropdowns were last allowed to open: a different address means a navigation since.
  const [openableAt, setOpenableAt] = useState(here);
  const closed = openableAt !== here;
  const previous = useRef(here);

  useEffect(() => {
    if (previous.current === here) return;
    previous.current = here;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && nav.current?.contains(focused)) focused.blur();
  }, [here, nav]);

  const reopen = () => {
    if (closed) setOpenableAt(here);
  };
  return {
    closed,
    /** Entering or leaving with the pointer, or focusing anew, lets the dropdowns open again. */
    handlers: { onPointerEnter: reopen, onPointerLeave: reopen, onFocus: reopen },
  };
}
