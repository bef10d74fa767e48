import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, type RefObject } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { LocationEmailDialogQuery } from '../../__generated__/LocationEmailDialogQuery.graphql';
import { LocationEnquiryForm } from './LocationEnquiryForm';
import './location-dialog.css';

export interface EmailedLocation {
  internalId: string;
  name: string;
  dealershipSlug: string;
  contactPath: string;
}

/** The form's settings, fetched when the dialog first opens (most visitors never open it). */
function DialogForm({ location }: { location: EmailedLocation }) {
  const { site } = useLazyLoadQuery<LocationEmailDialogQuery>(
    graphql`
      query LocationEmailDialogQuery {
        site {
          slug
          leadForm(form: GENERAL_ENQUIRY) {
            ...LocationEnquiryForm_settings
          }
        }
      }
    `,
    {},
  );
  return <LocationEnquiryForm settings={site.leadForm} siteSlug={site.slug} location={location} />;
}

/**
 * "Email us" (spec 2 §2): a Radix dialog holding the location's General Enquiry form. Focus stays
 * inside, Escape closes it and focus goes back to the button that opened it.
 */
export function LocationEmailDialog({
  location,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  location: EmailedLocation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Rendered in place (no portal) so the dialog keeps the site's theme properties. */}
      <Dialog.Overlay className="location-dialog__overlay" />
      <Dialog.Content
        className="location-dialog"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="location-dialog__header">
          <Dialog.Title className="location-dialog__title">Email {location.name}</Dialog.Title>
          <Dialog.Close className="location-dialog__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </div>
        <Suspense fallback={<p className="location-dialog__loading">Loading the form…</p>}>
          <DialogForm location={location} />
        </Suspense>
      </Dialog.Content>
    </Dialog.Root>
  );
}
