import * as Slider from '@radix-ui/react-slider';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PriceRangeSlider_site$key } from '../../__generated__/PriceRangeSlider_site.graphql';
import { useSearchNavigation } from './search-navigation';
import { type NumberRange } from '../../search-url/search-state';
import { setRange } from '../../search-url/search-state-updates';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { PriceRangeChoices } from './PriceRangeChoices';

/** The CarFilters range the slider refines. */
const PRICE_FIELD = 'price';

interface SliderSettings {
  min: number;
  max: number;
  step: number;
}

/** Thumb positions for a URL range: open bounds sit at the slider's ends, at least a step apart. */
function sliderValues(
  range: NumberRange | undefined,
  { min, max, step }: SliderSettings,
): [number, number] {
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  let low = clamp(range?.min ?? min);
  let high = clamp(range?.max ?? max);
  if (low > high) [low, high] = [high, low];
  if (high - low < step) {
    high = Math.min(max, low + step);
    low = Math.max(min, high - step);
  }
  return [low, high];
}

/** Hides the slider where no script can move it; the price choices stand in for it there. */
const SLIDER_WITHOUT_SCRIPT = '.price-range__values, .price-range__slider { display: none; }';

/**
 * Two-thumb price range: shows the values while dragging, refines when a move ends. Without
 * JavaScript, price band choices in a plain form replace it.
 */
export function PriceRangeSlider({ site }: { site: PriceRangeSlider_site$key }) {
  const { search } = useFragment(
    graphql`
      fragment PriceRangeSlider_site on Site {
        search {
          priceSlider {
            min
            max
            step
          }
        }
      }
    `,
    site,
  );
  const { min, max, step } = search.priceSlider;
  const { state, go } = useSearchNavigation();
  const fromUrl = sliderValues(state.ranges[PRICE_FIELD], { min, max, step });

  // Values being dragged; dropped whenever the URL's range changes (a refinement landed, or back).
  const urlKey = fromUrl.join(':');
  const [draft, setDraft] = useState<readonly number[] | null>(null);
  const [draftUrlKey, setDraftUrlKey] = useState(urlKey);
  if (draftUrlKey !== urlKey) {
    setDraftUrlKey(urlKey);
    setDraft(null);
  }
  const [low = min, high = max] = draft ?? fromUrl;

  const lowText = formatDollars(low);
  const highText = high >= max ? `${formatDollars(high)}+` : formatDollars(high);
  const commit = ([nextLow = min, nextHigh = max]: number[]) =>
    // A bound at the slider's end means no bound.
    go(
      setRange(state, PRICE_FIELD, {
        min: nextLow <= min ? null : nextLow,
        max: nextHigh >= max ? null : nextHigh,
      }),
    );

  return (
    <div className="price-range">
      <p className="price-range__values">
        <span>{lowText}</span> – <span>{highText}</span>
      </p>
      <Slider.Root
        className="price-range__slider"
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={1}
        value={[low, high]}
        onValueChange={setDraft}
        onValueCommit={commit}
      >
        <Slider.Track className="price-range__track">
          <Slider.Range className="price-range__range" />
        </Slider.Track>
        <Slider.Thumb
          className="price-range__thumb"
          aria-label="Minimum price"
          aria-valuetext={lowText}
        />
        <Slider.Thumb
          className="price-range__thumb"
          aria-label="Maximum price"
          aria-valuetext={high >= max ? `${formatDollars(high)} or more` : highText}
        />
      </Slider.Root>
      <noscript>
        <style>{SLIDER_WITHOUT_SCRIPT}</style>
        <PriceRangeChoices slider={{ min, max }} />
      </noscript>
    </div>
  );
}
