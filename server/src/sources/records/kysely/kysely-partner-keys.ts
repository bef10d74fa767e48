import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type {
  PartnerKey,
  PartnerKeyInput,
  SitePartnerKeyRecords,
} from '../../../api-access/partner-keys.port.js';
import type { PartnerKeysTable, RecordsDatabase } from './records-database.js';
import { UUID } from './uuid.js';

const COLUMNS = [
  'id',
  'site',
  'label',
  'key_hint',
  'requests_per_minute',
  'cost_per_minute',
  'created_at',
  'revoked_at',
] as const;

type PartnerKeyRow = Pick<Selectable<PartnerKeysTable>, (typeof COLUMNS)[number]>;

function toPartnerKey(row: PartnerKeyRow): PartnerKey {
  return {
    id: row.id,
    site: row.site,
    label: row.label,
    keyHint: row.key_hint,
    requestsPerMinute: row.requests_per_minute,
    costPerMinute: row.cost_per_minute,
    createdAt: new Date(row.created_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  };
}

/** One site's partner keys: `site` is added to every statement. */
export class KyselyPartnerKeys implements SitePartnerKeyRecords {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {}

  async issuePartnerKey(key: PartnerKeyInput): Promise<PartnerKey> {
    const row = await this.db
      .insertInto('partner_keys')
      .values({
        site: this.site,
        id: randomUUID(),
        label: key.label,
        key_hash: key.keyHash,
        key_hint: key.keyHint,
        requests_per_minute: key.requestsPerMinute,
        cost_per_minute: key.costPerMinute,
        created_at: key.createdAt,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toPartnerKey(row);
  }

  async partnerKeys(): Promise<PartnerKey[]> {
    const rows = await this.db
      .selectFrom('partner_keys')
      .select(COLUMNS)
      .where('site', '=', this.site)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toPartnerKey);
  }

  async partnerKeyByHash(keyHash: string): Promise<PartnerKey | null> {
    const row = await this.db
      .selectFrom('partner_keys')
      .select(COLUMNS)
      .where('site', '=', this.site)
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
    return row ? toPartnerKey(row) : null;
  }

  async revokePartnerKey(id: string, revokedAt: Date): Promise<PartnerKey | null> {
    // Text that is no uuid names no key (and would fail the column's cast).
    if (!UUID.test(id)) return null;
    await this.db
      .updateTable('partner_keys')
      .set({ revoked_at: revokedAt })
      .where('site', '=', this.site)
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    const row = await this.db
      .selectFrom('partner_keys')
      .select(COLUMNS)
      .where('site', '=', this.site)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toPartnerKey(row) : null;
  }
}
