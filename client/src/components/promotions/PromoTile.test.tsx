import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { PromoTileTestQuery } from '../../__generated__/PromoTileTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { PromoTile } from './PromoTile';

const query = graphql`
  query PromoTileTestQuery @relay_test_operation {
    site {
      promotions(placement: SEARCH_TILES) {
        ...PromoTile_promotion
      }
    }
  }
`;

const renderTile = (promotion: Record<string, unknown>) =>
  renderWithRelay<PromoTileTestQuery>({
    query,
    resolvers: {
      Promotion: () => ({
        title: 'Runout sale on new stock',
        text: 'While stock lasts.',
        linkText: 'See the offers',
        image: {
          url: '/media/site/images/runout.svg?w=1920',
          srcSet: null,
          width: 1920,
          height: 540,
          alt: 'A road at sunset',
        },
        ...promotion,
      }),
    },
    render: (data) => <PromoTile promotion={data.site.promotions[0]!} />,
  });

describe('PromoTile', () => {
  it('shows the title, text and image, and links within the site', async () => {
    await renderTile({ href: '/special-offers' });
    screen.getByRole('heading', { name: 'Runout sale on new stock' });
    screen.getByText('While stock lasts.');
    const image = screen.getByRole('img', { name: 'A road at sunset' });
    expect(image.getAttribute('width')).toBe('1920');
    expect(image.getAttribute('srcset')).toBeNull();
    const link = screen.getByRole('link', { name: 'See the offers: Runout sale on new stock' });
    expect(link.getAttribute('href')).toBe('/special-offers');
    expect(link.getAttribute('rel')).toBeNull();
  });

  it('opens an outside offer as a plain link, and shows no link without an address', async () => {
    const { unmount } = await renderTile({ href: 'https://lender.example/offer' });
    expect(screen.getByRole('link').getAttribute('rel')).toBe('noopener');
    unmount();
    await renderTile({ href: null });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
