import { formatNumber } from '@forecourt/schema/numbers/format-number';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CarDistance_car$key } from '../../../__generated__/CarDistance_car.graphql';
import { useLocation, useNavigate } from '../../../routing/router-hooks';
import { POSTCODE_PARAM, POSTCODE_PATTERN, parsePostcode } from '../../../search-url/near-postcode';
import { rememberPostcode, rememberedPostcode } from '../../../search-url/remembered-postcode';
import './car-distance.css';

const POSTCODE_ERROR = 'Enter a postcode of 4 digits.';

/** The vehicle page's address with the shopper's postcode (what the route measures from). */
export const carPathWithPostcode = (path: string, postcode: string) =>
  postcode ? `${path}?${POSTCODE_PARAM}=${postcode}` : path;

/**
 * How far the vehicle is from the shopper ("About 85 km from 4000"), server-rendered when the
 * address names the postcode, with a small form to set or change it. A GET form to the same page:
 * it works without JavaScript. The postcode the shopper last used is remembered (a first-party
 * cookie) and applied when they come to a vehicle page without one.
 */
export function CarDistance({ car }: { car: CarDistance_car$key }) {
  const data = useFragment(
    graphql`
      fragment CarDistance_car on Car
      @argumentDefinitions(
        postcode: { type: "String!", defaultValue: "" }
        withPostcode: { type: "Boolean!", defaultValue: false }
      ) {
        path
        distanceFromPostcode(postcode: $postcode) @include(if: $withPostcode) {
          postcode
          km
        }
      }
    `,
    car,
  );
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = parsePostcode(new URLSearchParams(search).get(POSTCODE_PARAM));
  const [typed, setTyped] = useState(asked);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const distance = data.distanceFromPostcode;

  useEffect(() => {
    if (distance) rememberPostcode(distance.postcode);
    else if (asked === '') {
      const remembered = rememberedPostcode();
      if (remembered !== '') {
        void navigate(carPathWithPostcode(data.path, remembered), {
          replace: true,
          preventScrollReset: true,
        });
      }
    }
  }, [distance, asked, data.path, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const postcode = parsePostcode(typed);
    if (postcode === '') {
      setError(POSTCODE_ERROR);
      return;
    }
    setError(null);
    rememberPostcode(postcode);
    void navigate(carPathWithPostcode(data.path, postcode), {
      replace: true,
      preventScrollReset: true,
    });
  };

  return (
    <section className="car-distance" aria-label="Distance from you">
      <p className="car-distance__text" role="status">
        {distanceText(asked, distance)}
      </p>
      <form method="get" action={data.path} className="car-distance__form" onSubmit={submit}>
        <label htmlFor={inputId}>{distance ? 'Change postcode' : 'Your postcode'}</label>
        <input
          id={inputId}
          name={POSTCODE_PARAM}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern={POSTCODE_PATTERN}
          maxLength={4}
          required
          value={typed}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button">
          Show distance
        </button>
        {error && (
          <p id={errorId} className="car-distance__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

function distanceText(
  asked: string,
  distance: { postcode: string; km: number | null | undefined } | null | undefined,
): string {
  if (asked === '') return 'How far is this vehicle from you? Enter your postcode.';
  if (!distance) return `We don’t know the postcode ${asked}. Please check it.`;
  if (distance.km == null)
    return `We can’t tell how far this vehicle is from ${distance.postcode}.`;
  if (distance.km < 1) return `Less than 1 km from ${distance.postcode}`;
  return `About ${formatNumber(distance.km, { maximumFractionDigits: 3 })} km from ${distance.postcode}`;
}
