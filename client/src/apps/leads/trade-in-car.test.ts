import { describe, expect, it } from 'vitest';
import { tradeInPageVariables } from './trade-in-car';

describe('the trade-in page vehicle', () => {
  it('asks for a vehicle only when the address names one', () => {
    expect(
      tradeInPageVariables(new URL('http://site.localhost/cars/trade-in?car_id=hilux-1')),
    ).toEqual({ carId: 'hilux-1', withCar: true });
    expect(tradeInPageVariables(new URL('http://site.localhost/trade-in'))).toEqual({
      carId: '',
      withCar: false,
    });
    expect(tradeInPageVariables(new URL('http://site.localhost/sell-my-car?car_id=%20'))).toEqual({
      carId: '',
      withCar: false,
    });
  });
});
