import { describe, expect, it } from 'vitest';
import type { StockDocument } from '../../../stock/stock-document.js';
import { SharedValues } from './shared-values.js';

function doc(fields: Partial<StockDocument>): StockDocument {
  return { ...fields } as StockDocument;
}

const quote = (paymentWeek: number) => ({
  pepper: {
    interestRate: 8.5,
    comparisonRate: 9.1,
    paymentWeek,
    deposit: 0,
    balloon: 0,
    establishmentFees: 0,
  },
});

describe('SharedValues', () => {
  it('keeps one copy of equal quotes, features and texts and a copy of each different one', () => {
    const shared = new SharedValues();
    const a = shared.share(
      doc({ make: 'Toyota', financeLenders: quote(99), features: ['Cruise control'] }),
    );
    const b = shared.share(
      doc({ make: 'Toy' + 'ota', financeLenders: quote(99), features: ['Cruise control'] }),
    );
    const c = shared.share(doc({ make: 'Mazda', financeLenders: quote(120), features: [] }));

    expect(b.financeLenders).toBe(a.financeLenders);
    expect(b.features).toBe(a.features);
    expect(b.make).toBe('Toyota');
    expect(c.financeLenders).not.toBe(a.financeLenders);
    expect(c.financeLenders).toEqual(quote(120));
    expect(c.features).toEqual([]);
    expect(c.make).toBe('Mazda');
  });

  it('freezes what it shares, so no car can change another car through it', () => {
    const shared = new SharedValues();
    const a = shared.share(doc({ financeLenders: quote(99) }));
    expect(Object.isFrozen(a.financeLenders)).toBe(true);
    expect(Object.isFrozen(a.financeLenders.pepper)).toBe(true);
    expect(() => {
      a.financeLenders.pepper!.paymentWeek = 1;
    }).toThrow(TypeError);
  });

  it('leaves absent and null fields as they are', () => {
    const shared = new SharedValues();
    const a = shared.share(doc({ geo: null, make: 'Kia' }));
    expect(a.geo).toBeNull();
    expect('badge' in a).toBe(false);
  });
});
