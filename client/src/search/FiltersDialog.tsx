import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useSearchNavigation } from './search-navigation';
import { refinementCount } from './search-state-updates';

/**
 * The filters on small screens: a "Filters" button opening a side sheet. The sheet's content is
 * only rendered while open; on wide screens the button is hidden and the sidebar shows instead.
 */
export function FiltersDialog({ children }: { children: ReactNode }) {
  const { state } = useSearchNavigation();
  const count = refinementCount(state);
  return (
    <Dialog.Root>
      <Dialog.Trigger className="button filters-dialog__trigger">
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </Dialog.Trigger>
      {/* Rendered in place (no portal) so the sheet keeps the site's theme properties. */}
      <Dialog.Overlay className="filters-dialog__overlay" />
      <Dialog.Content className="filters-dialog" aria-describedby={undefined}>
        <div className="filters-dialog__header">
          <Dialog.Title className="filters-dialog__title">Filters</Dialog.Title>
          <Dialog.Close className="filters-dialog__close" aria-label="Close filters">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </div>
        <div className="filters-dialog__body">{children}</div>
        <div className="filters-dialog__footer">
          <Dialog.Close className="button button--primary filters-dialog__done">
            Show results
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
