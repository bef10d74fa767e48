import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarMediaTestQuery } from '../../../__generated__/CarMediaTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarMedia } from './CarMedia';
import { stubFrameImages } from './frame-image-stub';

const query = graphql`
  query CarMediaTestQuery @relay_test_operation {
    car(slug: "2020-mazda-cx-5-maxx") {
      ...CarMedia_car
    }
    site {
      ...CarMedia_site
    }
  }
`;

const CAR_NAME = '2020 Mazda CX-5 Maxx';
const frame = (n: number) => `https://img.example/cx5/spin-${n}.jpg`;
const FRAMES = [0, 1, 2, 3].map(frame);
const INTERIOR_URL = 'https://spins.example/interior/cx5';

const photo = (n: number) => {
  const url = (width: number) => `https://img.example/cx5-${n}.jpg?w=${width}&q=75`;
  return {
    src: url(1280),
    srcSet: `${url(640)} 640w, ${url(1280)} 1280w`,
    thumbUrl: url(320),
    width: 1600,
    height: 1200,
    alt: `${CAR_NAME}, photo ${n}`,
  };
};

interface Setup {
  spinFrames?: string[];
  spinInteriorUrl?: string | null;
  mediaFirstView?: 'SPIN' | 'IMAGES';
  spinAutoRotate?: boolean;
}

let frames: ReturnType<typeof stubFrameImages>;

beforeEach(() => {
  frames = stubFrameImages();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const resolversFor = ({
  spinFrames = FRAMES,
  spinInteriorUrl = null,
  mediaFirstView = 'SPIN',
  spinAutoRotate = false,
}: Setup) => ({
  Car: () => ({
    name: CAR_NAME,
    status: 'IN_STOCK',
    images: [photo(1), photo(2), photo(3)],
    video: null,
    spinFrames: spinFrames.map((src) => ({ src, srcSet: null })),
    spinInteriorUrl,
    hotspots: [],
  }),
  Site: () => ({ vehiclePage: { mediaFirstView, spinAutoRotate, locationBar: false } }),
});

const renderMedia = (setup: Setup = {}) =>
  renderWithRelay<CarMediaTestQuery>({
    query,
    resolvers: resolversFor(setup),
    render: (data) => data.car && <CarMedia car={data.car} site={data.site} />,
  });

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Vehicle media' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;
const panel = () => screen.getByRole('tabpanel');

describe('CarMedia views', () => {
  it('shows only the photo gallery for a car without a spin', async () => {
    await renderMedia({ spinFrames: [], spinInteriorUrl: INTERIOR_URL });

    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.queryByTitle(/Interior/)).toBeNull();
    expect(frames.requested()).toEqual([]);
  });

  it('offers no Interior view without an interior URL', async () => {
    await renderMedia({ spinInteriorUrl: null });

    expect(tabNames()).toEqual(['Spin', 'Images']);
  });

  it('offers the interior, in a titled and lazily loaded frame, with an interior URL', async () => {
    await renderMedia({ spinInteriorUrl: INTERIOR_URL });
    expect(tabNames()).toEqual(['Spin', 'Images', 'Interior']);

    fireEvent.click(tab('Interior'));
    const frame = within(panel()).getByTitle(`Interior 360° view of ${CAR_NAME}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(INTERIOR_URL);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('Interior').id);
  });

  it('opens on the spin where the site says so, loading its frames', async () => {
    await renderMedia({ mediaFirstView: 'SPIN' });

    expect(selectedTab()).toBe('Spin');
    expect(within(panel()).getByRole('status').textContent).toBe('Loading 360° view… 0 / 4');
    expect(screen.queryByText('1 / 3')).toBeNull();

    frames.loadAll(FRAMES);
    expect(within(panel()).getByRole('slider', { name: '360° view, 0°' })).toBeTruthy();
  });

  it('opens on the photos where the site says so, loading no spin frames', async () => {
    await renderMedia({ mediaFirstView: 'IMAGES' });

    expect(selectedTab()).toBe('Images');
    expect(within(panel()).getByText('1 / 3')).toBeTruthy();
    expect(frames.requested()).toEqual([]);
  });

  it('falls back to the photos, without a word, when a spin frame fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderMedia({ mediaFirstView: 'SPIN' });

    frames.load(frame(0));
    frames.fail(frame(1));

    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('tab', { name: 'Spin' })).toBeNull();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/fail|error/i)).toBeNull();
  });

  it('keeps the interior on offer when the spin fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderMedia({ mediaFirstView: 'SPIN', spinInteriorUrl: INTERIOR_URL });

    frames.fail(frame(2));

    expect(tabNames()).toEqual(['Images', 'Interior']);
    expect(selectedTab()).toBe('Images');
  });

  it('shows the first photo again after leaving the photos and coming back', async () => {
    await renderMedia({ mediaFirstView: 'IMAGES' });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('2 / 3')).toBeTruthy();

    fireEvent.click(tab('Spin'));
    expect(screen.queryByText('2 / 3')).toBeNull();
    fireEvent.click(tab('Images'));

    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('moves between views with the arrow keys, the tabs pattern', async () => {
    await renderMedia({ mediaFirstView: 'IMAGES', spinInteriorUrl: INTERIOR_URL });

    // The tab takes focus right after the key press, and a focused tab is the chosen one.
    tab('Images').focus();
    fireEvent.keyDown(tab('Images'), { key: 'ArrowRight' });
    await waitFor(() => expect(selectedTab()).toBe('Interior'));
    await waitFor(() => expect(document.activeElement).toBe(tab('Interior')));
    fireEvent.keyDown(tab('Interior'), { key: 'ArrowRight' });
    await waitFor(() => expect(selectedTab()).toBe('Spin'));
    fireEvent.keyDown(tab('Spin'), { key: 'End' });
    await waitFor(() => expect(selectedTab()).toBe('Interior'));
    // Only the chosen tab is in the page's tab order.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });
});

describe('CarMedia spin settings', () => {
  const elapse = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('auto-rotates the spin where the site allows it', async () => {
    await renderMedia({ spinAutoRotate: true });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    frames.loadAll(FRAMES);

    elapse(100);
    expect(screen.getByRole('slider').getAttribute('aria-label')).toBe('360° view, 90°');
  });

  it('keeps the spin still where the site turns auto-rotation off', async () => {
    await renderMedia({ spinAutoRotate: false });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    frames.loadAll(FRAMES);

    elapse(500);
    expect(screen.getByRole('slider').getAttribute('aria-label')).toBe('360° view, 0°');
  });
});

describe('CarMedia server rendering', () => {
  it('renders the spin poster and loader on the server and hydrates them unchanged', async () => {
    // relay-test-utils' mock environment wraps its methods in the `jest.fn` global.
    vi.stubGlobal('jest', { fn: vi.fn });
    const environment = createMockEnvironment();
    const operation = createOperationDescriptor(getRequest(query), {});
    const payload = MockPayloadGenerator.generate(operation, resolversFor({}));
    environment.commitPayload(operation, payload.data!);
    function Media() {
      const data = useLazyLoadQuery<CarMediaTestQuery>(query, {}, { fetchPolicy: 'store-only' });
      return data.car && <CarMedia car={data.car} site={data.site} />;
    }
    const page = () => (
      <RelayEnvironmentProvider environment={environment}>
        <Media />
      </RelayEnvironmentProvider>
    );

    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const poster = within(container).getByRole('img', { name: `${CAR_NAME}, 360° view` });
    expect(poster.getAttribute('src')).toBe(frame(0));
    expect(poster.getAttribute('fetchpriority')).toBe('high');
    expect(within(container).getByRole('status').textContent).toBe('Loading 360° view… 0 / 4');

    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).getByRole('img', { name: `${CAR_NAME}, 360° view` })).toBe(poster);
    act(() => root?.unmount());
    container.remove();
  });
});
