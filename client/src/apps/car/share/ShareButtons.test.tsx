import { act, fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShareButtonsTestQuery } from '../../../__generated__/ShareButtonsTestQuery.graphql';
import { PageOriginContext } from '../../../routing/page-origin';
import { Toaster, toastStack } from '../../../ui/Toaster';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { ShareButtons, shareNetworkButtons } from './ShareButtons';

const query = graphql`
  query ShareButtonsTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...ShareButtons_car
    }
    site {
      ...ShareButtons_site
    }
  }
`;

const ORIGIN = 'https://northside-used-cars.example';
const CAR = { name: '2021 Toyota Hilux SR5', path: '/cars/2021-toyota-hilux-sr5' };
const PAGE_URL = `${ORIGIN}${CAR.path}`;

const renderShare = ({ share = true } = {}) =>
  renderWithRelay<ShareButtonsTestQuery>({
    query,
    resolvers: {
      Car: () => CAR,
      Site: () => ({ features: { share } }),
    },
    render: (data) =>
      data.car && (
        <PageOriginContext.Provider value={ORIGIN}>
          <Toaster>
            <ShareButtons car={data.car} site={data.site} />
          </Toaster>
        </PageOriginContext.Provider>
      ),
  });

// The toasts' and the networks' code loads on demand in the page (ShareButtons.loading.test
// covers that); here it is loaded before the tests.
beforeAll(() => Promise.all([toastStack.load(), shareNetworkButtons.load()]));

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Clicks and lets the clipboard's answer come back. */
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ShareButtons', () => {
  it('copies the vehicle page’s address and says so for 1.5 seconds', async () => {
    await renderShare();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await click(screen.getByRole('button', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith(PAGE_URL);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByText('Copied 2021 Toyota Hilux SR5 to your clipboard!')).toBeTruthy();

    elapse(1499);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    elapse(1);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });

  it('starts the 1.5 seconds again when the link is copied again', async () => {
    await renderShare();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await click(screen.getByRole('button', { name: 'Copy link' }));
    elapse(1000);
    await click(screen.getByRole('button', { name: 'Copied' }));
    elapse(1000);

    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledTimes(2);
    elapse(500);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('says so when the browser refuses to copy', async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    await renderShare();

    await click(screen.getByRole('button', { name: 'Copy link' }));

    expect(screen.getByText('The link could not be copied')).toBeTruthy();
    expect(screen.getByText(/did not allow copying/).closest('.toast--destructive')).toBeTruthy();
    expect(screen.queryByText(/to your clipboard!/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('says so when the page has no clipboard at all', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await renderShare();

    await click(screen.getByRole('button', { name: 'Copy link' }));

    expect(screen.getByText('The link could not be copied')).toBeTruthy();
  });

  it('offers Facebook, X and WhatsApp, each named for screen readers', async () => {
    await renderShare();

    const group = screen.getByRole('group', { name: 'Share this vehicle' });
    const names = [...group.querySelectorAll('button')].map((button) =>
      button.getAttribute('aria-label'),
    );
    expect(names).toEqual([null, 'Share on Facebook', 'Share on X (Twitter)', 'Share on WhatsApp']);
  });

  it.each([
    [
      'Share on Facebook',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE_URL)}`,
    ],
    [
      'Share on X (Twitter)',
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(PAGE_URL)}&text=${encodeURIComponent(CAR.name)}`,
    ],
    [
      'Share on WhatsApp',
      `https://api.whatsapp.com/send?text=${encodeURIComponent(`${CAR.name} ${PAGE_URL}`)}`,
    ],
  ])('%s opens the network’s 550 × 400 share window with the page', async (name, shareUrl) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderShare();

    fireEvent.click(screen.getByRole('button', { name }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0]!;
    expect(url).toBe(shareUrl);
    expect(features).toContain('width=550');
    expect(features).toContain('height=400');
  });

  it('shows nothing where the site has sharing off', async () => {
    await renderShare({ share: false });

    expect(screen.queryByRole('group', { name: 'Share this vehicle' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
