import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { CarSidebarTestQuery } from '../../../__generated__/CarSidebarTestQuery.graphql';
import { FINANCE_CALCULATOR } from '../../../testing/finance-fixtures';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarSidebar } from './CarSidebar';

const query = graphql`
  query CarSidebarTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CarSidebar_car
    }
    site {
      ...CarSidebar_site
    }
  }
`;

const CAR = {
  id: 'Q2FyOmhpbHV4LTE=',
  name: '2021 Toyota Hilux SR5',
  slug: '2021-toyota-hilux-sr5',
  internalId: 'HX-1042',
  carType: 'USED',
  price: 24990,
  km: 45678,
  transmission: 'Automatic' as string | null,
  fuel: 'Diesel' as string | null,
  body: 'Ute' as string | null,
  views: 1234,
  dealershipSlug: 'toowoomba-motors',
  location: { name: 'Toowoomba Motors - Sales' },
  dealerPhone: '07 3359 4800' as string | null,
  reservePath: null as string | null,
  buyOnlinePath: null,
  historyReportUrl: null as string | null,
  priceDisplay: {
    text: '$24,990',
    amount: 24990 as number | null,
    wasAmount: null as number | null,
    priceType: 'Drive Away' as string | null,
  },
  financeCalculator: null as typeof FINANCE_CALCULATOR | null,
  financeEstimate: null,
};

const renderSidebar = (car: Partial<typeof CAR> = {}) =>
  renderWithRelay<CarSidebarTestQuery>({
    query,
    resolvers: {
      Car: () => ({ ...CAR, ...car }),
      Site: () => ({
        features: { finance: true, tradeIn: false },
        contact: { phoneReveal: 'IMMEDIATE' },
        labels: {
          callButton: 'Call the dealer',
          tradeInButton: 'Get Your Valuation',
          reserveButton: 'Reserve Now',
          enquiryButton: 'Enquire Now',
        },
      }),
    },
    render: (data) => data.car && <CarSidebar car={data.car} site={data.site} />,
  });

const keySpecs = () =>
  within(screen.getByRole('list', { name: 'Key specifications' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('CarSidebar', () => {
  it('heads the page with the car’s name', async () => {
    await renderSidebar();

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('2021 Toyota Hilux SR5');
    expect(screen.getByRole('region', { name: '2021 Toyota Hilux SR5' })).toBeTruthy();
  });

  it('shows the price with its basis', async () => {
    await renderSidebar();

    expect(screen.getByText('$24,990')).toBeTruthy();
    expect(screen.getByText('Drive Away')).toBeTruthy();
  });

  it('strikes through the earlier price of a reduced car', async () => {
    await renderSidebar({
      priceDisplay: { text: '$22,500', amount: 22500, wasAmount: 25990, priceType: null },
    });

    expect(document.querySelector('s')?.textContent).toBe('Was $25,990');
    expect(screen.getByText('$22,500')).toBeTruthy();
  });

  it('lists kilometres, transmission, fuel and body, each named for screen readers', async () => {
    await renderSidebar();

    expect(keySpecs()).toEqual([
      'Odometer: 45,678 kms',
      'Transmission: Automatic',
      'Fuel: Diesel',
      'Body: Ute',
    ]);
    expect(screen.getByText('45,678 kms')).toBeTruthy();
  });

  it('leaves out the specs a car does not have', async () => {
    await renderSidebar({ transmission: null, fuel: null });

    expect(keySpecs()).toEqual(['Odometer: 45,678 kms', 'Body: Ute']);
  });

  it('shows how many shoppers viewed the car and where it is', async () => {
    await renderSidebar();

    expect(screen.getByText('1,234 views')).toBeTruthy();
    expect(screen.getByText(/Toowoomba Motors - Sales/)).toBeTruthy();
  });

  it('links to the search of its dealership’s cars', async () => {
    await renderSidebar();

    expect(
      decodeURI(
        screen.getByRole('link', { name: 'See more from this dealer' }).getAttribute('href')!,
      ),
    ).toBe('/search/new-used-and-demo-cars?refinementList[dealership_slug][0]=toowoomba-motors');
  });

  it('says one view in the singular', async () => {
    await renderSidebar({ views: 1 });

    expect(screen.getByText('1 view')).toBeTruthy();
  });

  it('offers the call and the actions the site and the car allow', async () => {
    await renderSidebar();

    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([
      'See more from this dealer',
      'Call the dealer 07 3359 4800',
      'Enquire Now',
      'Get Finance',
    ]);
  });

  it('holds the finance calculator, where Get Finance then leads', async () => {
    await renderSidebar({ financeCalculator: FINANCE_CALCULATOR });

    expect(screen.getByRole('region', { name: 'Estimate your repayments' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Finance' }).getAttribute('href')).toBe(
      '#finance-calculator',
    );
  });
});
