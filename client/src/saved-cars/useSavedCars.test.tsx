import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_LIMIT, savedCarsStorageKey, type SavedCarEntry } from './saved-cars-store';
import { useSavedCars } from './useSavedCars';

const car = (n: number): SavedCarEntry => ({
  id: `car-${n}`,
  name: `Hilux SR5 ${n}`,
  slug: `2022-toyota-hilux-sr5-${n}`,
  make: 'Toyota',
  model: 'Hilux',
  primaryImageUrl: null,
});

// Stores live for the whole window, as on a real page: each test uses a site of its own.
let siteCount = 0;
const newSite = () => `site-${++siteCount}`;

const FavouriteButton = ({ site, entry }: { site: string; entry: SavedCarEntry }) => {
  const { ids, toggle } = useSavedCars('favourites', site);
  return (
    <button type="button" aria-pressed={ids.has(entry.id)} onClick={() => toggle(entry)}>
      Favourite {entry.name}
    </button>
  );
};

const FavouritesCount = ({ site }: { site: string }) => {
  const { entries } = useSavedCars('favourites', site);
  return <p>Favourites: {entries.map((entry) => entry.name).join(', ') || 'none'}</p>;
};

const CompareButton = ({ site, entry }: { site: string; entry: SavedCarEntry }) => {
  const { ids, toggle } = useSavedCars('compare', site);
  const [message, setMessage] = useState('');
  const onClick = () => {
    const result = toggle(entry);
    setMessage('refused' in result ? `You can compare up to ${COMPARE_LIMIT} cars` : '');
  };
  return (
    <div>
      <button type="button" aria-pressed={ids.has(entry.id)} onClick={onClick}>
        Compare {entry.name}
      </button>
      {message && <p role="alert">{message}</p>}
    </div>
  );
};

const isPressed = (button: HTMLElement) => button.getAttribute('aria-pressed') === 'true';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('useSavedCars', () => {
  it('updates every component sharing the list when one toggles', async () => {
    const site = newSite();
    const user = userEvent.setup();
    render(
      <>
        <FavouriteButton site={site} entry={car(1)} />
        <FavouriteButton site={site} entry={car(2)} />
        <FavouritesCount site={site} />
      </>,
    );
    const first = screen.getByRole('button', { name: 'Favourite Hilux SR5 1' });
    expect(isPressed(first)).toBe(false);
    expect(screen.getByText('Favourites: none')).toBeTruthy();

    await user.click(first);
    expect(isPressed(first)).toBe(true);
    expect(isPressed(screen.getByRole('button', { name: 'Favourite Hilux SR5 2' }))).toBe(false);
    expect(screen.getByText('Favourites: Hilux SR5 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Favourite Hilux SR5 2' }));
    expect(screen.getByText('Favourites: Hilux SR5 1, Hilux SR5 2')).toBeTruthy();

    await user.click(first);
    expect(isPressed(first)).toBe(false);
    expect(screen.getByText('Favourites: Hilux SR5 2')).toBeTruthy();
  });

  it('shares the list between separately mounted parts of the page', async () => {
    const site = newSite();
    const user = userEvent.setup();
    render(<FavouriteButton site={site} entry={car(1)} />);
    await user.click(screen.getByRole('button', { name: 'Favourite Hilux SR5 1' }));

    const header = document.createElement('header');
    document.body.append(header);
    render(<FavouritesCount site={site} />, { container: header });
    expect(within(header).getByText('Favourites: Hilux SR5 1')).toBeTruthy();
  });

  it('keeps two sites’ lists apart', async () => {
    const [siteA, siteB] = [newSite(), newSite()];
    const user = userEvent.setup();
    render(
      <>
        <FavouriteButton site={siteA} entry={car(1)} />
        <section aria-label="Other site">
          <FavouriteButton site={siteB} entry={car(1)} />
        </section>
      </>,
    );

    await user.click(screen.getAllByRole('button', { name: 'Favourite Hilux SR5 1' })[0]!);
    const other = within(screen.getByRole('region', { name: 'Other site' })).getByRole('button');
    expect(isPressed(other)).toBe(false);
  });

  it('shows the browser’s saved list on first render in the browser', () => {
    const site = newSite();
    localStorage.setItem(savedCarsStorageKey(site, 'favourites'), JSON.stringify([car(3)]));

    render(<FavouritesCount site={site} />);
    expect(screen.getByText('Favourites: Hilux SR5 3')).toBeTruthy();
  });

  it(`tells the shopper when ${COMPARE_LIMIT} cars are already being compared`, async () => {
    const site = newSite();
    const user = userEvent.setup();
    const cars = Array.from({ length: COMPARE_LIMIT + 1 }, (_, i) => car(i + 1));
    render(
      <>
        {cars.map((entry) => (
          <CompareButton key={entry.id} site={site} entry={entry} />
        ))}
      </>,
    );

    for (const entry of cars.slice(0, COMPARE_LIMIT)) {
      await user.click(screen.getByRole('button', { name: `Compare ${entry.name}` }));
    }
    expect(screen.queryByRole('alert')).toBeNull();

    const extra = screen.getByRole('button', { name: `Compare ${cars[COMPARE_LIMIT]!.name}` });
    await user.click(extra);
    expect(isPressed(extra)).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('You can compare up to 4 cars');
  });

  it('shows a change made in another tab', () => {
    const site = newSite();
    render(<FavouriteButton site={site} entry={car(1)} />);
    const button = screen.getByRole('button', { name: 'Favourite Hilux SR5 1' });
    expect(isPressed(button)).toBe(false);

    const key = savedCarsStorageKey(site, 'favourites');
    const newValue = JSON.stringify([car(1)]);
    localStorage.setItem(key, newValue);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue, storageArea: localStorage }),
      );
    });

    expect(isPressed(button)).toBe(true);
  });

  it('renders "not saved" on the server and the saved state after hydration, without a mismatch', async () => {
    const site = newSite();
    localStorage.setItem(savedCarsStorageKey(site, 'favourites'), JSON.stringify([car(1)]));
    const page = <FavouriteButton site={site} entry={car(1)} />;

    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const button = within(container).getByRole('button', { name: 'Favourite Hilux SR5 1' });
    expect(isPressed(button)).toBe(false);

    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // The server's element is kept (hydrated, not replaced) and now shows the browser's list.
    expect(within(container).getByRole('button')).toBe(button);
    expect(isPressed(button)).toBe(true);
    act(() => root?.unmount());
    container.remove();
  });

  it('hydrates a visitor with nothing saved without rendering the buttons again', async () => {
    const site = newSite();
    const rendered = vi.fn();
    const CountedButton = () => {
      const { ids } = useSavedCars('favourites', site);
      rendered();
      return <button type="button">{ids.size} saved</button>;
    };
    const Counted = () => {
      const saved = useSavedCars('compare', site);
      rendered();
      return <p>{saved.synced ? 'synced' : 'not synced'}</p>;
    };
    const page = (
      <>
        <CountedButton />
        <Counted />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    rendered.mockClear();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    // Once each, in hydration: an empty list and a visitor's own lists are what the server had.
    expect(rendered).toHaveBeenCalledTimes(2);
    expect(container.textContent).toContain('synced');
    act(() => root?.unmount());
    container.remove();
  });
});
