import type { HolidayHoursGroup } from '@forecourt/schema/locations/holiday-hours';
import type { ReactNode } from 'react';

/** The holiday hours by department, then the site's note with its number (if it has one). */
export function HolidayHoursList({
  groups,
  note,
}: {
  groups: readonly HolidayHoursGroup[];
  note: ReactNode;
}) {
  return (
    <div className="holiday-hours__list">
      {groups.length === 0 && <p>No changes to the usual opening hours are coming up.</p>}
      {groups.map((group) => (
        <section key={group.heading} className="holiday-hours__group">
          <h3 className="holiday-hours__department">{group.heading}</h3>
          <ul>
            {group.lines.map((line) => (
              <li key={line.date} className="holiday-hours__line">
                <span className="holiday-hours__date">
                  {line.date}
                  {line.label && <span className="holiday-hours__label"> ({line.label})</span>}
                </span>
                <span className="holiday-hours__hours">{line.hours}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {note}
    </div>
  );
}
