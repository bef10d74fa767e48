import type { Kysely } from 'kysely';
import type {
  PriceDrop,
  WatchedCar,
  WatchedCarsPage,
} from '../../../saved-searches/account-alerts.port.js';
import type { RecordsDatabase } from './records-database.js';
import { cancelPending, newUnsubscribeToken } from './kysely-saved-searches.js';
import { UUID } from './uuid.js';

/** One site's price-drop alerts and watched cars' price marks: `site` is in every statement. */
export class KyselyPriceDrops {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {}

  async enabled(userId: string): Promise<boolean> {
    if (!UUID.test(userId)) return false;
    const row = await this.db
      .selectFrom('price_drop_alerts')
      .select('enabled')
      .where('site', '=', this.site)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    // On unless the shopper turned them off (or used an e-mail's unsubscribe link).
    return row?.enabled ?? true;
  }

  async set(userId: string, email: string, enabled: boolean, at: Date): Promise<void> {
    if (!UUID.test(userId)) return;
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('price_drop_alerts')
        .values({
          site: this.site,
          user_id: userId,
          email,
          enabled,
          unsubscribe_token: newUnsubscribeToken(),
          created_at: at,
        })
        .onConflict((conflict) =>
          conflict.columns(['site', 'user_id']).doUpdateSet({ email, enabled }),
        )
        .returning('unsubscribe_token')
        .executeTakeFirstOrThrow();
      if (!enabled) await cancelPending(trx, this.site, row.unsubscribe_token, at);
    });
  }

  async watched({ after, limit }: WatchedCarsPage): Promise<WatchedCar[]> {
    let query = this.db
      .selectFrom('watchlist_entries as w')
      // A watcher is an account of the site: its address is where the e-mail goes.
      .innerJoin('shopper_accounts as s', (join) =>
        join.onRef('s.site', '=', 'w.site').onRef('s.id', '=', 'w.user_id'),
      )
      .leftJoin('price_drop_alerts as a', (join) =>
        join.onRef('a.site', '=', 'w.site').onRef('a.user_id', '=', 'w.user_id'),
      )
      .leftJoin('watchlist_price_marks as m', (join) =>
        join
          .onRef('m.site', '=', 'w.site')
          .onRef('m.user_id', '=', 'w.user_id')
          .onRef('m.car_id', '=', 'w.car_id'),
      )
      .select(['w.user_id', 'w.car_id', 'm.price'])
      .where('w.site', '=', this.site)
      .where((eb) => eb.or([eb('a.enabled', 'is', null), eb('a.enabled', '=', true)]));
    if (after && UUID.test(after.userId)) {
      const { userId, carId } = after;
      query = query.where((eb) =>
        eb.or([
          eb('w.user_id', '>', userId),
          eb.and([eb('w.user_id', '=', userId), eb('w.car_id', '>', carId)]),
        ]),
      );
    }
    const rows = await query.orderBy('w.user_id').orderBy('w.car_id').limit(limit).execute();
    return rows.map((row) => ({
      userId: row.user_id,
      carId: row.car_id,
      markedPrice: row.price === null ? null : Number(row.price),
    }));
  }

  async mark(userId: string, carId: string, price: number, at: Date): Promise<void> {
    if (!UUID.test(userId)) return;
    await this.db
      .insertInto('watchlist_price_marks')
      .values({ site: this.site, user_id: userId, car_id: carId, price, marked_at: at })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  recordDrop({ userId, car, fromPrice, toPrice, wasText, dueAt }: PriceDrop): Promise<boolean> {
    if (!UUID.test(userId)) return Promise.resolve(false);
    return this.db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom('shopper_accounts')
        .select('email')
        .where('site', '=', this.site)
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!account) return false;
      // The shopper's first drop gives their price-drop e-mails a row and an unsubscribe token.
      await trx
        .insertInto('price_drop_alerts')
        .values({
          site: this.site,
          user_id: userId,
          email: account.email,
          enabled: true,
          unsubscribe_token: newUnsubscribeToken(),
          created_at: dueAt,
        })
        .onConflict((conflict) => conflict.columns(['site', 'user_id']).doNothing())
        .execute();
      const alerts = await trx
        .selectFrom('price_drop_alerts')
        .select('unsubscribe_token')
        .where('site', '=', this.site)
        .where('user_id', '=', userId)
        .where('enabled', '=', true)
        .executeTakeFirst();
      if (!alerts) return false;
      // Compare and set: only the run that moves the mark from `fromPrice` tells the drop.
      const moved = await trx
        .updateTable('watchlist_price_marks')
        .set({ price: toPrice, marked_at: dueAt })
        .where('site', '=', this.site)
        .where('user_id', '=', userId)
        .where('car_id', '=', car.id)
        .where('price', '=', fromPrice)
        .returning('car_id')
        .executeTakeFirst();
      if (!moved) return false;
      await trx
        .insertInto('account_alert_emails')
        .values({
          site: this.site,
          kind: 'price-drop',
          saved_search_id: null,
          user_id: userId,
          recipient: account.email,
          unsubscribe_token: alerts.unsubscribe_token,
          payload: JSON.stringify({ kind: 'price-drop', car, wasText }),
          next_attempt_at: dueAt,
          created_at: dueAt,
        })
        .execute();
      return true;
    });
  }
}
