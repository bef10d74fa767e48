import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { CarFeaturesTestQuery } from '../../../__generated__/CarFeaturesTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarFeatures, FEATURES_VISIBLE } from './CarFeatures';

const query = graphql`
  query CarFeaturesTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CarFeatures_car
    }
  }
`;

const FEATURES = [
  'Reversing camera',
  'Apple CarPlay',
  'Android Auto',
  'Cruise control',
  'Alloy wheels',
  'Tow bar',
  'Bluetooth',
  'Climate control',
  'Keyless entry',
  'Heated seats',
];

const renderFeatures = (features: string[]) =>
  renderWithRelay<CarFeaturesTestQuery>({
    query,
    resolvers: { Car: () => ({ features }) },
    render: (data) => data.car && <CarFeatures car={data.car} />,
  });

const shownFeatures = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('CarFeatures', () => {
  it('lists 8 features until Show All, then all of them until Hide', async () => {
    const user = userEvent.setup();
    await renderFeatures(FEATURES);

    expect(FEATURES_VISIBLE).toBe(8);
    expect(shownFeatures()).toEqual(FEATURES.slice(0, 8));
    const showAll = screen.getByRole('button', { name: 'Show All' });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');

    await user.click(showAll);

    expect(shownFeatures()).toEqual(FEATURES);
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');

    await user.click(hide);

    expect(shownFeatures()).toEqual(FEATURES.slice(0, 8));
  });

  it('lists 8 features or fewer without a toggle', async () => {
    await renderFeatures(FEATURES.slice(0, 8));

    expect(shownFeatures()).toEqual(FEATURES.slice(0, 8));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing when the vehicle lists no features', async () => {
    const { container } = await renderFeatures([]);

    expect(screen.queryByRole('heading', { name: 'Features' })).toBeNull();
    expect(container.textContent).toBe('');
  });
});
