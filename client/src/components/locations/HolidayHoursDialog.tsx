import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './location-dialog.css';

export const HOLIDAY_HOURS_TITLE = 'Holiday Opening Hours';

/**
 * The holiday hours dialog (spec 2 §2), titled "Holiday Opening Hours": Radix keeps focus inside,
 * Escape closes it and focus returns to its trigger.
 */
export function HolidayHoursDialog({
  open,
  onOpenChange,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      {/* Rendered in place (no portal) so the dialog keeps the site's theme properties. */}
      <Dialog.Overlay className="location-dialog__overlay" />
      <Dialog.Content className="location-dialog" aria-describedby={undefined}>
        <div className="location-dialog__header">
          <Dialog.Title className="location-dialog__title">{HOLIDAY_HOURS_TITLE}</Dialog.Title>
          <Dialog.Close className="location-dialog__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
