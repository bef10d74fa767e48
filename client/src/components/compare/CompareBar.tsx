import { Link } from '../../routing/Link';
import { comparePath } from '../../saved-cars/compare-path';
import type { SavedCarEntry } from '../../saved-cars/saved-cars-store';
import './compare-bar.css';

/** The link to the comparison of the shopper's compare list. */
export function CompareBar({ entries }: { entries: readonly SavedCarEntry[] }) {
  const slugs = entries.map((entry) => entry.slug).filter(Boolean);
  return (
    <nav className="compare-bar" aria-label="Compare">
      <Link className="button button--primary compare-bar__link" to={comparePath(slugs)}>
        {`Compare (${entries.length})`}
      </Link>
    </nav>
  );
}
