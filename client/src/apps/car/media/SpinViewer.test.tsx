import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpinViewerTestQuery } from '../../../__generated__/SpinViewerTestQuery.graphql';
import { holdIdleTime } from '../../../testing/idle-time';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { stubFrameImages, stubPointerEvents } from './frame-image-stub';
import { SPIN_FRAME_SIZES } from './spin-frame-image';
import { SpinViewer } from './SpinViewer';

const query = graphql`
  query SpinViewerTestQuery @relay_test_operation {
    car(slug: "2022-ford-ranger-xlt") {
      ...SpinViewer_car
    }
  }
`;

// Four frames: a quarter turn each, each served at a few widths.
const frame = (n: number) => `/media/cars/2022-ford-ranger-xlt/spin/${n + 1}/0123456789abcdef`;
const FRAMES = [0, 1, 2, 3].map(frame);
const srcSetOf = (src: string) => `${src}?w=640&q=75 640w, ${src}?w=960&q=75 960w`;
const resized = (src: string) => ({ src, srcSet: srcSetOf(src) });

const HOTSPOTS = [
  {
    id: 'tray',
    description: 'Alloy tray with tie-down points',
    positions: [{ activeAngle: 1, posX: 0.7, posY: 0.4 }],
  },
];

let frames: ReturnType<typeof stubFrameImages>;

beforeEach(() => {
  frames = stubFrameImages();
  stubPointerEvents();
});

afterEach(() => {
  // Unmount while the stand-ins are still there: unmounting cancels what waits for idle time.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderSpin = ({
  autoRotate = false,
  hotspots = HOTSPOTS,
  onFail = vi.fn(),
  spinFrames = FRAMES.map(resized),
}: {
  autoRotate?: boolean;
  hotspots?: typeof HOTSPOTS;
  onFail?: () => void;
  spinFrames?: { src: string; srcSet: string | null }[];
} = {}) =>
  renderWithRelay<SpinViewerTestQuery>({
    query,
    resolvers: {
      Car: () => ({ name: '2022 Ford Ranger XLT', spinFrames, hotspots }),
    },
    render: (data) =>
      data.car && <SpinViewer car={data.car} autoRotate={autoRotate} priority onFail={onFail} />,
  });

async function renderLoadedSpin(options?: Parameters<typeof renderSpin>[0]) {
  const result = await renderSpin(options);
  frames.loadAll(FRAMES);
  return result;
}

/** Lets time pass on the faked interval timer, with React's updates applied. */
const elapse = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const spin = () => screen.getByRole('slider');
const angle = () => spin().getAttribute('aria-label');
const shownFrame = () => spin().querySelector('img')?.getAttribute('src');

describe('SpinViewer loading', () => {
  it('shows the first frame with a loader until every frame has loaded', async () => {
    await renderSpin();

    const poster = screen.getByRole('img', { name: '2022 Ford Ranger XLT, 360° view' });
    expect(poster.getAttribute('src')).toBe(frame(0));
    expect(poster.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('status').textContent).toBe('Loading 360° view… 0 / 4');
    expect(frames.requested()).toEqual(FRAMES);

    frames.load(frame(0));
    frames.load(frame(2));
    expect(screen.getByRole('status').textContent).toBe('Loading 360° view… 2 / 4');
    frames.load(frame(1));
    expect(screen.queryByRole('slider')).toBeNull();

    frames.load(frame(3));
    expect(screen.queryByRole('status')).toBeNull();
    expect(angle()).toBe('360° view, 0°');
    expect(shownFrame()).toBe(frame(0));
  });

  it('offers each frame at its served widths, loading it as it is shown', async () => {
    await renderSpin();
    const poster = screen.getByRole('img', { name: '2022 Ford Ranger XLT, 360° view' });
    expect(poster.getAttribute('srcset')).toBe(srcSetOf(frame(0)));
    expect(poster.getAttribute('sizes')).toBe(SPIN_FRAME_SIZES);
    // The preload asks for the width the <img> will, so the turning spin finds it cached.
    expect(frames.requestedSources()).toEqual(
      FRAMES.map((src) => ({ srcset: srcSetOf(src), sizes: SPIN_FRAME_SIZES })),
    );

    frames.loadAll(FRAMES);
    fireEvent.keyDown(spin(), { key: 'ArrowRight' });
    const shown = spin().querySelector('img')!;
    expect(shown.getAttribute('src')).toBe(frame(1));
    expect(shown.getAttribute('srcset')).toBe(srcSetOf(frame(1)));
    expect(shown.getAttribute('sizes')).toBe(SPIN_FRAME_SIZES);
  });

  it('shows a drawn frame, which scales itself, without srcset or sizes', async () => {
    await renderSpin({ spinFrames: FRAMES.map((src) => ({ src, srcSet: null })) });
    expect(frames.requestedSources()).toEqual(FRAMES.map(() => ({ srcset: '', sizes: '' })));
    frames.loadAll(FRAMES);
    const shown = spin().querySelector('img')!;
    expect(shown.getAttribute('src')).toBe(frame(0));
    expect(shown.hasAttribute('srcset')).toBe(false);
    expect(shown.hasAttribute('sizes')).toBe(false);
  });

  it('starts loading the frames only once the browser is idle after loading the page', async () => {
    const runIdleTasks = holdIdleTime();
    await renderSpin();
    expect(frames.requested()).toEqual([]);

    act(() => runIdleTasks());
    expect(frames.requested()).toEqual(FRAMES);
  });

  it('reports a frame that fails, logs it and shows the shopper no error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onFail = vi.fn();
    await renderSpin({ onFail });

    frames.load(frame(0));
    frames.fail(frame(1));
    frames.fail(frame(2));

    expect(onFail).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(frame(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/fail|error/i)).toBeNull();
  });
});

describe('SpinViewer turning', () => {
  it('turns by one frame every 100 ms when the site lets it rotate', async () => {
    await renderSpin({ autoRotate: true });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    frames.loadAll(FRAMES);

    expect(angle()).toBe('360° view, 0°');
    elapse(99);
    expect(angle()).toBe('360° view, 0°');
    elapse(1);
    expect(angle()).toBe('360° view, 90°');
    elapse(300);
    expect(angle()).toBe('360° view, 0°');
    expect(shownFrame()).toBe(frame(0));
  });

  it('stays still when the site turns auto-rotation off', async () => {
    await renderSpin({ autoRotate: false });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    frames.loadAll(FRAMES);

    elapse(1000);
    expect(angle()).toBe('360° view, 0°');
  });

  it('stops rotating at the first interaction', async () => {
    await renderSpin({ autoRotate: true });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    frames.loadAll(FRAMES);

    elapse(100);
    fireEvent.keyDown(spin(), { key: 'ArrowRight' });
    expect(angle()).toBe('360° view, 180°');
    elapse(1000);
    expect(angle()).toBe('360° view, 180°');
  });

  it('turns a frame per arrow key and wraps round at either end', async () => {
    await renderLoadedSpin();

    fireEvent.keyDown(spin(), { key: 'ArrowLeft' });
    expect(angle()).toBe('360° view, 270°');
    expect(shownFrame()).toBe(frame(3));
    fireEvent.keyDown(spin(), { key: 'ArrowRight' });
    expect(angle()).toBe('360° view, 0°');
    fireEvent.keyDown(spin(), { key: 'ArrowRight' });
    expect(angle()).toBe('360° view, 90°');
    expect(shownFrame()).toBe(frame(1));
    fireEvent.keyDown(spin(), { key: 'ArrowUp' });
    expect(angle()).toBe('360° view, 90°');
  });

  it('turns one frame per 20 px dragged and none for less', async () => {
    await renderLoadedSpin();

    fireEvent.pointerDown(spin(), { pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(spin(), { pointerId: 1, clientX: 110 });
    expect(angle()).toBe('360° view, 0°');
    fireEvent.pointerMove(spin(), { pointerId: 1, clientX: 120 });
    expect(angle()).toBe('360° view, 90°');
    fireEvent.pointerMove(spin(), { pointerId: 1, clientX: 80 });
    expect(angle()).toBe('360° view, 270°');
    fireEvent.pointerUp(spin(), { pointerId: 1, clientX: 80 });

    // Moving without pressing turns nothing.
    fireEvent.pointerMove(spin(), { pointerId: 1, clientX: 200 });
    expect(angle()).toBe('360° view, 270°');
  });

  it('shows "Swipe to spin" until the first key press', async () => {
    await renderLoadedSpin();

    expect(screen.getByText('Swipe to spin')).toBeTruthy();
    fireEvent.keyDown(spin(), { key: 'ArrowRight' });
    expect(screen.queryByText('Swipe to spin')).toBeNull();
  });

  it('hides "Swipe to spin" at the first touch', async () => {
    await renderLoadedSpin();

    fireEvent.pointerDown(spin(), { pointerId: 3, pointerType: 'touch', clientX: 50 });
    expect(screen.queryByText('Swipe to spin')).toBeNull();
  });
});

describe('SpinViewer hotspots', () => {
  it('shows a hotspot on its own frame only, and its description on demand', async () => {
    await renderLoadedSpin();

    expect(screen.queryByRole('button', { name: 'Hotspot 1' })).toBeNull();
    fireEvent.keyDown(spin(), { key: 'ArrowRight' });

    const hotspot = screen.getByRole('button', { name: 'Hotspot 1' });
    const spot = hotspot.closest('li')!;
    expect(spot.style.left).toBe('70%');
    expect(spot.style.top).toBe('40%');
    expect(hotspot.getAttribute('aria-expanded')).toBe('false');
    const description = within(spot).getByText('Alloy tray with tie-down points');
    expect(description.hidden).toBe(true);
    expect(hotspot.getAttribute('aria-controls')).toBe(description.id);

    fireEvent.click(hotspot);
    expect(hotspot.getAttribute('aria-expanded')).toBe('true');
    expect(description.hidden).toBe(false);

    fireEvent.keyDown(spin(), { key: 'ArrowRight' });
    expect(screen.queryByRole('button', { name: 'Hotspot 1' })).toBeNull();
  });
});

describe('SpinViewer full screen', () => {
  function stubFullscreen() {
    let current: Element | null = null;
    // jsdom has no Fullscreen API: a stand-in that switches at once.
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => current,
    });
    const change = (element: Element | null) => {
      current = element;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    };
    HTMLElement.prototype.requestFullscreen = function (this: HTMLElement) {
      return change(this);
    };
    document.exitFullscreen = () => change(null);
    return {
      restore() {
        for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen']) {
          Reflect.deleteProperty(document, key);
        }
        Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
      },
    };
  }

  it('toggles full screen and the companion panel with the hotspots', async () => {
    const fullscreen = stubFullscreen();
    try {
      await renderLoadedSpin();
      expect(screen.queryByRole('complementary')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      const companion = await screen.findByRole('complementary', { name: 'About this vehicle' });
      expect(document.fullscreenElement).toBe(companion.parentElement);
      expect(within(companion).getByRole('heading').textContent).toBe('2022 Ford Ranger XLT');
      expect(
        within(companion)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Alloy tray with tie-down points']);
      expect(screen.getByRole('button', { name: 'Full screen' }).getAttribute('aria-pressed')).toBe(
        'true',
      );

      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      await vi.waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    } finally {
      fullscreen.restore();
    }
  });

  it('names the car in the companion panel when it has no hotspots', async () => {
    const fullscreen = stubFullscreen();
    try {
      await renderLoadedSpin({ hotspots: [] });
      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));

      const companion = await screen.findByRole('complementary');
      expect(companion.textContent).toBe('2022 Ford Ranger XLT');
    } finally {
      fullscreen.restore();
    }
  });

  it('offers no full-screen button where the browser cannot do it', async () => {
    await renderLoadedSpin();

    expect(screen.getByRole('slider')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });
});
