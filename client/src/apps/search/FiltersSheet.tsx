import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

/**
 * The filters' side sheet (Radix Dialog), opened by the "Filters" button of FiltersDialog. Its
 * content is only rendered while open; closing returns focus to that button.
 */
export function FiltersSheet({
  id,
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Rendered in place (no portal) so the sheet keeps the site's theme properties. */}
      <Dialog.Overlay className="filters-dialog__overlay" />
      <Dialog.Content
        id={id}
        className="filters-dialog"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The button is not a Radix trigger, so Radix cannot find it by itself.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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
