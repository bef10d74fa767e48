import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleTime } from '../../testing/idle-time';
import { Carousel } from './Carousel';
import { CarouselContent } from './CarouselContent';
import { CarouselItem } from './CarouselItem';
import { CarouselNext } from './CarouselNext';

/** Embla stood in for, so the test sees the moment it takes the viewport. */
const embla = vi.hoisted(() => ({
  created: [] as { startIndex: number | undefined }[],
  scrolledTo: [] as number[],
}));
vi.mock('embla-carousel', () => ({
  default: (_viewport: HTMLElement, options: { startIndex?: number }) => {
    embla.created.push({ startIndex: options.startIndex });
    let selected = options.startIndex ?? 0;
    return {
      on: () => undefined,
      off: () => undefined,
      destroy: () => undefined,
      scrollSnapList: () => [0, 1, 2],
      selectedScrollSnap: () => selected,
      scrollTo: (index: number) => {
        selected = index;
        embla.scrolledTo.push(index);
      },
    };
  },
}));

const SLIDE_WIDTH = 300;

describe('a carousel handing its row over to Embla', () => {
  const rowScrolls: (number | undefined)[] = [];

  beforeEach(() => {
    embla.created.length = 0;
    embla.scrolledTo.length = 0;
    rowScrolls.length = 0;
    // jsdom lays nothing out: each slide sits one width further along the row.
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      const siblings = this.parentElement ? [...this.parentElement.children] : [];
      return this.classList.contains('carousel__slide') ? siblings.indexOf(this) * SLIDE_WIDTH : 0;
    });
    HTMLElement.prototype.scrollTo = function (
      this: HTMLElement,
      options?: ScrollToOptions | number,
    ) {
      const left = typeof options === 'object' ? options.left : options;
      rowScrolls.push(left);
      if (left !== undefined) this.scrollLeft = left;
    } as typeof HTMLElement.prototype.scrollTo;
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('never scrolls the row itself once Embla holds it, even before React has caught up', async () => {
    holdIdleTime();
    render(
      <Carousel label="Featured links">
        <CarouselContent>
          {['One', 'Two', 'Three'].map((tile) => (
            <CarouselItem key={tile}>{tile}</CarouselItem>
          ))}
        </CarouselContent>
        <CarouselNext />
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Featured links' });

    await act(async () => {
      // Reaching for the carousel loads Embla; the shopper's click lands after Embla has taken
      // the viewport but before React has rendered it as live (a transition, so it waits).
      fireEvent.pointerDown(region);
      await vi.waitFor(() => expect(embla.created).toHaveLength(1));
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    });

    expect(region.hasAttribute('data-live')).toBe(true);
    // Embla moves to the second slide; the row's own scroll stays at its start, or the two
    // movements would add up and carry the slide off the screen.
    expect(embla.scrolledTo).toEqual([1]);
    expect(rowScrolls.filter((left) => left !== 0)).toEqual([]);
    expect(region.querySelector('.carousel__viewport')?.scrollLeft).toBe(0);
  });

  it('undoes any scroll of the row itself while Embla holds it, and lets go when Embla stops', async () => {
    holdIdleTime();
    const { unmount } = render(
      <Carousel label="Featured links">
        <CarouselContent>
          {['One', 'Two', 'Three'].map((tile) => (
            <CarouselItem key={tile}>{tile}</CarouselItem>
          ))}
        </CarouselContent>
      </Carousel>,
    );
    const viewport = screen
      .getByRole('region', { name: 'Featured links' })
      .querySelector<HTMLElement>('.carousel__viewport');
    if (!viewport) throw new Error('no viewport');

    // Before Embla, the row is the shopper's to scroll.
    viewport.scrollLeft = SLIDE_WIDTH;
    fireEvent.scroll(viewport);
    expect(viewport.scrollLeft).toBe(SLIDE_WIDTH);
    expect(viewport.hasAttribute('data-held')).toBe(false);

    await act(async () => {
      fireEvent.pointerDown(viewport);
      await vi.waitFor(() => expect(embla.created).toHaveLength(1));
    });
    // Taking the row puts it back at its start, and its CSS stops its own scrolling.
    expect(viewport.scrollLeft).toBe(0);
    expect(viewport.hasAttribute('data-held')).toBe(true);

    // A smooth scroll still running, or a snap, moves the row: it is put back at once.
    viewport.scrollLeft = SLIDE_WIDTH;
    fireEvent.scroll(viewport);
    expect(viewport.scrollLeft).toBe(0);

    unmount();
    expect(viewport.hasAttribute('data-held')).toBe(false);
    viewport.scrollLeft = SLIDE_WIDTH;
    fireEvent.scroll(viewport);
    expect(viewport.scrollLeft).toBe(SLIDE_WIDTH);
  });
});
