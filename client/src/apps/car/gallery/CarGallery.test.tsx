import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarGalleryTestQuery } from '../../../__generated__/CarGalleryTestQuery.graphql';
import { FakeIntersectionObserver } from '../../../testing/fake-intersection-observer';
import { holdIdleTime } from '../../../testing/idle-time';
import { mockRelayEnvironment, renderWithRelay } from '../../../testing/renderWithRelay';
import { CarGallery } from './CarGallery';
import {
  CAR_NAME,
  currentSlide,
  EMBED_VIDEO,
  FILE_VIDEO,
  galleryCar,
  photo,
  photos,
  type GalleryCar,
} from './gallery-fixtures';
import { THUMBNAILS_AT_FIRST } from './thumbnails-in-reach';

const query = graphql`
  query CarGalleryTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CarGallery_car
    }
  }
`;

const renderGallery = (car: Partial<GalleryCar> = {}) =>
  renderWithRelay<CarGalleryTestQuery>({
    query,
    resolvers: { Car: () => galleryCar(car) },
    render: (data) => data.car && <CarGallery car={data.car} />,
  });

const previous = () => screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement;
const shownPhoto = () => within(currentSlide()).getByRole('img');
const thumbnails = () => screen.queryByRole('list', { name: 'Photos' });

describe('CarGallery slider', () => {
  it('steps through the photos with arrows that stop at both ends', async () => {
    const user = userEvent.setup();
    await renderGallery({ images: photos(3) });

    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(shownPhoto().getAttribute('alt')).toBe(`${CAR_NAME}, photo 1`);
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);

    await user.click(next());
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(previous().disabled).toBe(false);

    await user.click(next());
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(shownPhoto().getAttribute('alt')).toBe(`${CAR_NAME}, photo 3`);
    // No wrap-around: the last slide's next arrow is off.
    expect(next().disabled).toBe(true);

    await user.click(previous());
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(shownPhoto().getAttribute('alt')).toBe(`${CAR_NAME}, photo 2`);
  });

  it('moves with the arrow keys while it has focus, not past the ends', async () => {
    const user = userEvent.setup();
    await renderGallery({ images: photos(2) });

    screen.getByRole('region', { name: `Photos of ${CAR_NAME}` }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('1 / 2')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2 / 2')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2 / 2')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('1 / 2')).toBeTruthy();
  });

  it('shows a single photo without arrows or counter', async () => {
    await renderGallery({ images: photos(1) });

    expect(shownPhoto().getAttribute('alt')).toBe(`${CAR_NAME}, photo 1`);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByText('1 / 1')).toBeNull();
  });
});

describe('CarGallery video', () => {
  it('plays a player page in a frame as the second slide', async () => {
    const user = userEvent.setup();
    await renderGallery({ images: photos(3), video: EMBED_VIDEO });

    expect(screen.getByText('1 / 4')).toBeTruthy();
    // The player page loads nothing until its slide is shown.
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(next());

    const frame = within(currentSlide()).getByTitle(`Video of ${CAR_NAME}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(EMBED_VIDEO.url);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('allow')).toContain('fullscreen');

    await user.click(next());
    expect(shownPhoto().getAttribute('alt')).toBe(`${CAR_NAME}, photo 2`);
    // Leaving the slide keeps the player (and where it was), rather than loading it again.
    expect(document.querySelector('iframe')).toBe(frame);
  });

  it('plays a video file in a video element with controls that loads nothing up front', async () => {
    const user = userEvent.setup();
    await renderGallery({ images: photos(3), video: FILE_VIDEO });

    await user.click(next());

    const video = within(currentSlide()).getByLabelText(`Video of ${CAR_NAME}`);
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe(FILE_VIDEO.url);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the video alone when the car has no photos', async () => {
    await renderGallery({ images: [], video: FILE_VIDEO });

    expect(within(currentSlide()).getByLabelText(`Video of ${CAR_NAME}`).tagName).toBe('VIDEO');
    expect(screen.queryByText('Photos coming soon')).toBeNull();
  });
});

describe('CarGallery thumbnails', () => {
  it('shows none for 3 photos', async () => {
    await renderGallery({ images: photos(3) });

    expect(thumbnails()).toBeNull();
  });

  it('shows one per photo for more than 3 photos of a car in stock', async () => {
    await renderGallery({ images: photos(4), status: 'IN_STOCK' });

    const buttons = within(thumbnails()!).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show photo 1',
      'Show photo 2',
      'Show photo 3',
      'Show photo 4',
    ]);
    const thumb = buttons[1]!.querySelector('img')!;
    expect(thumb.getAttribute('src')).toBe(photos(2)[1]!.thumbUrl);
    expect(thumb.getAttribute('width')).toBe('200');
    expect(thumb.getAttribute('height')).toBe('150');
  });

  it('shows none for a sold car', async () => {
    await renderGallery({ images: photos(4), status: 'SOLD' });
    expect(thumbnails()).toBeNull();
  });

  it('shows none for a car coming soon', async () => {
    await renderGallery({ images: photos(4), status: 'COMING_SOON' });
    expect(thumbnails()).toBeNull();
  });

  it('goes to the chosen photo and marks its thumbnail, past the video slide', async () => {
    const user = userEvent.setup();
    await renderGallery({ images: photos(4), video: EMBED_VIDEO });

    const list = thumbnails()!;
    expect(within(list).getAllByRole('button')).toHaveLength(4);
    const first = within(list).getByRole('button', { name: 'Show photo 1' });
    expect(first.getAttribute('aria-current')).toBe('true');

    await user.click(within(list).getByRole('button', { name: 'Show photo 3' }));

    // Photo 3 is the fourth slide, after the video.
    expect(screen.getByText('4 / 5')).toBeTruthy();
    expect(shownPhoto().getAttribute('alt')).toBe(`${CAR_NAME}, photo 3`);
    const chosen = within(list).getByRole('button', { name: 'Show photo 3' });
    expect(chosen.getAttribute('aria-current')).toBe('true');
    expect(first.hasAttribute('aria-current')).toBe(false);

    // On the video no thumbnail is current.
    await user.click(within(list).getByRole('button', { name: 'Show photo 1' }));
    await user.click(next());
    expect(list.querySelector('[aria-current]')).toBeNull();
  });
});

describe('CarGallery swiping', () => {
  const slider = () => screen.getByRole('region', { name: `Photos of ${CAR_NAME}` });
  afterEach(() => {
    // Unmount while the stand-ins are still there: unmounting cancels the idle callback.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts the carousel when the browser is idle, not while the page loads', async () => {
    const runIdleTasks = holdIdleTime();
    await renderGallery({ images: photos(4) });
    // Even with Embla's code at hand, nothing starts before idle time.
    await act(() => import('embla-carousel'));
    expect(slider().hasAttribute('data-swipeable')).toBe(false);

    act(() => runIdleTasks());
    // Embla's code loads first.
    await waitFor(() => expect(slider().hasAttribute('data-swipeable')).toBe(true));
  });

  it('starts at once when the shopper reaches for the slider', async () => {
    holdIdleTime();
    await renderGallery({ images: photos(4) });

    fireEvent.pointerDown(slider());
    await waitFor(() => expect(slider().hasAttribute('data-swipeable')).toBe(true));
  });
});

describe('CarGallery images', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.instances = [];
  });

  it('loads the first photo at once with high priority, its neighbour lazily and behind it', async () => {
    await renderGallery({ images: photos(4) });

    const images = [...document.querySelectorAll<HTMLImageElement>('.gallery-slider img')];
    expect(images).toHaveLength(2);
    const [first, second] = images;
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(second!.getAttribute('loading')).toBe('lazy');
    expect(second!.getAttribute('decoding')).toBe('async');
    expect(second!.getAttribute('fetchpriority')).toBe('low');
    for (const img of document.querySelectorAll('.gallery-thumbnails img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('fetchpriority')).toBe('low');
    }
  });

  it("loads each slide's photo once the shopper is at or beside it, and keeps it", async () => {
    const user = userEvent.setup();
    await renderGallery({ images: photos(6) });
    const slidePhotos = () =>
      [...document.querySelectorAll('.gallery-slider__slide')].map(
        (slide) => slide.querySelector('img')?.getAttribute('alt') ?? null,
      );

    expect(slidePhotos()).toEqual([
      `${CAR_NAME}, photo 1`,
      `${CAR_NAME}, photo 2`,
      null,
      null,
      null,
      null,
    ]);

    await user.click(next());
    await user.click(next());
    await user.click(previous());
    await user.click(previous());

    expect(slidePhotos()).toEqual([
      `${CAR_NAME}, photo 1`,
      `${CAR_NAME}, photo 2`,
      `${CAR_NAME}, photo 3`,
      `${CAR_NAME}, photo 4`,
      null,
      null,
    ]);
  });

  it('gives the first thumbnails their photos, and the rest as the row scrolls near them', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    await renderGallery({ images: photos(20), status: 'IN_STOCK' });
    const withPhotos = () => thumbnails()!.querySelectorAll('img').length;

    expect(withPhotos()).toBe(THUMBNAILS_AT_FIRST);
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    expect(observer.options.root).toBe(thumbnails());
    // It watches only the thumbnails without their photos.
    expect(observer.observed).toHaveLength(20 - THUMBNAILS_AT_FIRST);

    observer.report(false);
    expect(withPhotos()).toBe(THUMBNAILS_AT_FIRST);

    // The row scrolls: the 12th and 13th come within its margin.
    observer.report(true, observer.observed.slice(2, 4));
    expect(withPhotos()).toBe(13);
    const items = [...thumbnails()!.children];
    expect(items.slice(0, 13).every((item) => item.querySelector('img'))).toBe(true);
    expect(items.slice(13).some((item) => item.querySelector('img'))).toBe(false);
  });

  it('gives every thumbnail its photo in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await renderGallery({ images: photos(20), status: 'IN_STOCK' });

    expect(thumbnails()!.querySelectorAll('img')).toHaveLength(20);
  });

  it('sizes every photo and offers the served widths', async () => {
    await renderGallery({ images: photos(2) });

    const img = shownPhoto();
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('1200');
    expect(img.getAttribute('src')).toBe('https://img.example/hilux-1.jpg?w=1280&q=75');
    expect(img.getAttribute('srcset')).toBe(photos(1)[0]!.srcSet);
    expect(img.getAttribute('srcset')).toContain('https://img.example/hilux-1.jpg?w=320&q=75 320w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 960px) min(66vw, 800px), 100vw');
  });

  it('gives a drawn photo, which scales itself, no srcset', async () => {
    await renderGallery({ images: [{ ...photo(1), srcSet: null }] });
    const img = shownPhoto();
    expect(img.getAttribute('src')).toBe('https://img.example/hilux-1.jpg?w=1280&q=75');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('hides a photo that fails to load and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderGallery({ images: photos(2) });

    const img = shownPhoto();
    fireEvent.error(img);

    expect(img.hidden).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('hilux-1.jpg'));
    // The slider itself carries on.
    expect(screen.getByText('1 / 2')).toBeTruthy();
    warn.mockRestore();
  });

  it('keeps a same-sized box saying photos are coming when there are none', async () => {
    await renderGallery({ images: [], video: null });

    expect(screen.getByText('Photos coming soon')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('CarGallery server rendering', () => {
  it('shows the first photo in the server HTML and hydrates it unchanged', async () => {
    const environment = mockRelayEnvironment();
    const operation = createOperationDescriptor(getRequest(query), {});
    const resolvers = { Car: () => galleryCar({ images: photos(4) }) };
    environment.commitPayload(operation, MockPayloadGenerator.generate(operation, resolvers).data!);
    function Gallery() {
      const data = useLazyLoadQuery<CarGalleryTestQuery>(query, {}, { fetchPolicy: 'store-only' });
      return data.car && <CarGallery car={data.car} />;
    }
    const page = () => (
      <RelayEnvironmentProvider environment={environment}>
        <Gallery />
      </RelayEnvironmentProvider>
    );

    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const first = within(currentSlide(container)).getByRole('img');
    expect(first.getAttribute('alt')).toBe(`${CAR_NAME}, photo 1`);
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(within(container).getByText('1 / 4')).toBeTruthy();

    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(currentSlide(container)).getByRole('img')).toBe(first);
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});
