import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerKeyHash } from '../api-access/partner-api-key.js';
import { createPgliteRecords } from '../sources/records/create-records.js';
import type { Records } from '../sources/records/records.port.js';
import { harbourSite, outbackSite } from '../stock/testing/fixture-sites.js';
import { runPartnerKeys } from './partner-keys.js';

const sites = [harbourSite, outbackSite];
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'partner-keys-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function runWith(records: Records, argv: string[]) {
  const lines: string[] = [];
  const exitCode = await runPartnerKeys({
    argv,
    sites,
    records,
    out: (line) => lines.push(line),
    now: new Date('2026-11-01T09:00:00.000Z'),
  });
  return { exitCode, lines, text: lines.join('\n') };
}

/** One run of the command against the records in `dir`, as a fresh process would open them. */
async function run(...argv: string[]) {
  const records = createPgliteRecords(dir);
  try {
    await records.migrate();
    return await runWith(records, argv);
  } finally {
    await records.close();
  }
}

describe('pnpm partner-keys', () => {
  it('issues a key once, lists it without the key, and revokes it', async () => {
    const issued = await run(
      'issue',
      '--site',
      harbourSite.config.slug,
      '--label',
      'Feed partner',
      '--requests-per-minute',
      '30',
    );
    expect(issued.exitCode).toBe(0);
    const key = issued.text.match(/fck_[A-Za-z0-9_-]{43}/)?.[0];
    expect(key).toBeDefined();
    expect(issued.text).toContain('shown only this once');
    const id = issued.lines.at(-1)!.split('  ')[0]!;

    // Only the hash is stored: the record is found by it, and the key appears nowhere else.
    const records = createPgliteRecords(dir);
    try {
      const stored = await records.forSite(harbourSite).partnerKeyByHash(partnerKeyHash(key!));
      expect(stored).toMatchObject({
        id,
        label: 'Feed partner',
        requestsPerMinute: 30,
        costPerMinute: 100_000,
        revokedAt: null,
      });
    } finally {
      await records.close();
    }

    const listed = await run('list');
    expect(listed.exitCode).toBe(0);
    expect(listed.text).toContain(id);
    expect(listed.text).toContain('"Feed partner"');
    expect(listed.text).toContain(`${key!.slice(0, 10)}…`);
    expect(listed.text).not.toContain(key);
    expect(listed.text).toMatch(/active$/m);
    expect((await run('list', '--site', outbackSite.config.slug)).text).toBe('No partner keys.');

    const wrongSite = await run('revoke', '--site', outbackSite.config.slug, '--id', id);
    expect(wrongSite.exitCode).toBe(1);
    expect(wrongSite.text).toContain(`${outbackSite.config.slug} has no key with id ${id}`);

    const revoked = await run('revoke', '--site', harbourSite.config.slug, '--id', id);
    expect(revoked.exitCode).toBe(0);
    expect(revoked.text).toContain('revoked 2026-11-01T09:00:00.000Z');
    expect((await run('list', '--site', harbourSite.config.slug)).text).toContain('revoked');
  }, 240_000);

  it('refuses with exit code 1 and a message: unknown site, missing label, bad budget', async () => {
    const records = createPgliteRecords();
    const run = (...argv: string[]) => runWith(records, argv);
    await records.migrate();
    const unknownSite = await run('issue', '--site', 'nowhere', '--label', 'x');
    expect(unknownSite.exitCode).toBe(1);
    expect(unknownSite.text).toContain('no site "nowhere"');
    const noLabel = await run('issue', '--site', harbourSite.config.slug);
    expect(noLabel.text).toContain('--label is required');
    const badBudget = await run(
      'issue',
      '--site',
      harbourSite.config.slug,
      '--label',
      'x',
      '--cost-per-minute',
      '0',
    );
    expect(badBudget.exitCode).toBe(1);
    expect(badBudget.text).toContain('costPerMinute: must be a whole number from 1');
    expect((await run('rotate')).text).toContain('unknown command "rotate"');
    expect((await run('list', '--bogus')).exitCode).toBe(1);
    // Nothing was issued by the refused runs.
    expect((await run('list')).text).toBe('No partner keys.');
    await records.close();
  }, 120_000);
});
