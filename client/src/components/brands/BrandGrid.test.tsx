import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { BrandGridTestQuery } from '../../__generated__/BrandGridTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { BrandGrids } from './BrandGrids';

const query = graphql`
  query BrandGridTestQuery @relay_test_operation {
    site {
      ...BrandGrids_site
    }
  }
`;

const brand = (title: string, slug: string, href = `/${slug}/overview`) => ({
  title,
  slug,
  href,
  logoUrl: `/media/brands/${slug}.svg`,
});

describe('BrandGrids', () => {
  it('shows each grid under its heading, each brand to its page or its website', async () => {
    await renderWithRelay<BrandGridTestQuery>({
      query,
      resolvers: {
        Site: () => ({
          brandGrids: [
            {
              kind: 'CAR',
              title: 'Car brands',
              brands: [brand('Toyota', 'toyota'), brand('Mazda', 'mazda')],
            },
            {
              kind: 'GROUP',
              title: 'Our group',
              brands: [brand('Fleet', 'fleet', 'https://fleet.example.com')],
            },
          ],
        }),
      },
      render: (data) => <BrandGrids site={data.site} />,
    });
    const cars = screen.getByRole('region', { name: 'Car brands' });
    const links = within(cars).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Toyota', '/toyota/overview'],
      ['Mazda', '/mazda/overview'],
    ]);
    expect(cars.querySelector('img')!.getAttribute('src')).toBe('/media/brands/toyota.svg');
    const group = screen.getByRole('region', { name: 'Our group' });
    expect(within(group).getByRole('link', { name: 'Fleet' }).getAttribute('href')).toBe(
      'https://fleet.example.com',
    );
  });
});
