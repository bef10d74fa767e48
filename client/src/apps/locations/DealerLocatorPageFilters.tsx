import { departmentLabel } from '@forecourt/schema/locations/departments';
import { useId, type FormEvent } from 'react';
import { useNavigate } from '../../routing/router-hooks';
import {
  DEALER_LOCATOR_PATH,
  DEPARTMENTS,
  locatorPath,
  type Department,
  type LocatorParams,
} from './DealerLocatorPage.params';
import { useGeolocationAvailable, type MyPosition } from './DealerLocatorPagePosition';

/**
 * The locator's controls: a GET form of department, make and postcode, so the page filters and
 * orders without JavaScript; with it, the same address is opened in the page. "Use my location"
 * appears only where the browser can tell it.
 */
export function DealerLocatorPageFilters({
  params,
  departments,
  makes,
  postcodeError,
  myPosition,
}: {
  params: LocatorParams;
  /** Only the departments the site's locations have. */
  departments: readonly Department[];
  /** Only the makes the site's locations sell or service. */
  makes: readonly string[];
  postcodeError: string | null;
  myPosition: MyPosition;
}) {
  const navigate = useNavigate();
  const errorId = useId();
  const canLocate = useGeolocationAvailable();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value.trim() ? value.trim() : null;
    };
    myPosition.forget();
    navigate(
      locatorPath({
        department: DEPARTMENTS.find((d) => d === text('department')?.toUpperCase()) ?? null,
        make: text('make'),
        postcode: text('postcode'),
      }),
    );
  };
  const shownDepartments = DEPARTMENTS.filter((d) => departments.includes(d));
  return (
    <form
      className="dealer-locator__filters"
      method="get"
      action={DEALER_LOCATOR_PATH}
      onSubmit={submit}
      aria-label="Find a location"
    >
      {shownDepartments.length > 1 ? (
        <label className="dealer-locator__field">
          Department
          <select name="department" defaultValue={params.department?.toLowerCase() ?? ''}>
            <option value="">All departments</option>
            {shownDepartments.map((department) => (
              <option key={department} value={department.toLowerCase()}>
                {departmentLabel(department)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {makes.length > 1 ? (
        <label className="dealer-locator__field">
          Make
          <select name="make" defaultValue={params.make ?? ''}>
            <option value="">All makes</option>
            {makes.map((make) => (
              <option key={make} value={make}>
                {make}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="dealer-locator__field">
        Postcode
        <input
          name="postcode"
          defaultValue={params.postcode ?? ''}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          size={6}
          aria-invalid={postcodeError ? true : undefined}
          aria-describedby={postcodeError ? errorId : undefined}
        />
      </label>
      <button type="submit" className="button button--primary">
        Find the nearest
      </button>
      {/* In the page from the server on, but unseen until the script knows the browser can be
          asked: it holds its place in the row, so nothing below it moves when it shows. */}
      <button
        type="button"
        className={canLocate ? 'button' : 'button dealer-locator__locate--unavailable'}
        onClick={myPosition.locate}
        disabled={!canLocate || myPosition.locating}
      >
        {myPosition.locating ? 'Finding you…' : 'Use my location'}
      </button>
      {postcodeError ? (
        <p id={errorId} className="dealer-locator__error" role="alert">
          {postcodeError}
        </p>
      ) : null}
      {myPosition.problem ? (
        <p className="dealer-locator__error" role="alert">
          {myPosition.problem}
        </p>
      ) : null}
    </form>
  );
}
