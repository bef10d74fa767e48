import type { Site } from '@forecourt/tenants/site';
/**
 * A site's partner API keys, part of its records. A key lets a partner's integration run
 * GraphQL documents of its own on that one site, within its own rate and cost budget. Only the
 * SHA-256 of a key is stored: the key itself is shown once, when it is issued, and cannot be had
 * from the records afterwards. Keys are revoked, never deleted, so the record of who had access
 * stays.
 */

export interface PartnerKeyInput {
  /** Who the key is for ("Carsales feed", "Dealer CRM"), shown in lists. */
  label: string;
  /** Hex SHA-256 of the whole key. */
  keyHash: string;
  /** The key's first characters, enough to recognise it in a list and no more. */
  keyHint: string;
  requestsPerMinute: number;
  costPerMinute: number;
  createdAt: Date;
}

export interface PartnerKey {
  id: string;
  /** The slug of the one site the key works on. */
  site: string;
  label: string;
  keyHint: string;
  requestsPerMinute: number;
  costPerMinute: number;
  createdAt: Date;
  /** When it was revoked; a revoked key is refused. */
  revokedAt: Date | null;
}

export interface SitePartnerKeyRecords {
  /** Stores a new key of this site. */
  issuePartnerKey(key: PartnerKeyInput): Promise<PartnerKey>;
  /** This site's keys, revoked ones too, newest first. */
  partnerKeys(): Promise<PartnerKey[]>;
  /**
   * The key of this site with this hash, revoked or not; null for a hash no key of this site
   * has (a key issued for another site is not found here).
   */
  partnerKeyByHash(keyHash: string): Promise<PartnerKey | null>;
  /**
   * Revokes the key of this site with this id; answers it, with the time it was first revoked
   * (a repeated revoke changes nothing), or null when this site has no key with that id.
   */
  revokePartnerKey(id: string, revokedAt: Date): Promise<PartnerKey | null>;
}

/** Every site's partner keys, each site's bound on first use. */
export interface PartnerKeyRecords {
  forSite(site: Site): SitePartnerKeyRecords;
}
