import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CarActionButtonsTestQuery } from '../../../__generated__/CarActionButtonsTestQuery.graphql';
import { pendingOperations } from '../../../testing/pending-operations';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarActionButtons } from './CarActionButtons';

const query = graphql`
  query CarActionButtonsTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CarActionButtons_car
    }
    site {
      ...CarActionButtons_site
    }
  }
`;

const CAR = {
  id: 'Q2FyOmhpbHV4LTE=',
  slug: '2021-toyota-hilux-sr5',
  internalId: 'HX-1042',
  financeEnquiryPath: '/finance',
  carType: 'USED',
  price: 24990,
  reservePath: '/cars/2021-toyota-hilux-sr5/checkout' as string | null,
  buyOnlinePath: null as string | null,
  historyReportUrl: 'https://files.example/hilux-history.pdf' as string | null,
  // Only whether there is one matters here; the calculator's own tests cover its content.
  financeCalculator: null as Record<string, unknown> | null,
};

const LABELS = {
  tradeInButton: 'Get Your Valuation',
  reserveButton: 'Reserve Now',
  enquiryButton: 'Enquire Now',
};

const renderButtons = ({
  car = {},
  features = { finance: true, tradeIn: true },
}: {
  car?: Partial<typeof CAR>;
  features?: { finance: boolean; tradeIn: boolean };
} = {}) =>
  renderWithRelay<CarActionButtonsTestQuery>({
    query,
    resolvers: {
      Car: () => ({ ...CAR, ...car }),
      Site: () => ({ features, labels: LABELS }),
    },
    render: (data) => data.car && <CarActionButtons car={data.car} site={data.site} />,
  });

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);
const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

// The history report would open a new tab; the test only wants the click.
const preventNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', preventNavigation));
afterEach(() => document.removeEventListener('click', preventNavigation));

describe('CarActionButtons', () => {
  it('offers every action a reservable car with a history report has on a full site', async () => {
    await renderButtons();

    expect(linkNames()).toEqual([
      'Reserve Now',
      'Enquire Now',
      'Get Finance',
      'Get Your Valuation',
      'History Report (opens in a new tab)',
    ]);
    expect(href('Reserve Now')).toBe('/cars/2021-toyota-hilux-sr5/checkout');
    expect(href('Enquire Now')).toBe('#enquire');
    expect(href('Get Finance')).toBe(
      '/finance?vehiclePriceBudget=24990&car_id=HX-1042&car_type=used#finance-form',
    );
    expect(href('Get Your Valuation')).toBe('/cars/trade-in?car_id=HX-1042');
  });

  it('offers no finance where the site has none', async () => {
    await renderButtons({ features: { finance: false, tradeIn: true } });

    expect(screen.queryByRole('link', { name: 'Get Finance' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get Your Valuation' })).toBeTruthy();
  });

  it('offers no trade-in valuation where the site has none', async () => {
    await renderButtons({ features: { finance: true, tradeIn: false } });

    expect(screen.queryByRole('link', { name: 'Get Your Valuation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get Finance' })).toBeTruthy();
  });

  it('offers no Reserve on a car that cannot be reserved', async () => {
    await renderButtons({ car: { reservePath: null } });

    expect(screen.queryByRole('link', { name: 'Reserve Now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Enquire Now' })).toBeTruthy();
  });

  it('offers Buy Online where the car can be bought online, leading to its journey', async () => {
    await renderButtons({
      car: { buyOnlinePath: '/checkout-journey?car_id=2021-toyota-hilux-sr5' },
    });

    expect(linkNames().slice(0, 3)).toEqual(['Reserve Now', 'Buy Online', 'Enquire Now']);
    expect(href('Buy Online')).toBe('/checkout-journey?car_id=2021-toyota-hilux-sr5');
  });

  it('offers no Buy Online where the car cannot be bought online', async () => {
    await renderButtons();

    expect(screen.queryByRole('link', { name: 'Buy Online' })).toBeNull();
  });

  it('offers no history report when the car has no file', async () => {
    await renderButtons({ car: { historyReportUrl: null } });

    expect(screen.queryByRole('link', { name: /History Report/ })).toBeNull();
  });

  it('always lets the shopper enquire', async () => {
    await renderButtons({
      car: { reservePath: null, historyReportUrl: null },
      features: { finance: false, tradeIn: false },
    });

    expect(linkNames()).toEqual(['Enquire Now']);
  });

  it('leads Get Finance to the page’s calculator when the car has one', async () => {
    await renderButtons({ car: { financeCalculator: {} } });

    expect(href('Get Finance')).toBe('#finance-calculator');
  });

  it('passes a new car’s type and price to the finance form', async () => {
    await renderButtons({ car: { carType: 'NEW', price: 61500 } });

    expect(href('Get Finance')).toBe(
      '/finance?vehiclePriceBudget=61500&car_id=HX-1042&car_type=new#finance-form',
    );
  });

  it('opens the history report in a new tab and records it', async () => {
    const user = userEvent.setup();
    const { environment } = await renderButtons();

    const history = screen.getByRole('link', { name: /History Report/ });
    expect(history.getAttribute('href')).toBe('https://files.example/hilux-history.pdf');
    expect(history.getAttribute('target')).toBe('_blank');
    expect(history.getAttribute('rel')).toContain('noopener');
    expect(within(history).getByText('(opens in a new tab)').className).toBe('visually-hidden');
    expect(pendingOperations(environment, 'useTrackEventMutation')).toEqual([]);

    await user.click(history);

    expect(pendingOperations(environment, 'useTrackEventMutation')).toEqual([
      { eventId: ANALYTICS_EVENTS.HISTORY_REPORT, carId: CAR.id },
    ]);
  });
});
