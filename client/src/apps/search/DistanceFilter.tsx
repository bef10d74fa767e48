import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useSearchNavigation } from './search-navigation';
import { setNearPostcode } from '../../search-url/search-state-updates';
import {
  POSTCODE_PARAM,
  POSTCODE_PATTERN,
  WITHIN_CHOICES_KM,
  WITHIN_PARAM,
  parsePostcode,
} from '../../search-url/near-postcode';
import { rememberPostcode, rememberedPostcode } from '../../search-url/remembered-postcode';
import './distance-filter.css';

const POSTCODE_ERROR = 'Enter a postcode of 4 digits.';

/** The cookie has no change event; it is read when the form renders. */
const noSubscription = () => () => undefined;
const noPostcode = () => '';

/**
 * The shopper's postcode and how far they would go: results then show their distance, "Nearest
 * first" joins the sort menu and "Within" keeps the near ones. A GET form: without JavaScript it
 * loads the same search URL (the other parameters travel as hidden fields).
 */
export function DistanceFilter() {
  const { state, go, urlOf } = useSearchNavigation();
  const postcodeId = useId();
  const withinId = useId();
  const errorId = useId();
  // null until the shopper types: the box then offers the remembered postcode (read after
  // hydration: the server cannot see it), which is offered, not applied.
  const [typed, setTyped] = useState<string | null>(state.postcode || null);
  const remembered = useSyncExternalStore(noSubscription, rememberedPostcode, noPostcode);
  const postcode = typed ?? remembered;
  const [within, setWithin] = useState(state.withinKm === null ? '' : String(state.withinKm));
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState({ postcode: state.postcode, withinKm: state.withinKm });
  if (shown.postcode !== state.postcode || shown.withinKm !== state.withinKm) {
    // Back and forward change the search under us: show what the URL says.
    setShown({ postcode: state.postcode, withinKm: state.withinKm });
    setTyped(state.postcode || null);
    setWithin(state.withinKm === null ? '' : String(state.withinKm));
  }

  useEffect(() => {
    if (state.postcode !== '') rememberPostcode(state.postcode);
  }, [state.postcode]);

  // The rest of the search, as hidden fields of the no-JavaScript form (the sort is kept: a
  // nearest sort that loses its postcode is dropped when the address is read).
  const [action = '', query = ''] = urlOf({ ...state, withinKm: null, page: 1 }).split('?');
  const hidden = [...new URLSearchParams(query)].filter(
    ([name]) => name !== POSTCODE_PARAM && name !== WITHIN_PARAM,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = postcode.trim();
    const valid = parsePostcode(entered);
    if (entered !== '' && valid === '') {
      setError(POSTCODE_ERROR);
      return;
    }
    setError(null);
    go(setNearPostcode(state, valid, valid && within ? Number(within) : null));
  };

  return (
    <form method="get" action={action} className="distance-filter" onSubmit={submit}>
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <div className="distance-filter__field">
        <label htmlFor={postcodeId}>Your postcode</label>
        <input
          id={postcodeId}
          name={POSTCODE_PARAM}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern={POSTCODE_PATTERN}
          maxLength={4}
          value={postcode}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <div className="distance-filter__field">
        <label htmlFor={withinId}>Within</label>
        <select
          id={withinId}
          name={WITHIN_PARAM}
          value={within}
          onChange={(event) => setWithin(event.target.value)}
        >
          <option value="">Any distance</option>
          {WITHIN_CHOICES_KM.map((km) => (
            <option key={km} value={km}>
              {km} km
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="distance-filter__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button distance-filter__submit">
        Apply
      </button>
    </form>
  );
}
