import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { DealerCommentsTestQuery } from '../../../__generated__/DealerCommentsTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { DEALER_COMMENTS_VISIBLE_CHARACTERS, DealerComments } from './DealerComments';

const query = graphql`
  query DealerCommentsTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...DealerComments_car
    }
    site {
      ...DealerComments_site
    }
  }
`;

const PENDING = 'Dealer comments are pending. Please check back here later.';

const renderComments = (
  dealerComments: string | null,
  labels = { dealerCommentsMore: 'more', dealerCommentsLess: 'less' },
) =>
  renderWithRelay<DealerCommentsTestQuery>({
    query,
    resolvers: {
      Car: () => ({ dealerComments }),
      Site: () => ({ labels, texts: { dealerCommentsPending: PENDING } }),
    },
    render: (data) => data.car && <DealerComments car={data.car} site={data.site} />,
  });

// 45 words of 9 characters ("word0001 ") make 405 characters: just over the limit.
const LONG = Array.from({ length: 45 }, (_, i) => `word${String(i + 1).padStart(4, '0')}`).join(
  ' ',
);

const commentsText = () =>
  screen.getByRole('region', { name: 'Dealer Comments' }).querySelector('p')?.textContent;

describe('DealerComments', () => {
  it('cuts long comments at 400 characters on a word boundary', async () => {
    await renderComments(LONG);

    expect(DEALER_COMMENTS_VISIBLE_CHARACTERS).toBe(400);
    const shown = commentsText() ?? '';
    // 44 whole words take 395 characters; the 45th would pass 400.
    expect(shown).toBe(`${LONG.slice(0, 395)}…`);
    expect(shown.endsWith('word0044…')).toBe(true);
    expect(screen.getByRole('button', { name: 'more' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('shows the whole text with the site’s more and less labels', async () => {
    const user = userEvent.setup();
    await renderComments(LONG, {
      dealerCommentsMore: 'Show More',
      dealerCommentsLess: 'Show Less',
    });

    await user.click(screen.getByRole('button', { name: 'Show More' }));

    expect(commentsText()).toBe(LONG);
    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');

    await user.click(less);

    expect(commentsText()).toBe(`${LONG.slice(0, 395)}…`);
  });

  it('shows comments of 400 characters or fewer whole, keeping line breaks', async () => {
    const text = 'One owner.\nFull service history.\n\nNew tyres all round.';
    await renderComments(text);

    const paragraph = screen.getByRole('region', { name: 'Dealer Comments' }).querySelector('p');
    expect(paragraph?.textContent).toBe(text);
    expect(paragraph?.className).toBe('vehicle-info__comments');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the site’s pending text when there are no comments', async () => {
    await renderComments(null);

    expect(screen.getByText(PENDING)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('treats blank comments as none', async () => {
    await renderComments('  \n ');

    expect(screen.getByText(PENDING)).toBeTruthy();
  });
});
