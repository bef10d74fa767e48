import type { SavedCarEntry } from '../../saved-cars/saved-cars-store';

/** The entry of a favourite known only by its id (the site no longer lists the car). */
export const encodeCarIdAsEntry = (carId: string): SavedCarEntry => ({
  id: carId,
  name: '',
  slug: '',
  make: '',
  model: '',
  primaryImageUrl: null,
});
