import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROMOTION_TIME_ZONE,
  isPromotionActive,
  promotionsToShow,
  type PromotionView,
  type SchedulablePromotion,
} from './promotion-order.js';

const BRISBANE = DEFAULT_PROMOTION_TIME_ZONE;

function promo(id: string, extra: Partial<SchedulablePromotion> = {}): SchedulablePromotion {
  return {
    id,
    carTypes: [],
    strictDisplay: false,
    placements: ['homeSlider', 'searchTiles', 'specialOffers'],
    ...extra,
  };
}

const view = (now: string, extra: Partial<PromotionView> = {}): PromotionView => ({
  now: new Date(now),
  timeZone: BRISBANE,
  siteSlug: 'coastal-motor-group',
  placement: 'searchTiles',
  ...extra,
});

const ids = (list: readonly SchedulablePromotion[]) => list.map((p) => p.id);

describe('isPromotionActive: dates on the site’s clock (Brisbane, UTC+10, no daylight saving)', () => {
  const march = { startsAt: '2026-03-01', expiresAt: '2026-03-31' };

  it('starts at midnight of its first day in Brisbane, which is 14:00 UTC the day before', () => {
    expect(isPromotionActive(march, new Date('2026-02-28T13:59:59Z'), BRISBANE)).toBe(false);
    expect(isPromotionActive(march, new Date('2026-02-28T14:00:00Z'), BRISBANE)).toBe(true);
  });

  it('runs through the whole of its expiry day in Brisbane', () => {
    expect(isPromotionActive(march, new Date('2026-03-31T13:59:59Z'), BRISBANE)).toBe(true);
    expect(isPromotionActive(march, new Date('2026-03-31T14:00:00Z'), BRISBANE)).toBe(false);
  });

  it('reads the same dates on another site’s clock (Perth is two hours behind)', () => {
    const at = new Date('2026-02-28T15:00:00Z'); // 1 March in Brisbane, still 28 Feb in Perth
    expect(isPromotionActive(march, at, 'Australia/Perth')).toBe(false);
    expect(isPromotionActive(march, at, BRISBANE)).toBe(true);
  });

  it('takes a date-time with an offset as an exact moment, expiry excluded', () => {
    const flash = { startsAt: '2026-03-06T09:00:00+10:00', expiresAt: '2026-03-06T17:00:00+10:00' };
    expect(isPromotionActive(flash, new Date('2026-03-05T22:59:59Z'), BRISBANE)).toBe(false);
    expect(isPromotionActive(flash, new Date('2026-03-05T23:00:00Z'), BRISBANE)).toBe(true);
    expect(isPromotionActive(flash, new Date('2026-03-06T06:59:59Z'), BRISBANE)).toBe(true);
    expect(isPromotionActive(flash, new Date('2026-03-06T07:00:00Z'), BRISBANE)).toBe(false);
  });

  it('is always active without dates, and open-ended with only one', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(isPromotionActive({}, now, BRISBANE)).toBe(true);
    expect(isPromotionActive({ startsAt: '2026-01-01' }, now, BRISBANE)).toBe(true);
    expect(isPromotionActive({ expiresAt: '2029-12-31' }, now, BRISBANE)).toBe(false);
  });
});

describe('promotionsToShow', () => {
  const now = '2026-03-10T02:00:00Z';

  it('puts cards with a position first, by position, whatever the file order', () => {
    const list = [
      promo('a'),
      promo('third', { position: 3 }),
      promo('b'),
      promo('first', { position: 1 }),
      promo('c'),
    ];
    const shown = ids(promotionsToShow(list, view(now)));
    expect(shown.slice(0, 2)).toEqual(['first', 'third']);
    expect(shown.slice(2).sort()).toEqual(['a', 'b', 'c']);
  });

  it('shuffles the rest the same way all day, differently on another day or site', () => {
    const list = Array.from({ length: 12 }, (_, i) => promo(`promo-${i}`));
    const morning = ids(promotionsToShow(list, view('2026-03-09T14:00:00Z')));
    const evening = ids(promotionsToShow(list, view('2026-03-10T13:59:00Z')));
    const nextDay = ids(promotionsToShow(list, view('2026-03-10T14:00:00Z')));
    const otherSite = ids(
      promotionsToShow(list, view('2026-03-10T02:00:00Z', { siteSlug: 'outback-caravans' })),
    );
    expect(evening).toEqual(morning);
    expect(nextDay).not.toEqual(morning);
    expect(otherSite).not.toEqual(morning);
    expect(morning).not.toEqual(ids(list));
    expect([...nextDay].sort()).toEqual([...morning].sort());
  });

  it('keeps the shuffled order of the cards left when a car type filters some out', () => {
    const list = Array.from({ length: 10 }, (_, i) =>
      promo(`promo-${i}`, { carTypes: i % 2 === 0 ? ['used'] : ['new'] }),
    );
    const all = ids(promotionsToShow(list, view(now)));
    const used = ids(promotionsToShow(list, view(now, { carTypes: ['used'] })));
    expect(used).toEqual(all.filter((id) => Number(id.split('-')[1]) % 2 === 0));
  });

  it('filters by car type; strictDisplay cards only show when a car type they are for is selected', () => {
    const list = [
      promo('everyone'),
      promo('used-only', { carTypes: ['used'] }),
      promo('new-demo', { carTypes: ['new', 'demo'] }),
      promo('strict-used', { carTypes: ['used'], strictDisplay: true }),
      promo('strict-any', { strictDisplay: true }),
    ];
    const sorted = (carTypes?: PromotionView['carTypes']) =>
      ids(promotionsToShow(list, view(now, { carTypes }))).sort();
    expect(sorted()).toEqual(['everyone', 'new-demo', 'used-only']);
    expect(sorted([])).toEqual(['everyone', 'new-demo', 'used-only']);
    expect(sorted(['used'])).toEqual(['everyone', 'strict-any', 'strict-used', 'used-only']);
    expect(sorted(['demo'])).toEqual(['everyone', 'new-demo', 'strict-any']);
    expect(sorted(['new', 'used'])).toEqual([
      'everyone',
      'new-demo',
      'strict-any',
      'strict-used',
      'used-only',
    ]);
  });

  it('shows only the placement’s cards that are active now', () => {
    const list = [
      promo('slider-only', { placements: ['homeSlider'] }),
      promo('tiles', { placements: ['searchTiles'] }),
      promo('expired', { expiresAt: '2026-03-09' }),
      promo('future', { startsAt: '2026-03-11' }),
    ];
    expect(ids(promotionsToShow(list, view(now)))).toEqual(['tiles']);
    expect(ids(promotionsToShow(list, view(now, { placement: 'homeSlider' })))).toEqual([
      'slider-only',
    ]);
    expect(ids(promotionsToShow(list, view('2026-03-11T00:00:00Z'))).sort()).toEqual([
      'future',
      'tiles',
    ]);
  });

  it('sends upcoming cards ahead when asked, never expired ones', () => {
    const list = [
      promo('now'),
      promo('expired', { expiresAt: '2026-03-09' }),
      promo('future', { startsAt: '2026-04-01' }),
    ];
    expect(ids(promotionsToShow(list, view(now, { includeUpcoming: true }))).sort()).toEqual([
      'future',
      'now',
    ]);
  });
});
