import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { CarSpecificationsTestQuery } from '../../../__generated__/CarSpecificationsTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarSpecifications } from './CarSpecifications';

const query = graphql`
  query CarSpecificationsTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CarSpecifications_car
    }
  }
`;

type Variant = Record<keyof typeof VARIANT, number | string | null>;
type Caravan = Record<keyof typeof CARAVAN, number | string | null>;

const VARIANT = {
  engineSizeLitres: 2.8,
  engineSizeCc: 2755,
  cylinders: 4,
  induction: 'Turbo',
  gearType: 'Sports Automatic',
  fuelConsumptionCombined: 7.4,
  fuelCapacity: 80,
  torqueNm: 500,
  towingCapacityBraked: 3500,
  grossVehicleMass: 3050,
  lengthMm: 5325,
  widthMm: 1855,
  heightMm: 1815,
  ancapRating: 5,
};

const NO_VARIANT: Variant = Object.fromEntries(
  Object.keys(VARIANT).map((key) => [key, null]),
) as Variant;

const CARAVAN = {
  bodyLengthFeet: 22,
  bodyWidthFeet: 7.5,
  tareWeightKg: 2480,
  aggregateTrailerMassKg: 3300,
  axleType: 'Tandem',
  sleeps: 4,
};

const renderSpecifications = (
  variant: Partial<Variant> = {},
  caravanSpecifications: Partial<Caravan> | null = null,
) =>
  renderWithRelay<CarSpecificationsTestQuery>({
    query,
    resolvers: {
      Car: () => ({ variant: { ...VARIANT, ...variant }, caravanSpecifications }),
    },
    render: (data) => data.car && <CarSpecifications car={data.car} />,
  });

/** The rows of the spec box, as "Label: value". */
const rows = () =>
  Array.from(
    screen.getByRole('region', { name: 'Specifications' }).querySelectorAll('dt'),
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );

describe('CarSpecifications', () => {
  it('shows the variant in the spec units', async () => {
    await renderSpecifications();

    expect(screen.getByRole('heading', { name: 'Specifications' })).toBeTruthy();
    expect(rows()).toEqual([
      'Engine: 2.8 L',
      'Cylinders: 4',
      'Induction: Turbo',
      'Gearbox: Sports Automatic',
      'Fuel consumption (combined): 7.4 L/100km',
      'Fuel capacity: 80 L',
      'Torque: 500 Nm',
      'Towing capacity (braked): 3,500 kg',
      'Gross vehicle mass (GVM): 3,050 kg',
      'Length: 5,325 mm',
      'Width: 1,855 mm',
      'Height: 1,815 mm',
      'ANCAP safety rating: 5 stars',
    ]);
  });

  it('gives a small engine in cc', async () => {
    await renderSpecifications({ engineSizeLitres: 0.6, engineSizeCc: 649, cylinders: 2 });

    expect(rows()).toContain('Engine: 649 cc');
  });

  it('gives the engine in litres from the cc when the litres are missing', async () => {
    await renderSpecifications({ engineSizeLitres: null, engineSizeCc: 1998 });

    expect(rows()).toContain('Engine: 2.0 L');
  });

  it('omits the rows without a value', async () => {
    await renderSpecifications({
      induction: null,
      gearType: null,
      fuelCapacity: null,
      towingCapacityBraked: null,
      ancapRating: null,
    });

    expect(rows()).toEqual([
      'Engine: 2.8 L',
      'Cylinders: 4',
      'Fuel consumption (combined): 7.4 L/100km',
      'Torque: 500 Nm',
      'Gross vehicle mass (GVM): 3,050 kg',
      'Length: 5,325 mm',
      'Width: 1,855 mm',
      'Height: 1,815 mm',
    ]);
  });

  it('shows a caravan body in metres from feet, with its masses in kg', async () => {
    await renderSpecifications(NO_VARIANT, CARAVAN);

    expect(rows()).toEqual([
      'Body length: 6.71 m',
      'Body width: 2.29 m',
      'Tare mass: 2,480 kg',
      'Aggregate trailer mass (ATM): 3,300 kg',
      'Axle type: Tandem',
      'Sleeps: 4',
    ]);
  });

  it('shows nothing when there is no specification at all', async () => {
    const { container } = await renderSpecifications(NO_VARIANT, null);

    expect(screen.queryByRole('heading', { name: 'Specifications' })).toBeNull();
    expect(container.textContent).toBe('');
  });
});
