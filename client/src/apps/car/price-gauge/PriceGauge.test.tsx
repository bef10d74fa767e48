import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { PriceGaugeTestQuery } from '../../../__generated__/PriceGaugeTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { PriceGauge } from './PriceGauge';

const query = graphql`
  query PriceGaugeTestQuery @relay_test_operation {
    car(slug: "2021-toyota-corolla-ascent-sport") {
      ...PriceGauge_car
    }
  }
`;

type Gauge = {
  fill: number;
  listingPrice: number;
  marketRangeMin: number;
  marketRangeMax: number;
  description: string;
  dealLabel: 'GOOD_DEAL' | 'GREAT_DEAL';
  dealText: string;
  fillLevel: 'LOW' | 'MEDIUM' | 'HIGH';
  confidenceText: string;
};

const GREAT: Gauge = {
  fill: 0.75,
  listingPrice: 24_990,
  marketRangeMin: 23_990,
  marketRangeMax: 27_990,
  description: 'Compared with 14 similar vehicles at Coastal Motor Group.',
  dealLabel: 'GREAT_DEAL',
  dealText: 'Great deal',
  fillLevel: 'HIGH',
  confidenceText: 'High confidence',
};

const renderGauge = (priceGauge: Gauge | null) =>
  renderWithRelay<PriceGaugeTestQuery>({
    query,
    resolvers: { Car: () => ({ priceGauge }) },
    render: (data) => data.car && <PriceGauge car={data.car} />,
  });

describe('PriceGauge', () => {
  it('shows the deal, the market range, the listing price, what it is based on and the confidence', async () => {
    await renderGauge(GREAT);
    const block = screen.getByRole('region', { name: 'Price comparison' });
    expect(block).toBeTruthy();
    expect(screen.getByText('Great deal')).toBeTruthy();
    expect(screen.getByText('This vehicle').nextElementSibling?.textContent).toBe('$24,990');
    expect(screen.getByText('Market range').nextElementSibling?.textContent).toBe(
      '$23,990 – $27,990',
    );
    expect(
      screen.getByText('Compared with 14 similar vehicles at Coastal Motor Group.'),
    ).toBeTruthy();
    expect(screen.getByText('High confidence')).toBeTruthy();
  });

  it('draws the fill as a meter with a text alternative, the listing marked where it sits', async () => {
    await renderGauge(GREAT);
    const meter = screen.getByRole('meter', { name: 'Price against the market' });
    expect(meter.getAttribute('aria-valuenow')).toBe('75');
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('100');
    expect(meter.getAttribute('aria-valuetext')).toBe(
      'Great deal: $24,990 in a market range of $23,990 to $27,990',
    );
    const fill = meter.querySelector<HTMLElement>('.price-gauge__fill')!;
    expect(fill.style.inlineSize).toBe('75%');
    // $24,990 is a quarter of the way from $23,990 to $27,990.
    expect(meter.querySelector<HTMLElement>('.price-gauge__marker')!.style.insetInlineStart).toBe(
      '25%',
    );
  });

  it.each([
    ['HIGH', 'price-gauge__fill--high'],
    ['MEDIUM', 'price-gauge__fill--medium'],
    ['LOW', 'price-gauge__fill--low'],
  ] as const)('colours a %s fill with its band', async (fillLevel, className) => {
    await renderGauge({ ...GREAT, fillLevel });
    const fill = screen.getByRole('meter').querySelector('.price-gauge__fill')!;
    expect(fill.classList.contains(className)).toBe(true);
  });

  it('shows a good deal as such, in the plain deal colour', async () => {
    await renderGauge({
      ...GREAT,
      fill: 0.2,
      dealLabel: 'GOOD_DEAL',
      dealText: 'Good deal',
      fillLevel: 'LOW',
      confidenceText: 'Low confidence',
    });
    const deal = screen.getByText('Good deal');
    expect(deal.classList.contains('price-gauge__deal--great')).toBe(false);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getByText('Low confidence')).toBeTruthy();
    expect(screen.queryByText('Great deal')).toBeNull();
  });

  it('shows nothing when the server hides the gauge', async () => {
    const { container } = await renderGauge(null);
    expect(screen.queryByRole('region', { name: 'Price comparison' })).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
