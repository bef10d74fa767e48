import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { CarTrustBadgesTestQuery } from '../../../__generated__/CarTrustBadgesTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarTrustBadges } from './CarTrustBadges';

const query = graphql`
  query CarTrustBadgesTestQuery @relay_test_operation {
    car(slug: "2020-mercedes-benz-c200") {
      ...CarTrustBadges_car
    }
  }
`;

type Tag = { kind: string; label: string; colour: string | null } | null;
type Badge = { label: string; make: string };

const renderBadges = (tag: Tag, trustBadges: Badge[]) =>
  renderWithRelay<CarTrustBadgesTestQuery>({
    query,
    resolvers: { Car: () => ({ tag, trustBadges }) },
    render: (data) => data.car && <CarTrustBadges car={data.car} />,
  });

const badges = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('CarTrustBadges', () => {
  it('shows the vehicle tag and its trust badges', async () => {
    await renderBadges({ kind: 'NEW_ARRIVAL', label: 'New Arrival', colour: null }, [
      { label: 'Mercedes-Benz Certified', make: 'Mercedes-Benz' },
    ]);

    expect(screen.getByRole('list', { name: 'Tags and badges' })).toBeTruthy();
    expect(badges()).toEqual(['New Arrival', 'Mercedes-Benz Certified']);
    expect(screen.getByText('New Arrival').className).toContain('car-tag');
  });

  it('shows the certified pre-owned tag as a badge', async () => {
    await renderBadges(
      { kind: 'CERTIFIED_PRE_OWNED', label: 'Toyota Certified Pre-Owned', colour: null },
      [],
    );

    expect(badges()).toEqual(['Toyota Certified Pre-Owned']);
    expect(screen.getByText('Toyota Certified Pre-Owned').className).toContain(
      'car-tag--certified',
    );
  });

  it('shows trust badges without a tag', async () => {
    await renderBadges(null, [{ label: 'Mercedes-Benz Certified', make: 'Mercedes-Benz' }]);

    expect(badges()).toEqual(['Mercedes-Benz Certified']);
    expect(document.querySelector('.car-tag')).toBeNull();
  });

  it('shows nothing when the vehicle has neither', async () => {
    const { container } = await renderBadges(null, []);

    expect(screen.queryByRole('list')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
