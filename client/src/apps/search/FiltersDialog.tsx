import { useId, useRef, useState, type ReactNode } from 'react';
import { onDemandModule } from '../../on-demand/on-demand-module';
import { useOnDemandModule } from '../../on-demand/useOnDemandModule';
import { useSearchNavigation } from './search-navigation';
import { refinementCount } from '../../search-url/search-state-updates';

/**
 * The sheet's code (Radix Dialog) is split off on purpose: a wide screen never opens it and a
 * small one only on a tap, so it loads on the first tap rather than with the page.
 */
export const filtersSheet = onDemandModule(() => import('./FiltersSheet'));

/**
 * Without JavaScript the button could open nothing: small screens then show the filters sidebar
 * (above the results) instead, whose links and forms need no script.
 */
const SIDEBAR_WITHOUT_SCRIPT =
  '.filters-dialog__trigger { display: none; } .search-page__facets { display: block; }';

/**
 * The filters on small screens: a "Filters" button opening a side sheet. The sheet's content is
 * only rendered while open; on wide screens the button is hidden and the sidebar shows instead.
 */
export function FiltersDialog({ children }: { children: ReactNode }) {
  const { state } = useSearchNavigation();
  const count = refinementCount(state);
  const [open, setOpen] = useState(false);
  const sheet = useOnDemandModule(filtersSheet, open);
  const sheetId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const shown = open && sheet !== undefined;
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="button filters-dialog__trigger"
        aria-haspopup="dialog"
        aria-expanded={shown}
        aria-controls={shown ? sheetId : undefined}
        data-state={shown ? 'open' : 'closed'}
        onClick={() => setOpen(true)}
      >
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </button>
      <noscript>
        <style>{SIDEBAR_WITHOUT_SCRIPT}</style>
      </noscript>
      {sheet && (
        <sheet.FiltersSheet
          id={sheetId}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={triggerRef}
        >
          {children}
        </sheet.FiltersSheet>
      )}
    </>
  );
}
