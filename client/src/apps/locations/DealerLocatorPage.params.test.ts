import { describe, expect, it } from 'vitest';
import { distanceText, locatorParams, locatorPath, nearestFirst } from './DealerLocatorPage.params';

describe('the dealer locator’s address', () => {
  it('reads department, make and postcode, ignoring what it cannot use', () => {
    expect(
      locatorParams(new URLSearchParams('department=service&make=%20Kia%20&postcode=%204217%20')),
    ).toEqual({ department: 'SERVICE', make: 'Kia', postcode: '4217' });
    expect(
      locatorParams(new URLSearchParams(`department=finance&make=${'x'.repeat(61)}&postcode=`)),
    ).toEqual({ department: null, make: null, postcode: null });
  });

  it('writes only the choices made, and reads back what it wrote', () => {
    expect(locatorPath({ department: null, make: null, postcode: null })).toBe('/dealer-locator');
    const path = locatorPath({ department: 'PARTS', make: 'Isuzu UTE', postcode: '2292' });
    expect(path).toBe('/dealer-locator?department=parts&make=Isuzu+UTE&postcode=2292');
    expect(locatorParams(new URLSearchParams(path.split('?')[1]))).toEqual({
      department: 'PARTS',
      make: 'Isuzu UTE',
      postcode: '2292',
    });
  });
});

describe('distances', () => {
  it('says "12 km away", and less than a kilometre as such', () => {
    expect(distanceText(12.4)).toBe('12 km away');
    expect(distanceText(1234.5)).toBe('1,235 km away');
    expect(distanceText(0.3)).toBe('Less than 1 km away');
  });

  it('orders places nearest first from a position', () => {
    const southport = { id: 'gc', latitude: -27.97, longitude: 153.4 };
    const newstead = { id: 'bne', latitude: -27.45, longitude: 153.04 };
    const dubbo = { id: 'dbo', latitude: -32.25, longitude: 148.6 };
    const fromBrisbane = nearestFirst([dubbo, southport, newstead], { lat: -27.47, long: 153.03 });
    expect(fromBrisbane.map((n) => n.item.id)).toEqual(['bne', 'gc', 'dbo']);
    expect(fromBrisbane[0]!.distanceKm).toBeLessThan(3);
    expect(fromBrisbane[1]!.distanceKm).toBeGreaterThan(60);
    expect(fromBrisbane[1]!.distanceKm).toBeLessThan(75);
  });
});
