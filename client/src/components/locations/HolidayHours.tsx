import { holidayHoursGroups } from '@forecourt/schema/locations/holiday-hours';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { HolidayHours_location$key } from '../../__generated__/HolidayHours_location.graphql';
import type { HolidayHours_site$key } from '../../__generated__/HolidayHours_site.graphql';
import { onDemandModule } from '../../on-demand/on-demand-module';
import { useOnDemandModule } from '../../on-demand/useOnDemandModule';
import { useHydrated } from '../../shell/useHydrated';
import { HolidayHoursList } from './HolidayHoursList';
import { RevealablePhone } from '../contact/RevealablePhone';
import { useRevealContactPhone } from '../contact/useRevealContactPhone';
import './holiday-hours.css';

/** The dialog's code (Radix) loads on the first press, not with the page. */
export const holidayHoursDialog = onDemandModule(() => import('./HolidayHoursDialog'));

const BUTTON_LABEL = 'View Holiday Opening Hours';

/**
 * "View Holiday Opening Hours" (spec 2 §2): the location's upcoming special hours by department,
 * in 12-hour times, with the site's note and number. A button opening a dialog once the page's
 * script runs; before that (or without it) a disclosure showing the same list.
 */
export function HolidayHours({
  location,
  site,
}: {
  location: HolidayHours_location$key;
  site: HolidayHours_site$key;
}) {
  const data = useFragment(
    graphql`
      fragment HolidayHours_location on Location {
        departments
        # Each department's entries (with those for every department): the dialog lists them all.
        sales: specialHours(department: SALES) {
          date
          open
          opensAt
          closesAt
          department
          label
        }
        service: specialHours(department: SERVICE) {
          date
          open
          opensAt
          closesAt
          department
          label
        }
        parts: specialHours(department: PARTS) {
          date
          open
          opensAt
          closesAt
          department
          label
        }
      }
    `,
    location,
  );
  const { contact, locationDisplay } = useFragment(
    graphql`
      fragment HolidayHours_site on Site {
        contact {
          phoneReveal
        }
        locationDisplay {
          holidayHoursNote
          holidayHoursNotePhone
        }
      }
    `,
    site,
  );
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const revealContactPhone = useRevealContactPhone();
  const dialog = useOnDemandModule(holidayHoursDialog, open);

  const seen = new Set<string>();
  const entries = [...data.sales, ...data.service, ...data.parts]
    .map((entry) => ({
      date: entry.date,
      open: entry.open,
      opensAt: entry.opensAt,
      closesAt: entry.closesAt,
      department: entry.department,
      label: entry.label,
    }))
    .filter((entry) => {
      const key = `${entry.date}|${entry.department ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const groups = holidayHoursGroups(entries, data.departments);
  const { holidayHoursNote, holidayHoursNotePhone } = locationDisplay;
  const note = holidayHoursNote && (
    <p className="holiday-hours__note">
      {holidayHoursNote}
      {holidayHoursNotePhone && (
        <>
          {' '}
          <RevealablePhone
            className="revealable-phone"
            phone={holidayHoursNotePhone}
            masked={contact.phoneReveal === 'MASKED'}
            reveal={() => revealContactPhone(null, 'HOLIDAY_NOTE')}
          />
        </>
      )}
    </p>
  );
  const list = <HolidayHoursList groups={groups} note={note} />;

  if (!hydrated) {
    return (
      <details className="holiday-hours">
        <summary className="button holiday-hours__button">{BUTTON_LABEL}</summary>
        {list}
      </details>
    );
  }
  const button = (
    <button
      type="button"
      className="button holiday-hours__button"
      aria-haspopup="dialog"
      onClick={() => setOpen(true)}
    >
      {BUTTON_LABEL}
    </button>
  );
  return (
    <div className="holiday-hours">
      {dialog ? (
        <dialog.HolidayHoursDialog open={open} onOpenChange={setOpen} trigger={button}>
          {list}
        </dialog.HolidayHoursDialog>
      ) : (
        button
      )}
    </div>
  );
}
