import { sql, type Kysely, type Transaction } from 'kysely';
import {
  SAVED_CAR_LIST_LIMITS,
  type SaveCarResult,
  type SavedCar,
  type SavedCarList,
  type SiteSavedCarRecords,
} from '../../../saved-cars/saved-cars-records.port.js';
import type { RecordsDatabase } from './records-database.js';
import { UUID } from './uuid.js';

type Db = Kysely<RecordsDatabase> | Transaction<RecordsDatabase>;

/** One site's saved lists: `site` is added to every statement. */
export class KyselySavedCars implements SiteSavedCarRecords {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {}

  async savedCars(userId: string, list: SavedCarList): Promise<SavedCar[]> {
    if (!UUID.test(userId)) return [];
    return this.read(this.db, userId, list);
  }

  async saveCar(
    userId: string,
    list: SavedCarList,
    carId: string,
    savedAt: Date,
  ): Promise<SaveCarResult> {
    if (!UUID.test(userId)) return 'full';
    return this.db.transaction().execute(async (trx) => {
      await this.lockList(trx, userId, list);
      const saved = await this.read(trx, userId, list);
      if (saved.some((car) => car.carId === carId)) return 'already-saved';
      if (saved.length >= SAVED_CAR_LIST_LIMITS[list]) return 'full';
      await this.insert(trx, userId, list, [carId], savedAt);
      return 'saved';
    });
  }

  async unsaveCar(userId: string, list: SavedCarList, carId: string): Promise<boolean> {
    if (!UUID.test(userId)) return false;
    const removed = await this.db
      .deleteFrom('saved_cars')
      .where('site', '=', this.site)
      .where('user_id', '=', userId)
      .where('list', '=', list)
      .where('car_id', '=', carId)
      .returning('car_id')
      .executeTakeFirst();
    return removed !== undefined;
  }

  async mergeSavedCars(
    userId: string,
    list: SavedCarList,
    carIds: readonly string[],
    savedAt: Date,
  ): Promise<SavedCar[]> {
    if (!UUID.test(userId)) return [];
    return this.db.transaction().execute(async (trx) => {
      await this.lockList(trx, userId, list);
      const saved = await this.read(trx, userId, list);
      const have = new Set(saved.map((car) => car.carId));
      const room = Math.max(0, SAVED_CAR_LIST_LIMITS[list] - saved.length);
      const added = [...new Set(carIds)].filter((carId) => !have.has(carId)).slice(0, room);
      if (added.length === 0) return saved;
      await this.insert(trx, userId, list, added, savedAt);
      return this.read(trx, userId, list);
    });
  }

  /** One writer per list at a time, so two tabs cannot both take the last place of a full list. */
  private async lockList(trx: Transaction<RecordsDatabase>, userId: string, list: SavedCarList) {
    await sql`select pg_advisory_xact_lock(hashtext(${`saved_cars:${this.site}:${userId}:${list}`}))`.execute(
      trx,
    );
  }

  private async read(db: Db, userId: string, list: SavedCarList): Promise<SavedCar[]> {
    const rows = await db
      .selectFrom('saved_cars')
      .select(['car_id', 'created_at'])
      .where('site', '=', this.site)
      .where('user_id', '=', userId)
      .where('list', '=', list)
      .orderBy('created_at')
      .orderBy('car_id')
      .limit(SAVED_CAR_LIST_LIMITS[list])
      .execute();
    return rows.map((row) => ({ carId: row.car_id, savedAt: new Date(row.created_at) }));
  }

  /** Each car a millisecond after the one before, so the list keeps the order they came in. */
  private async insert(
    db: Db,
    userId: string,
    list: SavedCarList,
    carIds: readonly string[],
    savedAt: Date,
  ) {
    await db
      .insertInto('saved_cars')
      .values(
        carIds.map((carId, i) => ({
          site: this.site,
          user_id: userId,
          list,
          car_id: carId,
          created_at: new Date(savedAt.getTime() + i),
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
