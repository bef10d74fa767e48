import { graphql, useFragment } from 'react-relay/hooks';
import type { SimilarCarPlaceholders_site$key } from '../../__generated__/SimilarCarPlaceholders_site.graphql';

/** Spec 2 §9: the strip shows 6 placeholders while it loads, one per vehicle it can show. */
export const SIMILAR_PLACEHOLDER_COUNT = 6;

const PLACEHOLDER_KEYS = Array.from({ length: SIMILAR_PLACEHOLDER_COUNT }, (_, i) => i);

/**
 * Grey cards laid out like this site's vehicle cards (the card's own photo box, padding and
 * lines, the finance estimate when the site shows one, a grey button for each row of the card's
 * buttons), so the strip keeps its height when the vehicles arrive. Assistive technology reads
 * "Loading" instead of the empty cards. Without JavaScript nothing loads: they are not shown
 * (the strip shows its search link instead).
 */
export function SimilarCarPlaceholders({ site }: { site: SimilarCarPlaceholders_site$key }) {
  const { features } = useFragment(
    graphql`
      fragment SimilarCarPlaceholders_site on Site {
        features {
          finance
          favourites
          compare
          watchlist
          reserveButton
        }
      }
    `,
    site,
  );
  // The card's buttons, one row each: the save toggles side by side, the watchlist, Reserve.
  const buttonRows = [
    features.favourites || features.compare,
    features.watchlist,
    features.reserveButton,
  ].filter(Boolean).length;
  const buttons = Array.from({ length: buttonRows }, (_, i) => i);
  return (
    <div className="similar-cars__loading">
      <p className="visually-hidden">Loading…</p>
      <ul className="similar-cars__list" aria-hidden="true">
        {PLACEHOLDER_KEYS.map((key) => (
          <li key={key} className="similar-cars__item">
            <div className="car-card similar-cars__placeholder">
              <div className="car-card__media" />
              <div className="car-card__body">
                <span className="similar-cars__bone similar-cars__bone--title" />
                <span className="similar-cars__bone similar-cars__bone--specs" />
                <span className="similar-cars__bone similar-cars__bone--price" />
                {features.finance && (
                  <span className="similar-cars__bone similar-cars__bone--finance" />
                )}
                <span className="similar-cars__bone similar-cars__bone--location" />
                <div className="car-card__actions">
                  {buttons.map((row) => (
                    <span key={row} className="similar-cars__bone similar-cars__bone--action" />
                  ))}
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
