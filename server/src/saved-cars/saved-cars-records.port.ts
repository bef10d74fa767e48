/**
 * A signed-in shopper's favourites and compare lists (spec 2 §4), kept with their account once
 * they sign in. Bound to one site by the records store: a user id names an account of that site,
 * and one site never reads another's rows.
 */

export type SavedCarList = 'favourites' | 'compare';

export const SAVED_CAR_LISTS: readonly SavedCarList[] = ['favourites', 'compare'];

/** The compare table's width, as the browser's list (COMPARE_LIMIT). */
export const COMPARE_LIST_LIMIT = 4;

/** Favourites are a shortlist; a cap keeps one account from filling the store. */
export const FAVOURITES_LIST_LIMIT = 100;

export const SAVED_CAR_LIST_LIMITS: Readonly<Record<SavedCarList, number>> = {
  favourites: FAVOURITES_LIST_LIMIT,
  compare: COMPARE_LIST_LIMIT,
};

export interface SavedCar {
  /** The car's id in the stock feed: a sold car stays listed until the shopper removes it. */
  carId: string;
  savedAt: Date;
}

/** Saving a car already saved changes nothing; a full list refuses the car. */
export type SaveCarResult = 'saved' | 'already-saved' | 'full';

export interface SiteSavedCarRecords {
  /** The list, oldest first (the order the shopper saved the cars). */
  savedCars(userId: string, list: SavedCarList): Promise<SavedCar[]>;
  saveCar(userId: string, list: SavedCarList, carId: string, savedAt: Date): Promise<SaveCarResult>;
  /** True when the car was on the list. */
  unsaveCar(userId: string, list: SavedCarList, carId: string): Promise<boolean>;
  /**
   * Adds the browser's cars to the account's list, after the ones already there, skipping those
   * already saved and stopping at the list's limit; running it again changes nothing. Answers the
   * list as it then is.
   */
  mergeSavedCars(
    userId: string,
    list: SavedCarList,
    carIds: readonly string[],
    savedAt: Date,
  ): Promise<SavedCar[]>;
}
