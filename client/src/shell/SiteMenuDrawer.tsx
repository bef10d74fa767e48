import * as Dialog from '@radix-ui/react-dialog';
import type { MouseEvent, ReactNode, RefObject } from 'react';

/**
 * The small-screen menu's drawer (Radix Dialog: focus kept inside, Escape and the overlay close
 * it, the rest of the page inert). Its content is only rendered while open; following one of its
 * links closes it, and closing returns focus to the menu button.
 */
export function SiteMenuDrawer({
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
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Rendered in place (no portal) so the drawer keeps the site's theme properties. */}
      <Dialog.Overlay className="site-menu__overlay" />
      <Dialog.Content
        id={id}
        className="site-menu__drawer"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The button is not a Radix trigger, so Radix cannot find it by itself.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="site-menu__drawer-header">
          <Dialog.Title className="site-menu__title">Menu</Dialog.Title>
          <Dialog.Close className="site-menu__close" aria-label="Close menu">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </div>
        <nav aria-label="Main" className="site-menu__drawer-nav" onClick={closeOnLink}>
          {children}
        </nav>
      </Dialog.Content>
    </Dialog.Root>
  );
}
