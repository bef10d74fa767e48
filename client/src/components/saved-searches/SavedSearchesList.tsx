import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SavedSearchesList_viewer$key } from '../../__generated__/SavedSearchesList_viewer.graphql';
import { Link } from '../../routing/Link';
import { useSavedSearchChanges } from './useSavedSearchChanges';
import './saved-searches.css';

/**
 * The signed-in shopper's saved searches: each opens its search, and can have its e-mails of new
 * matches switched on or off, or be deleted; below them, the switch for price-drop e-mails on the
 * watchlist. Used on /saved-searches and in the garage.
 */
export function SavedSearchesList({ viewer }: { viewer: SavedSearchesList_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment SavedSearchesList_viewer on Viewer {
        savedSearches {
          id
          label
          url
          emailAlerts
        }
        priceDropAlerts
      }
    `,
    viewer,
  );
  const { setAlerts, remove, setPriceDrops } = useSavedSearchChanges();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (key: string, change: () => Promise<string | null>) => {
    setBusy(key);
    setError(null);
    try {
      setError(await change());
    } catch {
      setError('That did not work: check your connection and try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="saved-searches">
      {error && (
        <p className="saved-searches__error" role="alert">
          {error}
        </p>
      )}
      {data.savedSearches.length === 0 ? (
        <p>
          No saved searches yet. On a search page, choose “Save search” to keep it here and hear
          about new matches.
        </p>
      ) : (
        <ul className="saved-searches__list">
          {data.savedSearches.map((search) => (
            <li key={search.id} className="saved-searches__item">
              <Link to={search.url} className="saved-searches__link">
                {search.label}
              </Link>
              <label className="saved-searches__toggle">
                <input
                  type="checkbox"
                  checked={search.emailAlerts}
                  disabled={busy !== null}
                  onChange={(event) => {
                    const enabled = event.currentTarget.checked;
                    void run(search.id, () => setAlerts(search.id, enabled));
                  }}
                />
                E-mail me new matches
              </label>
              <button
                type="button"
                className="button saved-searches__delete"
                disabled={busy !== null}
                aria-label={`Delete saved search ${search.label}`}
                onClick={() => void run(search.id, () => remove(search.id))}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="saved-searches__toggle saved-searches__price-drops">
        <input
          type="checkbox"
          checked={data.priceDropAlerts}
          disabled={busy !== null}
          onChange={(event) => {
            const enabled = event.currentTarget.checked;
            void run('price-drops', () => setPriceDrops(enabled));
          }}
        />
        E-mail me when a car on my watchlist drops in price
      </label>
    </div>
  );
}
