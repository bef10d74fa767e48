import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareButtonsLoadingTestQuery } from '../../../__generated__/ShareButtonsLoadingTestQuery.graphql';
import { PageOriginContext } from '../../../routing/page-origin';
import { Toaster } from '../../../ui/Toaster';
import { FakeIntersectionObserver } from '../../../testing/fake-intersection-observer';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { ShareButtons } from './ShareButtons';

/**
 * The share row's code that loads on demand: the networks' buttons once the row is in view, the
 * toast with the first copy. (ShareButtons.test covers what they do once loaded.)
 */
const query = graphql`
  query ShareButtonsLoadingTestQuery @relay_test_operation {
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
const NETWORKS = ['Share on Facebook', 'Share on X (Twitter)', 'Share on WhatsApp'];

const renderShare = () =>
  renderWithRelay<ShareButtonsLoadingTestQuery>({
    query,
    resolvers: {
      Car: () => CAR,
      Site: () => ({ features: { share: true } }),
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

const networkButtons = () =>
  within(screen.getByRole('group', { name: 'Share this vehicle' }))
    .getAllByRole('button')
    .filter((button) => NETWORKS.includes(button.getAttribute('aria-label') ?? ''));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
});

describe('ShareButtons before their code has loaded', () => {
  it('holds the networks’ places until the row comes into view, then offers their buttons', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    await renderShare();

    const waiting = networkButtons();
    expect(waiting.map((button) => button.getAttribute('aria-label'))).toEqual(NETWORKS);
    expect(waiting.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    // The same box as the networks' buttons, so the row does not move when they arrive.
    expect(waiting.every((button) => button.classList.contains('share-buttons__network'))).toBe(
      true,
    );
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.rootMargin).toBe('0px');
    observer!.report(false);
    expect(networkButtons().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);

    observer!.report(true);

    const facebook = () =>
      screen.getByRole('button', { name: 'Share on Facebook' }) as HTMLButtonElement;
    await vi.waitFor(() => expect(facebook().disabled).toBe(false));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(facebook());
    expect(open).toHaveBeenCalledTimes(1);
    expect(networkButtons().map((button) => button.getAttribute('aria-label'))).toEqual(NETWORKS);
  });

  it('shows the first toast once the toasts’ code has loaded', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderShare();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText(`Copied ${CAR.name} to your clipboard!`)).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });
});
