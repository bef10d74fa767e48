import { describe, expect, it } from 'vitest';
import { parseFeed } from './parse-feed.js';

/**
 * A dealer's export as their system writes it: its own column spellings, no slugs, no
 * timestamps, photos as a list or as numbered columns.
 */

const IMPORTED_AT = new Date('2026-11-20T01:00:00.000Z');

function csv(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

const PLAIN_HEADER =
  'Stock No,Status,Condition,Make,Model,Variant,Build Year,Drive Away Price,Odometer (km),Colour,Body Type,Transmission Type,Fuel Type,Rego,Yard,Description,ID';

describe('parseFeed with a dealer export', () => {
  it('reads the common spellings of an Australian dealer export and their values', async () => {
    const text = csv(
      PLAIN_HEADER,
      'S1001,For Sale,Used,Toyota,Hilux,SR5,2019,"$45,990","80,000",White,Ute,Automatic,Diesel,ABC123,loc-1,One owner,T1001',
      'S1002,Available,Demonstrator,Mazda,CX-5,Akera,2024,"$49,990",5000,Red,SUV,Automatic,Petrol,,loc-2,,T1002',
      'S1003,Sold,New,Kia,Sorento,,2025,59990,10,,SUV,,,,loc-1,,T1003',
    );
    const result = await parseFeed(text, { format: 'csv', importedAt: IMPORTED_AT });
    expect(result.rowErrors).toEqual([]);
    expect(result.ignoredColumns).toEqual([]);
    expect(result.cars[0]).toMatchObject({
      id: 'T1001',
      stockNumber: 'S1001',
      status: 'in_stock',
      carType: 'used',
      badge: 'SR5',
      year: 2019,
      price: 45990,
      km: 80000,
      colour: 'White',
      body: 'Ute',
      transmission: 'Automatic',
      fuel: 'Diesel',
      regPlate: 'ABC123',
      locationId: 'loc-1',
      dealerComments: 'One owner',
    });
    expect(result.cars.map((car) => [car.status, car.carType])).toEqual([
      ['in_stock', 'used'],
      ['in_stock', 'demo'],
      ['sold', 'new'],
    ]);
  });

  it('derives slug, createdAt and updatedAt that the export does not give', async () => {
    const text = csv(
      'id,status,type,make,model,badge,year,price,km,stock number,location',
      'A-1,In Stock,Used,Toyota,Corolla,Ascent Sport,2021,24990,35000,S1,loc-1',
      'B2,In Stock,Used,Toyota,Corolla,,2021,24990,35000,S2,loc-1',
    );
    const { cars, rowErrors } = await parseFeed(text, { format: 'csv', importedAt: IMPORTED_AT });
    expect(rowErrors).toEqual([]);
    expect(cars.map((car) => [car.slug, car.createdAt, car.updatedAt])).toEqual([
      [
        '2021-toyota-corolla-ascent-sport-a-1',
        IMPORTED_AT.toISOString(),
        IMPORTED_AT.toISOString(),
      ],
      ['2021-toyota-corolla-b2', IMPORTED_AT.toISOString(), IMPORTED_AT.toISOString()],
    ]);
  });

  it('keeps a known car’s slug and first-seen time from the site’s current stock', async () => {
    const text = csv(
      'id,status,type,make,model,badge,year,price,km,stock number,location',
      'A1,In Stock,Used,Toyota,Corolla,Ascent Sport,2021,23990,36000,S1,loc-1',
    );
    const previous = new Map([
      ['A1', { slug: 'toyota-corolla-from-before', createdAt: '2026-10-01T00:00:00.000Z' }],
    ]);
    const { cars } = await parseFeed(text, { format: 'csv', importedAt: IMPORTED_AT, previous });
    expect(cars[0]).toMatchObject({
      slug: 'toyota-corolla-from-before',
      createdAt: '2026-10-01T00:00:00.000Z',
      updatedAt: IMPORTED_AT.toISOString(),
    });
  });

  it('keeps the values a feed does give', async () => {
    const text = csv(
      'id,slug,status,type,make,model,year,price,km,stock number,location,created_at,updated_at',
      'A1,my-corolla,In Stock,Used,Toyota,Corolla,2021,23990,36000,S1,loc-1,2026-01-01T00:00:00Z,2026-02-01T00:00:00Z',
    );
    const previous = new Map([['A1', { slug: 'old', createdAt: '2025-01-01T00:00:00.000Z' }]]);
    const { cars } = await parseFeed(text, { format: 'csv', importedAt: IMPORTED_AT, previous });
    expect(cars[0]).toMatchObject({
      slug: 'my-corolla',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-02-01T00:00:00Z',
    });
  });

  it('never gives two cars the same slug', async () => {
    // "A_1" and "a-1" are different ids with the same words; another car already has the first.
    const text = csv(
      'id,status,type,make,model,year,price,km,stock number,location',
      'A_1,In Stock,Used,Toyota,Corolla,2021,23990,36000,S1,loc-1',
      'a-1,In Stock,Used,Toyota,Corolla,2021,23990,36000,S2,loc-1',
    );
    const previous = new Map([
      ['Z9', { slug: '2021-toyota-corolla-a-1', createdAt: '2026-10-01T00:00:00.000Z' }],
    ]);
    const { cars, rowErrors } = await parseFeed(text, { format: 'csv', previous });
    expect(rowErrors).toEqual([]);
    expect(cars.map((car) => car.slug)).toEqual([
      '2021-toyota-corolla-a-1-2',
      '2021-toyota-corolla-a-1-3',
    ]);
  });

  it('reads the site’s own column names through its mapping, before the built-in spellings', async () => {
    const text = csv(
      'id,status,type,make,model,year,price,Odometer Reading,Stock,Yard Code,Kms',
      'A1,In Stock,Used,Toyota,Corolla,2021,23990,36000,S1,loc-1,999',
    );
    const columns = { 'Odometer Reading': 'km', 'yard code': 'locationId', Kms: 'nothing' };
    const result = await parseFeed(text, { format: 'csv', columns });
    expect(result.rowErrors).toEqual([]);
    expect(result.cars[0]).toMatchObject({ km: 36000, locationId: 'loc-1', stockNumber: 'S1' });
    expect(result.ignoredColumns).toEqual([
      { column: 'Kms', reason: 'feedColumns maps it to "nothing", which names no car field' },
    ]);
  });

  it('applies the mapping to a JSON feed’s keys', async () => {
    const json = JSON.stringify([
      {
        id: 'J1',
        status: 'Available',
        condition: 'used',
        make: 'Ford',
        model: 'Ranger',
        variant: 'XLT',
        year: 2021,
        price: '$54,990',
        'Odometer Reading': 45000,
        stock_no: 'S9',
        Yard: 'loc-2',
      },
    ]);
    const result = await parseFeed(json, {
      format: 'json',
      columns: { 'Odometer Reading': 'km' },
      importedAt: IMPORTED_AT,
    });
    expect(result.rowErrors).toEqual([]);
    expect(result.cars[0]).toMatchObject({
      km: 45000,
      badge: 'XLT',
      variant: {},
      locationId: 'loc-2',
      slug: '2021-ford-ranger-xlt-j1',
    });
  });

  it('reads photos from one list column, separated by |, commas or spaces', async () => {
    const header = 'id,status,type,make,model,year,price,km,stock no,yard,images';
    const row = (id: string, images: string) =>
      `${id},In Stock,Used,Toyota,Corolla,2021,23990,36000,S${id},loc-1,${images}`;
    const text = csv(
      header,
      row('P1', 'https://img.test/1.jpg|https://img.test/2.jpg'),
      row('P2', '"https://img.test/1.jpg, https://img.test/2.jpg"'),
      row('P3', 'https://img.test/1.jpg https://img.test/2.jpg'),
    );
    const { cars, rowErrors } = await parseFeed(text, { format: 'csv' });
    expect(rowErrors).toEqual([]);
    for (const car of cars) {
      expect(car.photoUrls).toEqual(['https://img.test/1.jpg', 'https://img.test/2.jpg']);
      expect(car.photosCount).toBe(2);
    }
  });

  it('reads numbered photo columns in the order of their numbers', async () => {
    const text = csv(
      'id,status,type,make,model,year,price,km,stock no,yard,photo_2,photo_1,photo_10,photo_3',
      'N1,In Stock,Used,Toyota,Corolla,2021,23990,36000,S1,loc-1,https://img.test/2.jpg,https://img.test/1.jpg,https://img.test/10.jpg,',
    );
    const { cars, rowErrors } = await parseFeed(text, { format: 'csv' });
    expect(rowErrors).toEqual([]);
    expect(cars[0]?.photoUrls).toEqual([
      'https://img.test/1.jpg',
      'https://img.test/2.jpg',
      'https://img.test/10.jpg',
    ]);
    expect(cars[0]?.photosCount).toBe(3);

    const json = JSON.stringify([
      {
        id: 'N2',
        status: 'In Stock',
        type: 'Used',
        make: 'Toyota',
        model: 'Corolla',
        year: 2021,
        price: 1,
        km: 1,
        stockNo: 'S2',
        yard: 'loc-1',
        image2: 'https://img.test/b.jpg',
        image1: 'https://img.test/a.jpg',
      },
    ]);
    const fromJson = await parseFeed(json, { format: 'json' });
    expect(fromJson.cars[0]?.photoUrls).toEqual([
      'https://img.test/a.jpg',
      'https://img.test/b.jpg',
    ]);
  });

  it('reports a bad row with its row, field and reason and imports the good ones', async () => {
    const text = csv(
      PLAIN_HEADER,
      'S1,For Sale,Used,Toyota,Hilux,SR5,2019,45990,80000,White,Ute,Auto,Diesel,,loc-1,,T1',
      'S2,Wanted,Used,Toyota,Hilux,SR5,2019,lots,80000,White,Ute,Auto,Diesel,,loc-1,,T2',
      'S3,For Sale,Used,Toyota,Hilux,SR5,2019,45990,80000,White,Ute,Auto,Diesel,,loc-9,,T3',
    );
    const { cars, rowErrors } = await parseFeed(text, { format: 'csv', locationIds: ['loc-1'] });
    expect(cars.map((car) => car.id)).toEqual(['T1']);
    expect(rowErrors).toEqual([
      { row: 2, line: 3, field: 'price', reason: '"lots" is not a number' },
      { row: 2, line: 3, field: 'status', reason: expect.stringContaining('(got "Wanted")') },
      { row: 3, line: 4, field: 'locationId', reason: '"loc-9" is not a location of this site' },
    ]);
  });
});
