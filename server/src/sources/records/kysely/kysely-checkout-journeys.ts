import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type {
  CheckoutJourney,
  CheckoutStep,
  NewCheckoutJourney,
  SiteCheckoutJourneyRecords,
} from '../../../checkout-journey/checkout-journey-records.port.js';
import type { CheckoutJourneysTable, RecordsDatabase } from './records-database.js';
import { UUID } from './uuid.js';

/** One site's online purchase journeys: `site` is added to every statement. */
export class KyselyCheckoutJourneys implements SiteCheckoutJourneyRecords {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {}

  async createCheckoutJourney(journey: NewCheckoutJourney, now: Date): Promise<CheckoutJourney> {
    const row = await this.db
      .insertInto('checkout_journeys')
      .values({
        id: journey.id,
        site: this.site,
        car_id: journey.carId,
        user_id: journey.userId,
        browser_key_hash: journey.browserKeyHash,
        lead_id: null,
        reservation_id: null,
        steps: JSON.stringify({}),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toJourney(row);
  }

  async checkoutJourney(id: string): Promise<CheckoutJourney | null> {
    if (!UUID.test(id)) return null;
    const row = await this.db
      .selectFrom('checkout_journeys')
      .selectAll()
      .where('site', '=', this.site)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toJourney(row) : null;
  }

  async checkoutJourneyOfUser(userId: string, carId: string): Promise<CheckoutJourney | null> {
    if (!UUID.test(userId)) return null;
    const row = await this.db
      .selectFrom('checkout_journeys')
      .selectAll()
      .where('site', '=', this.site)
      .where('user_id', '=', userId)
      .where('car_id', '=', carId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row ? toJourney(row) : null;
  }

  async checkoutJourneyOfBrowser(
    browserKeyHash: string,
    carId: string,
  ): Promise<CheckoutJourney | null> {
    const row = await this.db
      .selectFrom('checkout_journeys')
      .selectAll()
      .where('site', '=', this.site)
      .where('browser_key_hash', '=', browserKeyHash)
      .where('car_id', '=', carId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row ? toJourney(row) : null;
  }

  /**
   * Only a journey no account holds yet can be claimed (or one the same account holds already):
   * a browser key never moves a journey from one account to another.
   */
  async claimCheckoutJourney(
    id: string,
    userId: string,
    now: Date,
  ): Promise<CheckoutJourney | null> {
    if (!UUID.test(id) || !UUID.test(userId)) return null;
    const row = await this.db
      .updateTable('checkout_journeys')
      .set({ user_id: userId, updated_at: now })
      .where('site', '=', this.site)
      .where('id', '=', id)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
      .returningAll()
      .executeTakeFirst();
    return row ? toJourney(row) : null;
  }

  async saveCheckoutStep(
    id: string,
    step: CheckoutStep,
    answers: Record<string, unknown>,
    now: Date,
  ): Promise<CheckoutJourney | null> {
    if (!UUID.test(id)) return null;
    // One statement merges the step into the stored ones, so two saves of different steps at
    // the same moment both keep their answers.
    const row = await this.db
      .updateTable('checkout_journeys')
      .set({
        steps: sql<string>`steps || ${JSON.stringify({ [step]: answers })}::jsonb`,
        updated_at: now,
      })
      .where('site', '=', this.site)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toJourney(row) : null;
  }

  async setCheckoutJourneyLead(
    id: string,
    leadId: string,
    now: Date,
  ): Promise<CheckoutJourney | null> {
    if (!UUID.test(id) || !UUID.test(leadId)) return null;
    return this.setColumns(id, { lead_id: leadId, updated_at: now });
  }

  async setCheckoutJourneyReservation(
    id: string,
    reservationId: string,
    now: Date,
  ): Promise<CheckoutJourney | null> {
    if (!UUID.test(id) || !UUID.test(reservationId)) return null;
    return this.setColumns(id, { reservation_id: reservationId, updated_at: now });
  }

  /** Sets columns of the site's journey with this id; null when there is none. */
  private async setColumns(
    id: string,
    columns: Updateable<CheckoutJourneysTable>,
  ): Promise<CheckoutJourney | null> {
    const row = await this.db
      .updateTable('checkout_journeys')
      .set(columns)
      .where('site', '=', this.site)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toJourney(row) : null;
  }
}

function toJourney(row: Selectable<CheckoutJourneysTable>): CheckoutJourney {
  return {
    id: row.id,
    carId: row.car_id,
    userId: row.user_id,
    leadId: row.lead_id,
    reservationId: row.reservation_id,
    steps: row.steps as CheckoutJourney['steps'],
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
