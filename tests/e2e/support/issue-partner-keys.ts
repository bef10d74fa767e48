import { writeFileSync } from 'node:fs';
import { issuePartnerKey } from '@forecourt/server/api-access/issue-partner-key';
import { createRecordsFromEnv } from '@forecourt/server/sources/records/create-records';
import { loadDemoSites } from '@forecourt/demo/demo-sites';

/**
 * Run before the browser tests' server starts (it holds the embedded records database once it
 * runs): revokes the keys earlier runs issued, issues each site a new one and writes them to the
 * file named by the first argument, for the tests' own GraphQL lookups.
 */
const LABEL = 'Browser tests';

const file = process.argv[2];
if (!file) throw new Error('Usage: issue-partner-keys.ts <keys file>');
const { records } = await createRecordsFromEnv();
try {
  await records.migrate();
  const now = new Date();
  const keys: Record<string, string> = {};
  for (const site of await loadDemoSites()) {
    const siteRecords = records.forSite(site);
    for (const earlier of await siteRecords.partnerKeys()) {
      if (earlier.label === LABEL && !earlier.revokedAt) {
        await siteRecords.revokePartnerKey(earlier.id, now);
      }
    }
    keys[site.config.slug] = (await issuePartnerKey(records, site, { label: LABEL, now })).key;
  }
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
} finally {
  await records.close();
}
