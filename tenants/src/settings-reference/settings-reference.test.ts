import { describe, expect, it } from 'vitest';
import { settingsReferenceMarkdown, settingsSections, typeName } from './settings-reference.js';
import { SCHEMA_KEY, siteConfigJsonSchema } from './site-config-json-schema.js';

const schema = siteConfigJsonSchema();
const rows = settingsSections(schema).flatMap((section) => section.rows);
const row = (path: string) => rows.find((r) => r.path === path);

describe('the JSON Schema of site.json', () => {
  it('lets a file name its schema and refuses unknown keys, as the loader does', () => {
    expect(schema.properties?.[SCHEMA_KEY]).toMatchObject({ type: 'string' });
    expect(schema.additionalProperties).toBe(false);
  });

  it('describes every setting', () => {
    const undescribed = rows.filter((r) => r.description.trim() === '').map((r) => r.path);
    expect(undescribed).toEqual([]);
  });

  it.each(['features.chat', 'features.carAnalysisDownload'])(
    'says that %s is not built yet',
    (path) => {
      expect(row(path)?.description).toContain('Not built yet: accepted and stored');
    },
  );

  it('says no such thing of a setting that works', () => {
    expect(row('features.finance')?.description).not.toContain('Not built yet');
    expect(row('features.watchlist')?.description).not.toContain('Not built yet');
    expect(row('features.onlinePurchase')?.description).not.toContain('Not built yet');
    expect(row('features.reserveButton')?.description).not.toContain('not built yet');
    expect(row('reservations.deposit')?.description).not.toContain('Not built yet');
    expect(row('garage.paths')?.description).not.toContain('Not built yet');
    expect(row('kind')?.description).not.toContain('Not built yet');
    expect(row('gatedRoutes')?.description).not.toContain('Not built yet');
  });
});

describe('the settings reference', () => {
  it('gives a setting its type, default and description', () => {
    expect(row('search.pageSize')).toMatchObject({
      type: 'whole number',
      default: '21',
      required: false,
    });
    expect(row('slug')).toMatchObject({ type: 'text', default: null, required: true });
    expect(row('contact.phoneReveal')?.type).toBe('"immediate" or "masked"');
    expect(row('tags.certifiedPreOwnedMake')).toMatchObject({
      type: 'text or null',
      default: 'null',
    });
  });

  it('lists the settings of each kind of a source, saying which kind', () => {
    expect(row('stock.file')?.description).toMatch(/^\(kind "feed"\) /);
    expect(row('priceGauge.source.baseUrl')?.description).toMatch(/^\(kind "autogauge"\) /);
  });

  it('names entries of lists and maps', () => {
    expect(row('navigation[].children[].href')).toBeDefined();
    expect(row('finance.eligibility.{key}.minPrice')).toBeDefined();
  });

  it('writes one section per group, the site’s own settings first', () => {
    const markdown = settingsReferenceMarkdown(schema);
    const headings = markdown.split('\n').filter((line) => line.startsWith('## '));
    expect(headings[0]).toBe('## Site');
    expect(headings).toContain('## `features`');
    expect(headings).toContain('## `tradeIn`');
    expect(markdown).toContain('| `features.print` | true or false | `true` |');
  });

  it('escapes what would break a table row', () => {
    const markdown = settingsReferenceMarkdown({
      type: 'object',
      properties: {
        group: {
          type: 'object',
          properties: { a: { type: 'string', description: 'x | y <slug>' } },
        },
      },
    });
    expect(markdown).toContain('| `group.a` | text |  | x \\| y &lt;slug> |');
  });

  it('spells map types', () => {
    expect(
      typeName({
        type: 'object',
        propertyNames: { type: 'string', enum: ['new', 'used'] },
        additionalProperties: { type: 'number' },
      }),
    ).toBe('map of "new" or "used" → number');
  });
});
