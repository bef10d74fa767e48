import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { LocationReviewsTestQuery } from '../../__generated__/LocationReviewsTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { LocationReviews } from './LocationReviews';
import { ReviewSummary } from './ReviewSummary';

const query = graphql`
  query LocationReviewsTestQuery @relay_test_operation {
    site {
      ...LocationReviews_site
      locationBySlug(slug: "toowoomba") {
        ...LocationReviews_location
        ...ReviewSummary_location
      }
    }
  }
`;

const reviews = (from: number, count: number, hasNextPage: boolean) => ({
  edges: Array.from({ length: count }, (_, index) => ({
    cursor: `c${from + index}`,
    node: {
      id: `review-${from + index}`,
      customerName: `Customer ${from + index}`,
      text: 'Great service.',
      rating: 5,
      imageUrl: null,
      reviewDate: '04/07/2025',
      reviewDateInWords: '4 July 2025',
      timeAgoInWords: '3 months ago',
    },
  })),
  pageInfo: { hasNextPage, endCursor: `c${from + count - 1}` },
});

const resolvers = (shown: boolean, connection = reviews(1, 12, true)) => ({
  Site: () => ({ locationDisplay: { reviewsPerPage: 12 } }),
  Location: () => ({
    id: 'TG9jYXRpb246MQ==',
    name: 'Toowoomba Motors',
    rating: { average: 4.7, averageText: '4.7', count: 30, shown },
  }),
  ReviewConnection: () => connection,
});

const renderReviews = (shown: boolean) =>
  renderWithRelay<LocationReviewsTestQuery>({
    query,
    resolvers: resolvers(shown),
    render: (data) =>
      data.site.locationBySlug && (
        <>
          <ReviewSummary location={data.site.locationBySlug} />
          <LocationReviews location={data.site.locationBySlug} site={data.site} />
        </>
      ),
  });

describe('LocationReviews and ReviewSummary', () => {
  it('show the reviews under #reviews with the summary linking there, 12 then more', async () => {
    const user = userEvent.setup();
    const { environment } = await renderReviews(true);

    const block = screen.getByRole('region', { name: 'Reviews of Toowoomba Motors' });
    expect(block.id).toBe('reviews');
    expect(screen.getByRole('link', { name: 'Read all 30 reviews' }).getAttribute('href')).toBe(
      '#reviews',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getAllByText('4 July 2025')[0]!.getAttribute('datetime')).toBe('2025-07-04');
    expect(screen.getAllByRole('img', { name: 'Rated 4.7 out of 5' })).toHaveLength(2);

    environment.mock.queueOperationResolver((operation) => {
      expect(operation.request.variables).toMatchObject({ count: 12, cursor: 'c12' });
      return MockPayloadGenerator.generate(operation, resolvers(true, reviews(13, 12, false)));
    });
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(24));
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('show nothing where the site does not show the rating', async () => {
    const { container } = await renderReviews(false);
    expect(container.textContent).toBe('');
    expect(document.getElementById('reviews')).toBeNull();
  });
});
