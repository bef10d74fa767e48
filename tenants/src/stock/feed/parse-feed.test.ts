import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedReadError, formatFeedRowError } from './feed-row-error.js';
import { FEED_PROGRESS_CHUNK, parseFeed, parseFeedFile } from './parse-feed.js';

const HEADER =
  'id,slug,status,car_type,make,model,year,price,km,stock_number,created_at,updated_at,location_id';
const STAMP = '2024-05-01T09:00:00+10:00';

function csvRow(id: string, overrides: Partial<Record<string, string>> = {}): string {
  const cells: Record<string, string> = {
    id,
    slug: `car-${id}`,
    status: 'in_stock',
    car_type: 'used',
    make: 'Toyota',
    model: 'Corolla',
    year: '2021',
    price: '25990',
    km: '32000',
    stock_number: `S${id}`,
    created_at: STAMP,
    updated_at: STAMP,
    location_id: 'loc-1',
    ...overrides,
  };
  return HEADER.split(',')
    .map((key) => cells[key] ?? '')
    .join(',');
}

function csv(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

describe('parseFeed (CSV)', () => {
  it('reads good rows, mapping snake_case and older column names', async () => {
    const text = csv(
      `${HEADER},simple_body,simple_fuel,fuel,stocknum,regplate,dealercomments,variant.cylinders,caravanSpecifications.sleeps,specifications.body_width`,
      `${csvRow('a1')},Sedan,Petrol,Unleaded Petrol 95,X1,ABC123,Great car,4,,`,
      `${csvRow('a2', { car_type: 'new' })},Caravan,,,X2,,,,"4",7.5`,
    );
    const result = await parseFeed(text, { format: 'csv' });
    expect(result.rowErrors).toEqual([]);
    expect(result.rowsRead).toBe(2);
    const [first, second] = result.cars;
    expect(first).toMatchObject({
      id: 'a1',
      carType: 'used',
      body: 'Sedan',
      fuel: 'Petrol',
      regPlate: 'ABC123',
      dealerComments: 'Great car',
      variant: { cylinders: 4 },
      reserved: false,
    });
    // stocknum comes after stock_number: the earlier column gives stockNumber.
    expect(first?.stockNumber).toBe('Sa1');
    expect(second).toMatchObject({
      carType: 'new',
      caravanSpecifications: { sleeps: 4, bodyWidthFeet: 7.5 },
    });
    expect(result.ignoredColumns).toEqual(
      expect.arrayContaining([
        { column: 'fuel', reason: '"simple_fuel" already gives fuel' },
        { column: 'stocknum', reason: '"stock_number" already gives stockNumber' },
      ]),
    );
  });

  it('reads lists, yes/no values, money and thousands separators', async () => {
    const text = csv(
      `${HEADER},features,categories,reserved,certified,preorder,before_price,financeLenders.stratton.paymentWeek,financeLenders.stratton.interest_rate,financeLenders.stratton.comparison_rate`,
      `${csvRow('b1', { price: '"$32,990"', km: '"45,000"' })},Bluetooth| Reversing Camera |,SUV|Family,yes,1,FALSE,"$34,500.50",$89,8.99,9.5`,
    );
    const { cars, rowErrors } = await parseFeed(text, { format: 'csv' });
    expect(rowErrors).toEqual([]);
    expect(cars[0]).toMatchObject({
      price: 32990,
      km: 45000,
      beforePrice: 34500.5,
      features: ['Bluetooth', 'Reversing Camera'],
      categories: ['SUV', 'Family'],
      reserved: true,
      certified: true,
      preorder: false,
      financeLenders: { stratton: { paymentWeek: 89, interestRate: 8.99, comparisonRate: 9.5 } },
    });
  });

  it("reads a car's photo and spin frame addresses as |-separated lists", async () => {
    const text = csv(
      `${HEADER},photos_count,photo_urls,spin_frame_urls`,
      `${csvRow('a1')},2,https://img.example/a1/1.jpg|https://img.example/a1/2.jpg,https://img.example/a1/s1.jpg`,
      `${csvRow('a2')},1,not a url,`,
    );
    const result = await parseFeed(text, { format: 'csv' });
    expect(result.cars[0]).toMatchObject({
      photosCount: 2,
      photoUrls: ['https://img.example/a1/1.jpg', 'https://img.example/a1/2.jpg'],
      spinFrameUrls: ['https://img.example/a1/s1.jpg'],
    });
    expect(result.rowErrors.map((error) => error.field)).toEqual(['photoUrls.0']);
  });

  it('reports each problem of a bad row with row, line and field, and keeps the good rows', async () => {
    const text = csv(
      `${HEADER},reserved`,
      `${csvRow('c1')},no`,
      `${csvRow('c2', { price: 'call us', year: '1800', status: 'gone' })},maybe`,
      `${csvRow('c3', { km: '$5' })},`,
      `${csvRow('c4')},`,
    );
    const { cars, rowErrors, rowsRead } = await parseFeed(text, { format: 'csv' });
    expect(rowsRead).toBe(4);
    expect(cars.map((car) => car.id)).toEqual(['c1', 'c4']);
    const row2 = rowErrors.filter((error) => error.row === 2);
    expect(row2.map((error) => error.field).sort()).toEqual([
      'price',
      'reserved',
      'status',
      'year',
    ]);
    expect(row2.every((error) => error.line === 3)).toBe(true);
    expect(row2.find((error) => error.field === 'price')?.reason).toBe('"call us" is not a number');
    expect(row2.find((error) => error.field === 'reserved')?.reason).toContain('"maybe"');
    expect(row2.find((error) => error.field === 'year')?.reason).toContain('(got "1800")');
    // A `$` is only allowed on money fields.
    expect(rowErrors.filter((error) => error.row === 3)).toEqual([
      { row: 3, line: 4, field: 'km', reason: '"$5" is not a number' },
    ]);
  });

  it('treats an empty cell as absent: a default applies, a required field is reported', async () => {
    const text = csv(`${HEADER},reserved`, `${csvRow('d1')},`, `${csvRow('d2', { make: '' })},`);
    const { cars, rowErrors } = await parseFeed(text, { format: 'csv' });
    expect(cars).toHaveLength(1);
    expect(cars[0]?.reserved).toBe(false);
    expect(rowErrors).toEqual([{ row: 2, line: 3, field: 'make', reason: 'required' }]);
  });

  it('gives the starting file line of rows after multi-line cells and blank lines', async () => {
    const text = csv(
      `${HEADER},dealer_comments`,
      `${csvRow('e1')},"Line one\r\nline two\r\nline three"`,
      '',
      `${csvRow('e2', { price: 'x' })},"also\ntwo lines"`,
      `${csvRow('e3', { price: 'y' })},`,
    );
    const { cars, rowErrors } = await parseFeed(text, { format: 'csv' });
    expect(cars[0]?.dealerComments).toBe('Line one\r\nline two\r\nline three');
    expect(rowErrors.map(({ row, line }) => ({ row, line }))).toEqual([
      { row: 2, line: 6 },
      { row: 3, line: 8 },
    ]);
  });

  it('reports a later row repeating an id or slug, and a location the site does not have', async () => {
    const text = csv(
      HEADER,
      csvRow('f1'),
      csvRow('f1', { slug: 'other-slug' }),
      csvRow('f3', { slug: 'car-f1' }),
      csvRow('f4', { location_id: 'elsewhere' }),
      csvRow('f5', { location_id: 'loc-2' }),
    );
    const { cars, rowErrors } = await parseFeed(text, {
      format: 'csv',
      locationIds: ['loc-1', 'loc-2'],
    });
    expect(cars.map((car) => car.id)).toEqual(['f1', 'f5']);
    expect(rowErrors).toEqual([
      { row: 2, line: 3, field: 'id', reason: '"f1" repeats row 1' },
      { row: 3, line: 4, field: 'slug', reason: '"car-f1" repeats row 1' },
      {
        row: 4,
        line: 5,
        field: 'locationId',
        reason: '"elsewhere" is not a location of this site',
      },
    ]);
  });

  it('reports a row with a different number of cells than the header', async () => {
    const text = csv(HEADER, csvRow('g1'), `${csvRow('g2')},extra`, csvRow('g3'));
    const { cars, rowErrors } = await parseFeed(text, { format: 'csv' });
    expect(cars.map((car) => car.id)).toEqual(['g1', 'g3']);
    expect(rowErrors).toEqual([
      { row: 2, line: 3, field: '(row)', reason: 'has 14 cells, the header has 13' },
    ]);
    expect(formatFeedRowError(rowErrors[0]!)).toBe(
      'row 2 (line 3) (row): has 14 cells, the header has 13',
    );
  });

  it('keeps the rows after a stray quote', async () => {
    const text = csv(
      HEADER,
      csvRow('q1', { slug: '"car"-q1' }),
      csvRow('q2', { price: '"$1,000"' }),
    );
    const { cars, rowErrors } = await parseFeed(text, { format: 'csv' });
    expect(cars.map((car) => car.id)).toEqual(['q2']);
    expect(rowErrors).toMatchObject([{ row: 1, line: 2, field: 'slug' }]);
  });

  it('lists columns that name no car field', async () => {
    const text = csv(
      `${HEADER},views,primary_image_url`,
      `${csvRow('h1')},12,https://x.test/a.jpg`,
    );
    const { cars, ignoredColumns } = await parseFeed(text, { format: 'csv' });
    expect(cars).toHaveLength(1);
    expect(ignoredColumns.map((column) => column.column)).toEqual(['views', 'primary_image_url']);
  });

  it('refuses a file with no header or no known column', async () => {
    await expect(parseFeed('', { format: 'csv' })).rejects.toThrow(FeedReadError);
    await expect(parseFeed('foo,bar\n1,2\n', { format: 'csv' })).rejects.toThrow(/no column/);
  });

  it('reports progress up to the total', async () => {
    const rows = Array.from({ length: FEED_PROGRESS_CHUNK + 20 }, (_, i) => csvRow(`p${i}`));
    const calls: [number, number][] = [];
    const { cars } = await parseFeed(csv(HEADER, ...rows), {
      format: 'csv',
      onProgress: (done, total) => calls.push([done, total]),
    });
    expect(cars).toHaveLength(rows.length);
    expect(calls[0]).toEqual([0, rows.length]);
    expect(calls).toContainEqual([FEED_PROGRESS_CHUNK, rows.length]);
    expect(calls.at(-1)).toEqual([rows.length, rows.length]);
  });
});

const jsonCar = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  slug: `car-${id}`,
  status: 'in_stock',
  carType: 'demo',
  make: 'Mazda',
  model: 'CX-5',
  year: 2022,
  price: 38990,
  km: 1200,
  stockNumber: `M${id}`,
  createdAt: STAMP,
  updatedAt: STAMP,
  locationId: 'loc-1',
  ...extra,
});

describe('parseFeed (JSON)', () => {
  it('reads an array or { cars: [...] }, with snake_case keys and nested objects', async () => {
    const cars = [
      jsonCar('j1', { simple_body: 'SUV', variant: { cylinders: 4, engine_size: 2488 } }),
      jsonCar('j2', { price: '$41,990', reserved: 'yes', features: 'Sunroof|Heated seats' }),
    ];
    for (const text of [JSON.stringify(cars), JSON.stringify({ cars })]) {
      const result = await parseFeed(text, { format: 'json' });
      expect(result.rowErrors).toEqual([]);
      expect(result.cars[0]).toMatchObject({
        body: 'SUV',
        variant: { cylinders: 4, engineSizeCc: 2488 },
      });
      expect(result.cars[1]).toMatchObject({
        price: 41990,
        reserved: true,
        features: ['Sunroof', 'Heated seats'],
      });
    }
  });

  it('reports bad rows by their 1-based number and keeps the others', async () => {
    const text = JSON.stringify([
      jsonCar('k1'),
      'not a car',
      jsonCar('k3', { km: -5, vin: 'SHORT' }),
      jsonCar('k4', { simple_fuel: 'Hybrid', fuel: 'Petrol/Electric' }),
    ]);
    const { cars, rowErrors, rowsRead } = await parseFeed(text, { format: 'json' });
    expect(rowsRead).toBe(4);
    expect(cars.map((car) => car.id)).toEqual(['k1', 'k4']);
    expect(cars[1]?.fuel).toBe('Hybrid');
    expect(rowErrors.map(({ row, field }) => ({ row, field }))).toEqual([
      { row: 2, field: '(row)' },
      { row: 3, field: 'km' },
      { row: 3, field: 'vin' },
    ]);
    expect(rowErrors[2]?.reason).toContain('17 characters');
    expect(rowErrors.every((error) => error.line === undefined)).toBe(true);
  });

  it('refuses JSON that is not a list of cars', async () => {
    await expect(parseFeed('{ "vehicles": [] }', { format: 'json' })).rejects.toThrow(
      /"cars" array/,
    );
    await expect(parseFeed('[{', { format: 'json' })).rejects.toThrow(/not a readable JSON/);
  });
});

describe('parseFeedFile', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('picks the format from the extension and names the file in read errors', async () => {
    dir = await mkdtemp(join(tmpdir(), 'feed-'));
    const file = join(dir, 'stock.json');
    await writeFile(file, JSON.stringify({ cars: [jsonCar('m1')] }));
    expect((await parseFeedFile(file)).cars).toHaveLength(1);
    await expect(parseFeedFile(join(dir, 'missing.csv'))).rejects.toThrow(
      /missing\.csv: no such file/,
    );
    await expect(parseFeedFile(join(dir, 'stock.xml'))).rejects.toThrow(/\.csv or \.json/);
  });
});
