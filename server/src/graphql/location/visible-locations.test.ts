import { locationSchema, type Location } from '@forecourt/tenants/location.schema';
import { describe, expect, it } from 'vitest';
import { visibleLocationsPrimaryFirst } from './visible-locations.js';

const location = (id: string, more: { primary?: boolean; visible?: boolean } = {}): Location =>
  locationSchema.parse({
    id,
    name: `Yard ${id}`,
    dealershipId: 'd1',
    dealershipSlug: 'dealer',
    dealershipName: 'Dealer',
    address: {
      street: '1 Main St',
      city: 'Brisbane',
      state: 'QLD',
      postcode: '4000',
      lat: -27.47,
      long: 153.02,
    },
    contact: {},
    ...more,
  });

const ids = (locations: readonly Location[]) => locations.map((l) => l.id);

describe('visibleLocationsPrimaryFirst', () => {
  it('leaves hidden locations out and puts the primary first, the rest in the file’s order', () => {
    const file = [
      location('a'),
      location('hidden', { visible: false }),
      location('b'),
      location('main', { primary: true }),
      location('c'),
    ];
    expect(ids(visibleLocationsPrimaryFirst(file))).toEqual(['main', 'a', 'b', 'c']);
    // The site's own list keeps its order.
    expect(ids(file)).toEqual(['a', 'hidden', 'b', 'main', 'c']);
  });

  it('shows no hidden primary location', () => {
    const file = [location('a'), location('main', { primary: true, visible: false })];
    expect(ids(visibleLocationsPrimaryFirst(file))).toEqual(['a']);
  });
});
