import { useSavedCars } from '../../saved-cars/useSavedCars';
import type { SavedCarEntry } from '../../saved-cars/saved-cars-store';

/** A favourite the site no longer lists: its name as saved, and a way to take it off the list. */
export function GoneFavourite({ entry, siteSlug }: { entry: SavedCarEntry; siteSlug: string }) {
  const favourites = useSavedCars('favourites', siteSlug);
  const saved = favourites.ids.has(entry.id);
  const name = entry.name || 'A vehicle you saved';
  return (
    <div className="favourite-gone">
      <p className="favourite-gone__name">{name}</p>
      <p>{saved ? 'This vehicle is no longer listed.' : 'Taken off your favourites.'}</p>
      {saved && (
        <button type="button" className="button" onClick={() => favourites.toggle(entry)}>
          Remove<span className="visually-hidden"> {name} from favourites</span>
        </button>
      )}
    </div>
  );
}
