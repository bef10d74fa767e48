import { describe, expect, it } from 'vitest';
import { parseFeed } from './parse-feed.js';

/** Spec 2 §3: the older feed's autograb_data { state_average_market_price, average_market_price }. */

const HEADER =
  'id,slug,status,car_type,make,model,year,price,km,stock_number,created_at,updated_at,location_id';
const STAMP = '2024-05-01T09:00:00+10:00';
const row = (id: string) =>
  `${id},car-${id},in_stock,used,Toyota,Corolla,2021,25990,32000,S${id},${STAMP},${STAMP},loc-1`;

const jsonCar = (id: string, extra: Record<string, unknown>) => ({
  id,
  slug: `car-${id}`,
  status: 'in_stock',
  car_type: 'used',
  make: 'Mazda',
  model: 'CX-5',
  year: 2020,
  price: 31990,
  km: 60000,
  stock_number: `S${id}`,
  created_at: STAMP,
  updated_at: STAMP,
  location_id: 'loc-1',
  ...extra,
});

describe('autograb data in a stock feed', () => {
  it('reads snake_case CSV columns, money written with $ and thousands separators', async () => {
    const text = [
      `${HEADER},autograb_data.average_market_price,autograb_data.state_average_market_price`,
      `${row('a1')},"$27,400",27100`,
      `${row('a2')},,`,
    ].join('\n');
    const { cars, rowErrors } = await parseFeed(text, { format: 'csv' });
    expect(rowErrors).toEqual([]);
    expect(cars[0]?.autograbData).toEqual({
      averageMarketPrice: 27_400,
      stateAverageMarketPrice: 27_100,
    });
    // Empty cells: the car simply has no market data.
    expect(cars[1]?.autograbData).toBeUndefined();
  });

  it('reads the nested JSON object of the older feed', async () => {
    const text = JSON.stringify([
      jsonCar('j1', {
        autograb_data: { state_average_market_price: 33_250, average_market_price: '$33,900' },
      }),
    ]);
    const { cars, rowErrors } = await parseFeed(text, { format: 'json' });
    expect(rowErrors).toEqual([]);
    expect(cars[0]?.autograbData).toEqual({
      averageMarketPrice: 33_900,
      stateAverageMarketPrice: 33_250,
    });
  });

  it('reports a missing or non-positive average by its field and keeps other rows', async () => {
    const text = JSON.stringify([
      jsonCar('k1', { autograb_data: { average_market_price: 0, state_average_market_price: 1 } }),
      jsonCar('k2', { autograb_data: { average_market_price: 30_000 } }),
      jsonCar('k3', {}),
    ]);
    const { cars, rowErrors } = await parseFeed(text, { format: 'json' });
    expect(cars.map((car) => car.id)).toEqual(['k3']);
    expect(rowErrors.map(({ row, field }) => ({ row, field }))).toEqual([
      { row: 1, field: 'autograbData.averageMarketPrice' },
      { row: 2, field: 'autograbData.stateAverageMarketPrice' },
    ]);
    expect(rowErrors[1]?.reason).toBe('required');
  });
});
