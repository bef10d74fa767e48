import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { CompareTableTestQuery } from '../../__generated__/CompareTableTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { CompareTable } from './CompareTable';

const query = graphql`
  query CompareTableTestQuery @relay_test_operation {
    carsBySlugs(slugs: ["a", "b"]) {
      ...CompareTable_cars
    }
  }
`;

const car = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `car-${n}`,
  name: `2021 Toyota Corolla ${n}`,
  path: `/cars/2021-toyota-corolla-${n}`,
  year: 2021,
  km: 45000,
  body: 'Sedan',
  fuel: 'Petrol',
  transmission: 'Automatic',
  features: ['Cruise control'],
  primaryImage: null,
  priceDisplay: { text: '$25,990' },
  financeEstimate: null,
  variant: { engineSizeLitres: 2, cylinders: 4, induction: null },
  ...overrides,
});

const renderTable = (onlyDifferences = false) =>
  renderWithRelay<CompareTableTestQuery>({
    query,
    resolvers: {
      Query: () => ({ carsBySlugs: [car(1), car(2, { km: 80000, features: [] })] }),
    },
    render: (data) => (
      <CompareTable
        cars={data.carsBySlugs}
        removePaths={['/compare?cars=b', '/compare?cars=a']}
        onlyDifferences={onlyDifferences}
      />
    ),
  });

describe('CompareTable', () => {
  it('heads a column per car with its page and a Remove link', async () => {
    await renderTable();

    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(2);
    expect(within(headers[0]!).getByRole('link', { name: '2021 Toyota Corolla 1' })).toHaveProperty(
      'pathname',
      '/cars/2021-toyota-corolla-1',
    );
    expect(
      within(headers[0]!)
        .getByRole('link', { name: 'Remove 2021 Toyota Corolla 1 from the comparison' })
        .getAttribute('href'),
    ).toBe('/compare?cars=b');
  });

  it('marks the rows where the cars differ in words', async () => {
    await renderTable();

    const differing = screen
      .getAllByRole('rowheader')
      .filter((header) => header.textContent?.includes('Differs'))
      .map((header) => header.textContent?.replace('Differs', ''));
    expect(differing).toEqual(['Odometer', 'Key features']);
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe(
      'Comparing 2 vehicles: 2 of 9 rows differ',
    );
  });

  it('shows only the differing rows when asked', async () => {
    await renderTable(true);

    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'OdometerDiffers',
      'Key featuresDiffers',
    ]);
  });
});
