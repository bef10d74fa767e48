import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { CarKeyInformationTestQuery } from '../../../__generated__/CarKeyInformationTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarKeyInformation, KEY_INFORMATION_VISIBLE } from './CarKeyInformation';

const query = graphql`
  query CarKeyInformationTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CarKeyInformation_car
    }
  }
`;

const CAR = {
  km: 12345,
  transmission: 'Automatic' as string | null,
  fuel: 'Diesel' as string | null,
  body: 'Ute' as string | null,
  drive: '4x4' as string | null,
  colour: 'Glacier White' as string | null,
  interiorColour: 'Black' as string | null,
  seats: 5 as number | null,
  doors: 4 as number | null,
  variant: { engineSizeLitres: 2.8 as number | null, engineSizeCc: 2755 as number | null },
  stockNumber: 'U12345',
  vin: 'MR0HA3CD100123456' as string | null,
  regPlate: '123ABC' as string | null,
  regoExpiry: '2026-03-07' as string | null,
  buildDate: '2021-05-01' as string | null,
  complianceDate: '2021-06-15' as string | null,
};

const renderKeyInformation = (car: Partial<typeof CAR> = {}) =>
  renderWithRelay<CarKeyInformationTestQuery>({
    query,
    resolvers: { Car: () => ({ ...CAR, ...car }) },
    render: (data) => data.car && <CarKeyInformation car={data.car} />,
  });

/** The label and value pairs on screen, as "Label: value". */
const shownItems = () =>
  Array.from(
    screen.getByRole('region', { name: 'Key Information' }).querySelectorAll('dt'),
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );

const ALL_ITEMS = [
  'Odometer: 12,345 kms',
  'Transmission: Automatic',
  'Fuel: Diesel',
  'Body: Ute',
  'Drive: 4x4',
  'Colour: Glacier White',
  'Interior colour: Black',
  'Seats: 5',
  'Doors: 4',
  'Engine: 2.8 L',
  'Stock number: U12345',
  'VIN: MR0HA3CD100123456',
  'Rego: 123ABC',
  'Rego expiry: 07/03/2026',
  'Build date: 01/05/2021',
  'Compliance date: 15/06/2021',
];

describe('CarKeyInformation', () => {
  it('shows the first 4 items with a Show More button', async () => {
    await renderKeyInformation();

    expect(KEY_INFORMATION_VISIBLE).toBe(4);
    expect(shownItems()).toEqual(ALL_ITEMS.slice(0, 4));
    const more = screen.getByRole('button', { name: 'Show More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows every item, formatted, after Show More, and 4 again after Show Less', async () => {
    const user = userEvent.setup();
    await renderKeyInformation();

    await user.click(screen.getByRole('button', { name: 'Show More' }));

    expect(shownItems()).toEqual(ALL_ITEMS);
    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');

    await user.click(less);

    expect(shownItems()).toEqual(ALL_ITEMS.slice(0, 4));
    expect(screen.getByRole('button', { name: 'Show More' })).toBeTruthy();
  });

  it('leaves out what the vehicle does not have', async () => {
    const user = userEvent.setup();
    await renderKeyInformation({
      transmission: null,
      drive: null,
      interiorColour: null,
      doors: null,
      vin: null,
      regPlate: null,
      regoExpiry: null,
      complianceDate: null,
    });

    await user.click(screen.getByRole('button', { name: 'Show More' }));

    expect(shownItems()).toEqual([
      'Odometer: 12,345 kms',
      'Fuel: Diesel',
      'Body: Ute',
      'Colour: Glacier White',
      'Seats: 5',
      'Engine: 2.8 L',
      'Stock number: U12345',
      'Build date: 01/05/2021',
    ]);
  });

  it('reads a small engine in cc', async () => {
    const user = userEvent.setup();
    await renderKeyInformation({ variant: { engineSizeLitres: 0.6, engineSizeCc: 649 } });

    await user.click(screen.getByRole('button', { name: 'Show More' }));

    expect(shownItems()).toContain('Engine: 649 cc');
  });

  it('offers no toggle when there are 4 items or fewer', async () => {
    await renderKeyInformation({
      drive: null,
      colour: null,
      interiorColour: null,
      seats: null,
      doors: null,
      variant: { engineSizeLitres: null, engineSizeCc: null },
      stockNumber: '',
      vin: null,
      regPlate: null,
      regoExpiry: null,
      buildDate: null,
      complianceDate: null,
    });

    expect(shownItems()).toEqual(ALL_ITEMS.slice(0, 4));
    const region = screen.getByRole('region', { name: 'Key Information' });
    expect(within(region).queryByRole('button')).toBeNull();
  });
});
