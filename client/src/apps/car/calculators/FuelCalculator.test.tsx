import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { FuelCalculatorTestQuery } from '../../../__generated__/FuelCalculatorTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarCalculators } from './CarCalculators';

const query = graphql`
  query FuelCalculatorTestQuery @relay_test_operation {
    car(slug: "any") {
      ...CarCalculators_car
    }
    site {
      ...CarCalculators_site
    }
  }
`;

function renderCalculators(
  fuel: string,
  fuelConsumptionCombined: number | null,
  fuelCalculator = true,
) {
  return renderWithRelay<FuelCalculatorTestQuery>({
    query,
    resolvers: {
      Car: () => ({ fuel, variant: { fuelConsumptionCombined } }),
      SiteFeatures: () => ({ fuelCalculator }),
    },
    render: (data) => <CarCalculators car={data.car!} site={data.site} />,
  });
}

describe('FuelCalculator', () => {
  it('starts at $1.70 a litre and 250 kms a week with the car’s consumption', async () => {
    await renderCalculators('Petrol', 8);
    // 250 / 100 × 8 L × $1.70 = $34.00
    expect(screen.getByText('$34.00')).toBeTruthy();
    expect(screen.getByText(/per week at 8 L\/100km/)).toBeTruthy();
  });

  it('falls back to 10 L/100km and follows what the shopper types', async () => {
    await renderCalculators('Diesel', null);
    expect(screen.getByText('$42.50')).toBeTruthy();
    const distance = screen.getByLabelText('Distance per week (kms)');
    await userEvent.clear(distance);
    await userEvent.type(distance, '1,000');
    // 1000 / 100 × 10 L × $1.70 = $170.00
    expect(screen.getByText('$170.00')).toBeTruthy();
  });

  it('is hidden for electric cars and when the site turns it off', async () => {
    await renderCalculators('Electric', null);
    expect(screen.queryByText('Fuel cost')).toBeNull();
    await renderCalculators('Petrol', 8, false);
    expect(screen.queryByText('Fuel cost')).toBeNull();
  });
});
