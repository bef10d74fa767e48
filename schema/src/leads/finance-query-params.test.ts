import { describe, expect, it } from 'vitest';
import {
  financeFormDefaults,
  financeFormHref,
  parseFinanceQuery,
  personalisedFinanceHref,
  carFinanceHref,
} from './finance-query-params.js';
import { carTradeInHref, tradeInCarIdOf } from './lead-routes.js';

describe('the finance page’s query', () => {
  it('links to the finance form with the vehicle, budget and dealership', () => {
    expect(
      financeFormHref({
        preferredDealership: 'northside-motors',
        vehiclePriceBudget: 25000,
        carId: 'car-1001',
        carType: 'used',
      }),
    ).toBe(
      '/finance?preferredDealership=northside-motors&vehiclePriceBudget=25000&car_id=car-1001&car_type=used#finance-form',
    );
  });

  it('leaves out what it has no value for, and takes the site’s finance path', () => {
    expect(financeFormHref({})).toBe('/finance#finance-form');
    expect(financeFormHref({ carId: 'a b&c' }, '/apply-for-finance')).toBe(
      '/apply-for-finance?car_id=a+b%26c#finance-form',
    );
  });

  it('reads back what it links to', () => {
    const query = {
      preferredDealership: 'northside-motors',
      vehiclePriceBudget: 25000,
      carId: 'a b&c',
      carType: 'demo' as const,
    };
    const href = financeFormHref(query);
    expect(parseFinanceQuery(href.slice(href.indexOf('?'), href.indexOf('#')))).toEqual(query);
  });

  it('reads a budget written as money and a type in capitals', () => {
    expect(
      parseFinanceQuery('?vehiclePriceBudget=%2425%2C000&car_type=NEW&preferredDealership=%20x%20'),
    ).toEqual({ vehiclePriceBudget: 25000, carType: 'new', preferredDealership: 'x' });
  });

  it('leaves out values the form cannot use rather than failing the page', () => {
    expect(
      parseFinanceQuery(
        new URLSearchParams(
          'vehiclePriceBudget=lots&car_type=vintage&car_id=&preferredDealership=',
        ),
      ),
    ).toEqual({});
  });

  it('pre-fills the form: the budget as the money input shows it, a known dealership only', () => {
    const dealerships = [{ slug: 'northside-motors', name: 'Northside Motors' }];
    expect(
      financeFormDefaults(
        { preferredDealership: 'northside-motors', vehiclePriceBudget: 25000, carType: 'used' },
        { dealerships },
      ),
    ).toEqual({
      preferredDealership: 'northside-motors',
      vehiclePriceBudget: '$25,000',
      carType: 'used',
    });
    expect(financeFormDefaults({ preferredDealership: 'elsewhere' }, { dealerships })).toEqual({});
  });

  it('links a vehicle with an NVIC to personalised finance', () => {
    expect(personalisedFinanceHref('car-1001')).toBe('/personalised/finance?car_id=car-1001');
  });
});

describe('the trade-in pages', () => {
  it('link a vehicle’s trade-in and read its id back for the hidden field', () => {
    const href = carTradeInHref('car 1001');
    expect(href).toBe('/cars/trade-in?car_id=car+1001');
    expect(tradeInCarIdOf(href.slice(href.indexOf('?')))).toBe('car 1001');
    expect(tradeInCarIdOf('?car_id=')).toBeUndefined();
    expect(tradeInCarIdOf(new URLSearchParams())).toBeUndefined();
  });
});

describe('carFinanceHref', () => {
  const car = {
    internalId: 'oc-000012',
    slug: '2024-honda-crf300l-oc-000012',
    carType: 'NEW',
    financeEnquiryPath: '/apply-for-finance',
  };

  it('opens the site’s finance page at the form with the car, its type and the budget', () => {
    expect(carFinanceHref(car, 9_490)).toBe(
      '/apply-for-finance?vehiclePriceBudget=9490&car_id=oc-000012&car_type=new#finance-form',
    );
    expect(carFinanceHref(car, 0)).toBe(
      '/apply-for-finance?car_id=oc-000012&car_type=new#finance-form',
    );
  });

  it('opens the personalised finance page of the car, by its slug, where that is its path', () => {
    expect(carFinanceHref({ ...car, financeEnquiryPath: '/personalised/finance' }, 9_490)).toBe(
      '/personalised/finance?car_id=2024-honda-crf300l-oc-000012',
    );
  });
});
