import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FullscreenGalleryTestQuery } from '../../../__generated__/FullscreenGalleryTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarGallery, fullscreenGallery } from './CarGallery';
import { CAR_NAME, currentSlide, galleryCar, photos } from './gallery-fixtures';

const query = graphql`
  query FullscreenGalleryTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CarGallery_car
    }
  }
`;

const renderGallery = () =>
  renderWithRelay<FullscreenGalleryTestQuery>({
    query,
    resolvers: { Car: () => galleryCar({ images: photos(5) }) },
    render: (data) => data.car && <CarGallery car={data.car} />,
  });

// The viewer's code loads on the first open in the page; here it is loaded before the tests.
beforeAll(() => fullscreenGallery.load());

const openButton = () => screen.getByRole('button', { name: 'View full screen' });
const viewer = () => screen.getByRole('dialog', { name: `Photos of ${CAR_NAME}` });

describe('CarGallery full-screen viewer', () => {
  it('opens at the slide on show, with its own arrows', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));

    await user.click(openButton());

    const dialog = viewer();
    expect(within(dialog).getByText('3 / 5')).toBeTruthy();
    const shown = within(currentSlide(dialog)).getByRole('img');
    expect(shown.getAttribute('alt')).toBe(`${CAR_NAME}, photo 3`);
    // Only the page's first photo is the priority image.
    expect(shown.getAttribute('loading')).toBe('lazy');

    await user.click(within(dialog).getByRole('button', { name: 'Next slide' }));
    expect(within(dialog).getByText('4 / 5')).toBeTruthy();
    expect(within(currentSlide(dialog)).getByRole('img').getAttribute('alt')).toBe(
      `${CAR_NAME}, photo 4`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next slide' }));
    const last = within(dialog).getByRole('button', { name: 'Next slide' }) as HTMLButtonElement;
    expect(last.disabled).toBe(true);
  });

  it('moves with the arrow keys as soon as it opens', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(openButton());

    await user.keyboard('{ArrowRight}');

    expect(within(viewer()).getByText('2 / 5')).toBeTruthy();
  });

  it('closes with Escape, returning focus and the slide reached to the page', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(openButton());
    await user.click(within(viewer()).getByRole('button', { name: 'Next slide' }));

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(openButton()));
    expect(screen.getByText('2 / 5')).toBeTruthy();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(openButton());

    await user.click(within(viewer()).getByRole('button', { name: 'Close full screen' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(openButton()));
  });
});
