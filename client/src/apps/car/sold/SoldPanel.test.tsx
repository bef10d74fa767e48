import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { SoldPanelTestQuery } from '../../../__generated__/SoldPanelTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { SoldPanel } from './SoldPanel';

const query = graphql`
  query SoldPanelTestQuery @relay_test_operation {
    car(slug: "2019-toyota-hilux-sr5") {
      ...SoldPanel_car
    }
    site {
      ...SoldPanel_site
    }
  }
`;

const SOLD_HILUX = {
  id: 'Q2FyOmhpbHV4LTE=',
  available: false,
  make: 'Toyota',
  model: 'Hilux',
  carType: 'USED',
  body: 'Ute',
  similarPriceBand: { min: 14990, max: 34990 },
};

const renderPanel = ({
  available = false,
  vehicleType = 'Car',
  match = 'MAKE_MODEL',
}: { available?: boolean; vehicleType?: string; match?: string } = {}) =>
  renderWithRelay<SoldPanelTestQuery>({
    query,
    resolvers: {
      Car: () => ({ ...SOLD_HILUX, available }),
      Site: () => ({
        labels: { vehicleType },
        similarVehiclesMatch: match,
        search: { defaultSort: 'MOST_RELEVANT' },
      }),
    },
    render: (data) => data.car && <SoldPanel car={data.car} site={data.site} />,
  });

const findButton = () => screen.getByRole('button', { name: 'Find Me Something Similar' });

describe('SoldPanel', () => {
  it('says the vehicle sold and offers to find a similar one, in the site’s words', async () => {
    await renderPanel();

    expect(
      screen.getByRole('heading', { name: 'Unfortunately this Car recently sold.' }),
    ).toBeTruthy();
    expect(screen.getByText("But don't worry, we can help you find a similar Car!")).toBeTruthy();
    expect(findButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('uses the site’s own vehicle type label', async () => {
    await renderPanel({ vehicleType: 'Vehicle' });

    expect(screen.getByText('Unfortunately this Vehicle recently sold.')).toBeTruthy();
    expect(
      screen.getByText("But don't worry, we can help you find a similar Vehicle!"),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See similar vehicles for sale' })).toBeTruthy();
  });

  it('keeps a label that is not a plain word as the site writes it', async () => {
    await renderPanel({ vehicleType: '4WD' });

    expect(screen.getByText('Unfortunately this 4WD recently sold.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See similar 4WDs for sale' })).toBeTruthy();
  });

  it('links to the search for similar vehicles in the same price band', async () => {
    await renderPanel();

    const link = screen.getByRole('link', { name: 'See similar cars for sale' });
    expect(link.getAttribute('href')).toBe('/search/toyota/hilux?range[price]=14990:34990');
  });

  it('searches by car type and body on a site that matches by those', async () => {
    await renderPanel({ match: 'CAR_TYPE_BODY' });

    const link = screen.getByRole('link', { name: 'See similar cars for sale' });
    expect(link.getAttribute('href')).toBe(
      '/search/used-cars?refinementList[body][0]=Ute&range[price]=14990:34990',
    );
  });

  it('shows nothing on a vehicle that is still available', async () => {
    const { container } = await renderPanel({ available: true });

    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the alert form in its place and moves the shopper’s focus into it', async () => {
    const user = userEvent.setup();
    await renderPanel();
    const button = findButton();
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(region?.hidden).toBe(true);
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(button);

    const email = await screen.findByLabelText('E-mail');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(region?.hidden).toBe(false);
    expect(region?.contains(email)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('closes the form again and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderPanel();

    await user.click(findButton());
    await user.type(await screen.findByLabelText('E-mail'), 'jo@example.com');
    await user.click(findButton());

    expect(findButton().getAttribute('aria-expanded')).toBe('false');
    // Hidden, so out of reach of the keyboard and assistive technology.
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();

    await user.click(findButton());
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    expect(email.value).toBe('jo@example.com');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });
});
