import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { DeliveryCalculatorTestQuery } from '../../../__generated__/DeliveryCalculatorTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarCalculators } from './CarCalculators';

const query = graphql`
  query DeliveryCalculatorTestQuery @relay_test_operation {
    car(slug: "any") {
      ...CarCalculators_car
    }
    site {
      ...CarCalculators_site
    }
  }
`;

const NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

type Estimate = {
  available: boolean;
  price: number | null;
  regionName: string | null;
  message: string | null;
};

const SLUG = '2021-toyota-hilux-sr5-abc123';

function renderCalculator(deliveryAvailable = true) {
  return renderWithRelay<DeliveryCalculatorTestQuery>({
    query,
    resolvers: {
      Car: () => ({ slug: SLUG, fuel: 'Petrol' }),
      Site: () => ({ deliveryAvailable }),
      SiteFeatures: () => ({ fuelCalculator: false }),
    },
    render: (data) => <CarCalculators car={data.car!} site={data.site} />,
  });
}

async function calculate(postcode: string) {
  const input = screen.getByLabelText('Postcode');
  await userEvent.clear(input);
  if (postcode) await userEvent.type(input, postcode);
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

/** Answers the pending estimate request, after checking what it asked for. */
async function answer(environment: MockEnvironment, postcode: string, estimate: Estimate) {
  // Async act: the component reads the answer from a promise, a microtask later.
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) => {
      expect(operation.request.variables).toEqual({ slug: SLUG, postcode });
      return MockPayloadGenerator.generate(operation, { DeliveryEstimate: () => estimate });
    });
  });
}

describe('DeliveryCalculator', () => {
  it('asks for a postcode without a request when it is blank', async () => {
    const { environment } = await renderCalculator();
    await calculate('   ');
    expect(screen.getByText('Please enter a postcode.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('shows a loading line, then the region and the price', async () => {
    const { environment } = await renderCalculator();
    const input = screen.getByLabelText('Postcode');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('4');
    await calculate('2000');
    expect(screen.getByText('Calculating…')).toBeTruthy();
    await answer(environment, '2000', {
      available: true,
      price: 1200,
      regionName: 'Interstate',
      message: null,
    });
    expect(screen.getByText('Delivery to Interstate: $1,200')).toBeTruthy();
    expect(screen.queryByText('Calculating…')).toBeNull();
  });

  it('shows the server’s sentence when there is no estimate', async () => {
    const { environment } = await renderCalculator();
    await calculate('6000');
    await answer(environment, '6000', {
      available: false,
      price: null,
      regionName: null,
      message: NO_ESTIMATE,
    });
    expect(screen.getByText(NO_ESTIMATE)).toBeTruthy();
  });

  it('shows the sentence when the request fails, keeping the postcode typed', async () => {
    const { environment } = await renderCalculator();
    await calculate('4350');
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error('network down'));
    });
    expect(screen.getByText(NO_ESTIMATE)).toBeTruthy();
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('4350');
  });

  it('is not shown when the site offers no delivery', async () => {
    await renderCalculator(false);
    expect(screen.queryByText('Delivery estimate')).toBeNull();
    expect(screen.queryByLabelText('Postcode')).toBeNull();
  });
});
