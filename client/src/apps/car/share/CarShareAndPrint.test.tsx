import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { CarShareAndPrintTestQuery } from '../../../__generated__/CarShareAndPrintTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarShareAndPrint } from './CarShareAndPrint';

const query = graphql`
  query CarShareAndPrintTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CarShareAndPrint_car
    }
    site {
      ...CarShareAndPrint_site
    }
  }
`;

const renderRow = (features: { share: boolean; print: boolean }) =>
  renderWithRelay<CarShareAndPrintTestQuery>({
    query,
    resolvers: {
      Car: () => ({ name: '2021 Toyota Hilux SR5', slug: '2021-toyota-hilux-sr5' }),
      Site: () => ({ features: { ...features, printAsPdf: false } }),
    },
    render: (data) => data.car && <CarShareAndPrint car={data.car} site={data.site} />,
  });

describe('CarShareAndPrint', () => {
  it('offers sharing, then printing', async () => {
    await renderRow({ share: true, print: true });

    const inOrder = [
      'Copy link',
      'Share on Facebook',
      'Share on X (Twitter)',
      'Share on WhatsApp',
      'Print (opens in a new tab)',
    ].map((name) => screen.getByRole('button', { name }));
    expect(screen.getAllByRole('button')).toEqual(inOrder);
  });

  it('offers only what the site switches on', async () => {
    await renderRow({ share: false, print: true });
    expect(screen.queryByRole('group', { name: 'Share this vehicle' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print (opens in a new tab)' })).toBeTruthy();
  });

  it('leaves no empty row where the site has neither', async () => {
    const { container } = await renderRow({ share: false, print: false });

    expect(container.querySelector('.car-share-and-print')).toBeNull();
  });
});
