/** Spec 2 §9: the strip shows 6 placeholders while it loads, one per vehicle it can show. */
export const SIMILAR_PLACEHOLDER_COUNT = 6;

const PLACEHOLDER_KEYS = Array.from({ length: SIMILAR_PLACEHOLDER_COUNT }, (_, i) => i);

/**
 * Grey cards laid out like real vehicle cards (the card's own photo box, padding and lines), so
 * the strip keeps its height when the vehicles arrive. Assistive technology reads "Loading"
 * instead of the empty cards. Without JavaScript nothing loads: they are not shown (the strip
 * shows its search link instead).
 */
export function SimilarCarPlaceholders() {
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
                <span className="similar-cars__bone similar-cars__bone--location" />
                <div className="car-card__actions">
                  <span className="similar-cars__bone similar-cars__bone--action" />
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
