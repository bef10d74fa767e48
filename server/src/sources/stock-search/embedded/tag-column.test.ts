import { describe, expect, it } from 'vitest';
import { carTag } from '../../../stock/car-tag.js';
import { toStockDocument } from '../../../stock/stock-document.js';
import {
  harbourCars,
  harbourSite,
  outbackCars,
  outbackSite,
} from '../../../stock/testing/fixture-sites.js';
import { NO_VALUE } from './columns.js';
import { TagColumnBuilder, tagCodeAt } from './tag-column.js';
import { DAY_MS } from '@forecourt/schema/time/durations';

describe('TagColumnBuilder', () => {
  it.each([0, 4, 7, 30])('gives every car the label carTag gives, %i days ahead', (days) => {
    const now = new Date(Date.now() + days * DAY_MS);
    for (const [site, cars] of [
      [harbourSite, harbourCars],
      [outbackSite, outbackCars],
    ] as const) {
      const docs = cars.map((car) => toStockDocument(car, site));
      const builder = new TagColumnBuilder(docs.length, site);
      docs.forEach((doc, i) => builder.set(i, doc));
      const tags = builder.build();
      const labels = docs.map((_, i) => {
        const code = tagCodeAt(tags, i, now.getTime());
        return code === NO_VALUE ? null : tags.dictionary.values[code];
      });
      expect(labels).toEqual(docs.map((doc) => carTag(doc, site, now)?.label ?? null));
    }
  });
});
