import { useId } from 'react';
import type { SavedCarKind } from '../../saved-cars/saved-cars-store';
import { useSavedCars } from '../../saved-cars/useSavedCars';
import { Link } from '../../routing/Link';

/**
 * One of the shopper's saved lists (favourites or compare) in the garage, each car a link to its
 * page. The list is the shopper's own, so the server renders it empty and it fills in the browser.
 */
export function GarageSavedList({
  kind,
  title,
  siteSlug,
}: {
  kind: SavedCarKind;
  title: string;
  siteSlug: string;
}) {
  const { entries } = useSavedCars(kind, siteSlug);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="garage-page__section">
      <h2 id={headingId}>{title}</h2>
      {entries.length === 0 ? (
        <p className="garage-page__empty">{`Nothing in ${title.toLowerCase()} yet.`}</p>
      ) : (
        <ul className="garage-saved-list">
          {entries.map((entry) => (
            <li key={entry.id} className="garage-saved-list__item">
              {entry.primaryImageUrl && (
                <img
                  className="garage-saved-list__photo"
                  src={entry.primaryImageUrl}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                />
              )}
              <Link to={`/cars/${entry.slug}`}>{entry.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
