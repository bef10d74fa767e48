import { departmentLabel } from '@forecourt/schema/locations/departments';
import { weekRows } from '@forecourt/schema/locations/week-rows';
import { useId, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { LocationHours_location$key } from '../../__generated__/LocationHours_location.graphql';
import type { LocationHoursRefetchQuery } from '../../__generated__/LocationHoursRefetchQuery.graphql';
import './location-hours.css';

/** The query parameter naming the department shown, for the dropdown's form without script. */
export const DEPARTMENT_PARAM = 'department';

/**
 * The week's opening hours as a table (spec 2 §2, §5: Mon–Fri grouped when they agree), with a
 * dropdown switching department when the location has several, starting from its own. A closed
 * day says what the site's settings say of it ("By appointment only", or an "Enquire Now" link).
 * Without script the dropdown is a GET form whose button reloads the page on that department.
 */
export function LocationHours({
  location,
  department: requested = null,
}: {
  location: LocationHours_location$key;
  /** The department the fragment was fetched for (the page's ?department=); null: its own. */
  department?: string | null;
}) {
  const [data, refetch] = useRefetchableFragment<
    LocationHoursRefetchQuery,
    LocationHours_location$key
  >(
    graphql`
      fragment LocationHours_location on Location
      @refetchable(queryName: "LocationHoursRefetchQuery")
      @argumentDefinitions(department: { type: "LocationType" }) {
        name
        locationType
        departments
        shownDepartment: departmentHours(department: $department) {
          weekday
          open
          opensAt
          closesAt
        }
        closedNote(department: $department) {
          text
          href
        }
      }
    `,
    location,
  );
  const [department, setDepartment] = useState<string>(
    requested !== null && data.departments.includes(requested as typeof data.locationType)
      ? requested
      : data.locationType,
  );
  const [switching, startTransition] = useTransition();
  const selectId = useId();
  const headingId = useId();
  const note = data.closedNote;
  const week = data.shownDepartment.map((day) => ({
    weekday: day.weekday,
    open: day.open,
    opensAt: day.opensAt,
    closesAt: day.closesAt,
  }));

  return (
    <section className="location-hours" aria-labelledby={headingId}>
      <h2 id={headingId} className="location-hours__heading">
        Opening hours
      </h2>
      {data.departments.length > 1 && (
        <form className="location-hours__switch" method="get">
          <label htmlFor={selectId}>Department</label>
          <select
            id={selectId}
            name={DEPARTMENT_PARAM}
            value={department}
            onChange={(event) => {
              const next = event.target.value;
              setDepartment(next);
              startTransition(() => {
                refetch({ department: next as typeof data.locationType });
              });
            }}
          >
            {data.departments.map((option) => (
              <option key={option} value={option}>
                {departmentLabel(option)}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button">
              Show hours
            </button>
          </noscript>
        </form>
      )}
      <table className="location-hours__table" aria-busy={switching || undefined}>
        <caption className="visually-hidden">
          {departmentLabel(department)} opening hours of {data.name}
        </caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Days</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody>
          {weekRows(week).map((row) => (
            <tr key={row.days} data-open={row.open}>
              <th scope="row">{row.days}</th>
              <td>
                {row.hours}
                {!row.open && note && (
                  <>
                    {' · '}
                    {note.href ? <a href={note.href}>{note.text}</a> : note.text}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
