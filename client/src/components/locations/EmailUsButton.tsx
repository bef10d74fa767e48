import { useRef, useState } from 'react';
import { onDemandModule } from '../../on-demand/on-demand-module';
import { useOnDemandModule } from '../../on-demand/useOnDemandModule';
import { useHydrated } from '../../shell/useHydrated';
import type { EmailedLocation } from './LocationEmailDialog';
import { GENERAL_ENQUIRY_PATH } from './location-paths';

/** The dialog (Radix, the lead form and its query) loads on the first press, not with the page. */
export const locationEmailDialog = onDemandModule(() => import('./LocationEmailDialog'));

/**
 * "Email us": a button opening the location's enquiry dialog; before the page's script runs (or
 * without it) a link to the site's enquiry page, which works without it.
 */
export function EmailUsButton({ location }: { location: EmailedLocation }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const dialog = useOnDemandModule(locationEmailDialog, open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!hydrated) {
    return (
      <a className="button location-card__email" href={GENERAL_ENQUIRY_PATH}>
        Email us
      </a>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button location-card__email"
        aria-haspopup="dialog"
        aria-expanded={open && dialog !== undefined}
        onClick={() => setOpen(true)}
      >
        Email us
      </button>
      {dialog && (
        <dialog.LocationEmailDialog
          location={location}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={buttonRef}
        />
      )}
    </>
  );
}
