import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { CarBreadcrumbsTestQuery } from '../../../__generated__/CarBreadcrumbsTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarBreadcrumbs } from './CarBreadcrumbs';

const query = graphql`
  query CarBreadcrumbsTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CarBreadcrumbs_car
    }
  }
`;

const CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Used Cars', path: '/search/used-cars' },
  { label: 'Toyota', path: '/search/used-cars/toyota' },
  { label: 'Hilux', path: '/search/used-cars/toyota/hilux' },
  { label: '2021 Toyota Hilux SR5', path: '/cars/2021-toyota-hilux-sr5' },
];

const renderCrumbs = (breadcrumbs: typeof CRUMBS) =>
  renderWithRelay<CarBreadcrumbsTestQuery>({
    query,
    resolvers: { Car: () => ({ breadcrumbs }) },
    render: (data) => data.car && <CarBreadcrumbs car={data.car} />,
  });

describe('CarBreadcrumbs', () => {
  it('links every level but the vehicle itself, which is the current page', async () => {
    await renderCrumbs(CRUMBS);

    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Used Cars', '/search/used-cars'],
      ['Toyota', '/search/used-cars/toyota'],
      ['Hilux', '/search/used-cars/toyota/hilux'],
    ]);
    const current = within(nav).getByText('2021 Toyota Hilux SR5');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
  });

  it('renders no trail when there is none', async () => {
    await renderCrumbs([]);

    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
