import { PRICE_BAND_EDGES } from '@forecourt/schema/search/price-band-edges';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { useId } from 'react';
import { useSearchNavigation } from './search-navigation';
import { isBound, RANGE_FIELDS, type NumberRange } from '../../search-url/search-state';
import { setRange } from '../../search-url/search-state-updates';
import { SearchUrlForm } from './SearchUrlForm';

/** The CarFilters range the choices set. */
const PRICE_FIELD = 'price';
/** The URL parameter the price range travels in: `range[price]=min:max`. */
const PRICE_PARAM = `range[${RANGE_FIELDS.get(PRICE_FIELD)!.urlKey}]`;

interface Choice {
  value: string;
  label: string;
}

const bound = (n: number | null) => (isBound(n) ? String(n) : '');
const rangeValue = (range: NumberRange) => `${bound(range.min)}:${bound(range.max)}`;

function rangeLabel({ min, max }: NumberRange): string {
  if (isBound(min) && isBound(max)) return `${formatDollars(min)} – ${formatDollars(max)}`;
  if (isBound(max)) return `Under ${formatDollars(max)}`;
  return `${formatDollars(min ?? 0)}+`;
}

/** The price bands between the slider's ends as ranges, plus a chosen range that is none of them. */
function priceChoices(
  slider: { min: number; max: number },
  chosen: NumberRange | undefined,
): Choice[] {
  const edges = PRICE_BAND_EDGES.filter((edge) => edge > slider.min && edge < slider.max);
  const ranges: NumberRange[] = [
    ...edges.map((edge, i) => ({ min: i === 0 ? null : edges[i - 1]!, max: edge })),
    ...(edges.length > 0 ? [{ min: edges.at(-1)!, max: null }] : []),
  ];
  const choices = ranges.map((range) => ({ value: rangeValue(range), label: rangeLabel(range) }));
  if (chosen && !choices.some((choice) => choice.value === rangeValue(chosen))) {
    choices.unshift({ value: rangeValue(chosen), label: rangeLabel(chosen) });
  }
  return [{ value: '', label: 'Any price' }, ...choices];
}

/**
 * The price filter where the slider cannot run (no JavaScript): a GET form choosing one of the
 * price bands, loading the same `range[price]=min:max` URL the slider would.
 */
export function PriceRangeChoices({ slider }: { slider: { min: number; max: number } }) {
  const { state, urlOf, go } = useSearchNavigation();
  const selectId = useId();
  const chosen = state.ranges[PRICE_FIELD];
  const choices = priceChoices(slider, chosen);
  const clearedUrl = urlOf(setRange(state, PRICE_FIELD, { min: null, max: null }));
  return (
    <SearchUrlForm
      className="price-choices"
      url={clearedUrl}
      replaced={[PRICE_PARAM]}
      submitLabel="Apply price"
      onSubmit={() => go(state)}
    >
      <label htmlFor={selectId} className="price-choices__label">
        Price range
      </label>
      <select
        id={selectId}
        name={PRICE_PARAM}
        className="price-choices__control"
        defaultValue={chosen ? rangeValue(chosen) : ''}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </SearchUrlForm>
  );
}
