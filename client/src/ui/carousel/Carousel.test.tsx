import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdIdleTime } from '../../testing/idle-time';
import { Carousel } from './Carousel';
import { CarouselContent } from './CarouselContent';
import { CarouselDots } from './CarouselDots';
import { CarouselItem } from './CarouselItem';
import { CarouselNext } from './CarouselNext';
import { CarouselPrevious } from './CarouselPrevious';

const TILES = ['Latest offers', 'Book a service', 'Sell your car'];

function renderCarousel() {
  return render(
    <Carousel label="Featured links">
      <CarouselContent>
        {TILES.map((tile) => (
          <CarouselItem key={tile}>
            <a href={`/${tile}`}>{tile}</a>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious />
      <CarouselNext />
      <CarouselDots />
    </Carousel>,
  );
}

const region = () => screen.getByRole('region', { name: 'Featured links' });
const previous = () => screen.getByRole('button', { name: 'Previous slide' });
const next = () => screen.getByRole('button', { name: 'Next slide' });
const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });
const currentDot = () =>
  screen
    .getAllByRole('button', { name: /^Go to slide/ })
    .filter((button) => button.getAttribute('aria-current') === 'true')
    .map((button) => button.getAttribute('aria-label'));

describe('Carousel', () => {
  afterEach(() => {
    // Unmount while the idle stand-in is there: unmounting cancels the idle callback.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names itself and its slides for assistive technology', () => {
    holdIdleTime();
    renderCarousel();
    expect(region().getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region()).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(
      true,
    );
  });

  it('disables previous on the first slide and next on the last', () => {
    holdIdleTime();
    renderCarousel();
    expect(previous()).toHaveProperty('disabled', true);
    expect(next()).toHaveProperty('disabled', false);

    fireEvent.click(next());
    expect(previous()).toHaveProperty('disabled', false);
    fireEvent.click(next());
    expect(next()).toHaveProperty('disabled', true);
    expect(currentDot()).toEqual(['Go to slide 3']);

    // A click on the disabled end does not move past it.
    fireEvent.click(next());
    expect(currentDot()).toEqual(['Go to slide 3']);
    fireEvent.click(previous());
    expect(currentDot()).toEqual(['Go to slide 2']);
  });

  it('has a dot per slide that follows the selected slide and selects its own', () => {
    holdIdleTime();
    renderCarousel();
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    expect(currentDot()).toEqual(['Go to slide 1']);

    fireEvent.click(dot(3));
    expect(currentDot()).toEqual(['Go to slide 3']);
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(previous());
    expect(currentDot()).toEqual(['Go to slide 2']);
  });

  it('moves with the arrow keys while focus is inside, stopping at the ends', () => {
    holdIdleTime();
    renderCarousel();
    const link = screen.getByRole('link', { name: 'Latest offers' });
    fireEvent.keyDown(link, { key: 'ArrowLeft' });
    expect(currentDot()).toEqual(['Go to slide 1']);
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(currentDot()).toEqual(['Go to slide 2']);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(currentDot()).toEqual(['Go to slide 3']);
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(currentDot()).toEqual(['Go to slide 2']);
    // Other keys are left alone.
    fireEvent.keyDown(region(), { key: 'Enter' });
    expect(currentDot()).toEqual(['Go to slide 2']);
  });

  it('throws the spec message when a control is used outside a carousel', () => {
    // React reports the thrown error to the console as well; keep the output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CarouselNext />)).toThrow(
      'useCarousel must be used within a <Carousel />',
    );
    expect(() => render(<CarouselDots />)).toThrow(
      'useCarousel must be used within a <Carousel />',
    );
    consoleError.mockRestore();
  });

  it('starts swiping when the browser is idle, not while the page loads', async () => {
    const runIdleTasks = holdIdleTime();
    renderCarousel();
    await act(() => import('embla-carousel'));
    expect(region().hasAttribute('data-live')).toBe(false);

    act(() => runIdleTasks());
    await waitFor(() => expect(region().hasAttribute('data-live')).toBe(true));
  });

  it('starts at once when the shopper reaches for it', async () => {
    holdIdleTime();
    renderCarousel();
    fireEvent.pointerDown(region());
    await waitFor(() => expect(region().hasAttribute('data-live')).toBe(true));
  });
});
