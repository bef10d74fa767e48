import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrintSheetTestQuery } from '../../__generated__/PrintSheetTestQuery.graphql';
import { PageOriginContext } from '../../routing/page-origin';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { PrintSheet } from './PrintSheet';

const query = graphql`
  query PrintSheetTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...PrintSheet_car
    }
    site {
      ...PrintSheet_site
    }
  }
`;

const ORIGIN = 'https://northside-used-cars.example';
const FEATURES = [
  'Air conditioning',
  'Bluetooth',
  'Cruise control',
  'Reversing camera',
  'Tow bar',
  'Alloy wheels',
  'Apple CarPlay',
  'Android Auto',
  'Lane departure warning',
  'Side steps',
];

const CAR = {
  name: '2021 Toyota Hilux SR5',
  path: '/cars/2021-toyota-hilux-sr5',
  primaryImage: {
    url: '/media/cars/hilux-1.jpg?w=800',
    alt: '2021 Toyota Hilux SR5, front',
    width: 1600,
    height: 1200,
  } as object | null,
  priceDisplay: { text: '$24,990', amount: 24990, wasAmount: null, priceType: 'Drive Away' },
  km: 45678,
  transmission: 'Automatic',
  fuel: 'Diesel',
  body: 'Ute',
  drive: '4x4',
  variant: { engineSizeLitres: 2.8, engineSizeCc: 2755 },
  colour: 'Glacier White',
  seats: 5,
  doors: 4,
  stockNumber: 'HX-1042',
  vin: null,
  regPlate: '123ABC',
  features: FEATURES,
  dealerPhone: '07 3359 4800' as string | null,
  location: {
    name: 'Northside Used Cars - Sales',
    address: { street: '12 Gympie Road', city: 'Kedron', state: 'QLD', postcode: '4031' },
  },
};

const SITE = {
  name: 'Northside Used Cars',
  theme: {
    colours: { primary: '#0b3d91', accent: '#f5a623', text: '#1a1a1a' },
    logo: { url: '/logo.svg', alt: 'Northside Used Cars', width: 240, height: 60 },
  },
  texts: { financeDisclaimer: 'Repayments are indicative only and are not a quote.' },
};

const renderSheet = ({
  car = {},
  site = {},
}: { car?: Partial<typeof CAR>; site?: Partial<typeof SITE> } = {}) =>
  renderWithRelay<PrintSheetTestQuery>({
    query,
    resolvers: { Car: () => ({ ...CAR, ...car }), Site: () => ({ ...SITE, ...site }) },
    render: (data) =>
      data.car && (
        <PageOriginContext.Provider value={ORIGIN}>
          <PrintSheet car={data.car} site={data.site} />
        </PageOriginContext.Provider>
      ),
  });

afterEach(() => vi.restoreAllMocks());

const specs = () =>
  [...document.querySelectorAll('.print-sheet__spec')].map((row) =>
    [...row.children].map((cell) => cell.textContent).join(': '),
  );

describe('PrintSheet', () => {
  it('heads the sheet with the site’s logo and name and the vehicle’s name', async () => {
    await renderSheet();

    expect(screen.getByRole('img', { name: 'Northside Used Cars' }).getAttribute('src')).toBe(
      '/logo.svg',
    );
    expect(screen.getByText('Northside Used Cars', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('2021 Toyota Hilux SR5');
  });

  it('shows the first photo, sized and loaded at once', async () => {
    await renderSheet();

    const photo = screen.getByRole('img', { name: '2021 Toyota Hilux SR5, front' });
    expect(photo.getAttribute('src')).toBe('/media/cars/hilux-1.jpg?w=800');
    expect(photo.getAttribute('width')).toBe('800');
    expect(photo.getAttribute('height')).toBe('600');
    expect(photo.getAttribute('loading')).toBe('eager');
  });

  it('leaves the photo out when the vehicle has none', async () => {
    await renderSheet({ car: { primaryImage: null } });

    expect(screen.queryByRole('img', { name: /front/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('shows the price with its basis', async () => {
    await renderSheet();

    expect(screen.getByText('$24,990')).toBeTruthy();
    expect(screen.getByText('Drive Away')).toBeTruthy();
  });

  it('lists the key specs the vehicle has', async () => {
    await renderSheet();

    expect(specs()).toEqual([
      'Odometer: 45,678 kms',
      'Transmission: Automatic',
      'Fuel: Diesel',
      'Body: Ute',
      'Drive: 4x4',
      'Engine: 2.8 L',
      'Colour: Glacier White',
      'Seats: 5',
      'Doors: 4',
      'Stock number: HX-1042',
      'Rego: 123ABC',
    ]);
  });

  it('lists every feature, not only the first eight', async () => {
    await renderSheet();

    const section = screen.getByRole('region', { name: 'Features' });
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(FEATURES);
  });

  it('has no features section when the vehicle lists none', async () => {
    await renderSheet({ car: { features: [] } });

    expect(screen.queryByRole('region', { name: 'Features' })).toBeNull();
  });

  it('gives the dealer’s location, address and phone', async () => {
    await renderSheet();

    const contact = screen.getByRole('region', { name: 'Contact the dealer' });
    expect(within(contact).getByText('Northside Used Cars - Sales')).toBeTruthy();
    expect(contact.querySelector('address')?.textContent).toBe('12 Gympie RoadKedron QLD 4031');
    expect(within(contact).getByText('07 3359 4800')).toBeTruthy();
  });

  it('leaves the phone out when the vehicle has no number to call', async () => {
    await renderSheet({ car: { dealerPhone: null } });

    const contact = screen.getByRole('region', { name: 'Contact the dealer' });
    expect(within(contact).queryByText(/Phone/)).toBeNull();
  });

  it('prints a QR code of the vehicle page’s address, with the address under it', async () => {
    await renderSheet();

    const code = screen.getByRole('img', { name: 'QR code of this vehicle’s page' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.querySelectorAll('rect').length).toBeGreaterThan(50);
    const link = screen.getByRole('link', { name: `${ORIGIN}/cars/2021-toyota-hilux-sr5` });
    expect(link.getAttribute('href')).toBe(`${ORIGIN}/cars/2021-toyota-hilux-sr5`);
  });

  it('draws a different code for another vehicle', async () => {
    const { unmount } = await renderSheet();
    const first = screen.getByRole('img', { name: /QR code/ }).innerHTML;
    unmount();
    await renderSheet({ car: { path: '/cars/2019-mazda-cx-5-maxx' } });

    expect(screen.getByRole('img', { name: /QR code/ }).innerHTML).not.toBe(first);
  });

  it('carries the site’s disclaimer, and none when the site has none', async () => {
    const { unmount } = await renderSheet();
    expect(screen.getByText('Repayments are indicative only and are not a quote.')).toBeTruthy();
    unmount();

    await renderSheet({ site: { texts: { financeDisclaimer: '  ' } } });
    expect(document.querySelector('.print-sheet__disclaimer')).toBeNull();
  });

  it('opens the print dialog from its button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderSheet();

    fireEvent.click(screen.getByRole('button', { name: 'Print this page' }));

    expect(print).toHaveBeenCalledTimes(1);
  });

  it('is titled for the vehicle and points search engines at the vehicle page', async () => {
    await renderSheet();

    expect(document.title).toBe('2021 Toyota Hilux SR5 – print | Northside Used Cars');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/cars/2021-toyota-hilux-sr5`,
    );
  });
});
