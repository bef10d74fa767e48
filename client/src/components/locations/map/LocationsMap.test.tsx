import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationsMap, type MapPoint } from './LocationsMap';
import { MAP_VIEW_WIDTH } from './map-projection';

const mountInteractiveMap = vi.hoisted(() => vi.fn());
vi.mock('./interactive-map', () => ({ mountInteractiveMap }));

const brisbane: MapPoint = {
  id: 'bne',
  name: 'Northside Motors',
  latitude: -27.47,
  longitude: 153.03,
  href: '/contact-us/northside-motors',
};
const perth: MapPoint = {
  id: 'per',
  name: 'Westside Motors',
  latitude: -31.95,
  longitude: 115.86,
  href: '/contact-us/westside-motors',
};
const hobart: MapPoint = {
  id: 'hba',
  name: 'Southside Service',
  latitude: -42.88,
  longitude: 147.33,
  href: '/contact-us/southside-service',
  label: '3',
};

/** Where each pin's tip is drawn, read from its transform. */
function pinTips(container: HTMLElement): [number, number][] {
  return [...container.querySelectorAll('a.locations-map__marker > g')].map((g) => {
    const match = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(g.getAttribute('transform') ?? '');
    if (!match) throw new Error(`no translate in ${g.outerHTML}`);
    return [Number(match[1]), Number(match[2])];
  });
}

afterEach(() => mountInteractiveMap.mockReset());

describe('LocationsMap', () => {
  it('draws a pin link per point, named for its location', () => {
    render(<LocationsMap points={[brisbane, perth, hobart]} height={400} />);
    const map = screen.getByRole('group', { name: 'Map of our locations' });
    expect(map.tagName.toLowerCase()).toBe('svg');
    for (const point of [brisbane, perth, hobart]) {
      expect(screen.getByRole('link', { name: point.name }).getAttribute('href')).toBe(point.href);
    }
    expect(screen.getByText('3').tagName.toLowerCase()).toBe('text');
  });

  it('fits every pin inside the drawing, with room for the pin above its tip', () => {
    const height = 230;
    const { container } = render(
      <LocationsMap points={[brisbane, perth, hobart]} height={height} />,
    );
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe(`0 0 ${MAP_VIEW_WIDTH} ${height}`);
    const tips = pinTips(container);
    expect(tips).toHaveLength(3);
    for (const [x, y] of tips) {
      expect(x).toBeGreaterThanOrEqual(10);
      expect(x).toBeLessThanOrEqual(MAP_VIEW_WIDTH - 10);
      expect(y).toBeGreaterThanOrEqual(28);
      expect(y).toBeLessThanOrEqual(height);
    }
    // Perth is west of Brisbane and Hobart south of both: the projection keeps the geography.
    const [bne, per, hba] = tips as [[number, number], [number, number], [number, number]];
    expect(per[0]).toBeLessThan(hba[0]);
    expect(hba[0]).toBeLessThan(bne[0]);
    expect(hba[1]).toBeGreaterThan(per[1]);
    expect(per[1]).toBeGreaterThan(bne[1]);
  });

  it('shows one point in its region, centred, with the coast nearby drawn', () => {
    const { container } = render(<LocationsMap points={[brisbane]} height={230} />);
    const [[x, y]] = pinTips(container) as [[number, number]];
    expect(Math.abs(x - MAP_VIEW_WIDTH / 2)).toBeLessThan(2);
    expect(y).toBeGreaterThan(28);
    expect(y).toBeLessThan(230);
    expect(screen.getByRole('group', { name: 'Map of Northside Motors' })).toBeDefined();
    const land = container.querySelector('.locations-map__land')?.getAttribute('d') ?? '';
    expect(land.length).toBeGreaterThan(100);
  });

  it('sets pins of one address side by side, so each can be seen and pressed', () => {
    const service: MapPoint = { ...brisbane, id: 'bne-service', name: 'Northside Service' };
    const { container } = render(<LocationsMap points={[brisbane, service, perth]} height={300} />);
    const [sales, beside, far] = pinTips(container) as [number, number][];
    expect(Math.abs(sales![0] - beside![0])).toBeGreaterThanOrEqual(20);
    expect(sales![1]).toBe(beside![1]);
    expect(far![0]).toBeLessThan(sales![0]);
  });

  it('draws Australia with no pins when there are no points', () => {
    const { container } = render(<LocationsMap points={[]} height={300} />);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelector('.locations-map__land')?.getAttribute('d')).toMatch(/^M/);
  });

  it('renders the drawing on the server, links and all, with or without a style', () => {
    for (const styleUrl of [null, 'https://tiles.example.net/style.json']) {
      const html = renderToString(
        <LocationsMap points={[brisbane, perth]} height={230} styleUrl={styleUrl} />,
      );
      expect(html).toContain('<svg');
      expect(html).toContain(`href="${brisbane.href}"`);
      expect(html).toContain(`href="${perth.href}"`);
    }
  });

  it('loads the interactive map only with a style, keeping the drawing until it is ready', async () => {
    let ready: () => void = () => undefined;
    const unmount = vi.fn();
    mountInteractiveMap.mockImplementation((_el: HTMLElement, options: { onReady: () => void }) => {
      ready = options.onReady;
      return unmount;
    });
    const styleUrl = 'https://tiles.example.net/style.json';
    const { container, unmount: remove } = render(
      <LocationsMap points={[brisbane]} height={230} styleUrl={styleUrl} />,
    );
    await waitFor(() => expect(mountInteractiveMap).toHaveBeenCalledTimes(1));
    expect(mountInteractiveMap.mock.calls[0]?.[1]).toMatchObject({
      styleUrl,
      points: [brisbane],
    });
    expect(container.querySelector('svg')).not.toBeNull();
    ready();
    await waitFor(() => expect(container.querySelector('svg')).toBeNull());
    remove();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('keeps the drawing when the interactive map fails, and never loads it without a style', async () => {
    mountInteractiveMap.mockImplementation((_el: HTMLElement, options: { onError: () => void }) => {
      options.onError();
      return () => undefined;
    });
    const { container } = render(
      <LocationsMap points={[brisbane]} height={230} styleUrl="https://tiles.example.net/s.json" />,
    );
    await waitFor(() => expect(container.querySelector('.locations-map__interactive')).toBeNull());
    expect(container.querySelector('svg')).not.toBeNull();

    mountInteractiveMap.mockClear();
    render(<LocationsMap points={[perth]} height={230} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mountInteractiveMap).not.toHaveBeenCalled();
  });
});
