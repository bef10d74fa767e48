import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationCardTestQuery } from '../../__generated__/LocationCardTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { LocationCard } from './LocationCard';

const query = graphql`
  query LocationCardTestQuery @relay_test_operation {
    site {
      ...LocationCard_site
      locationBySlug(slug: "toowoomba") {
        ...LocationCard_location
      }
    }
  }
`;

const weekdays = (opensAt: string, closesAt: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: true, opensAt, closesAt }));

interface Options {
  locationType?: 'SALES' | 'SERVICE' | 'PARTS';
  masked?: boolean;
  bookServiceUrl?: string | null;
  directionsInNewTab?: boolean;
  shown?: boolean;
  image?: boolean;
}

const resolvers = ({
  locationType = 'SALES',
  masked = false,
  bookServiceUrl = null,
  directionsInNewTab = false,
  shown = true,
  image = true,
}: Options = {}) => ({
  Site: () => ({
    contact: { phoneReveal: masked ? 'MASKED' : 'IMMEDIATE' },
    locationDisplay: { directionsInNewTab, bookServiceUrl },
  }),
  Location: () => ({
    id: 'TG9jYXRpb246MQ==',
    internalId: 'toowoomba',
    name: 'Toowoomba Motors',
    locationType,
    dealershipSlug: 'coastal',
    phone: masked ? '07 46*******' : '07 4600 1234',
    landlinePhone: masked ? '07 46*******' : '07 4600 9999',
    image: image
      ? { thumbnailUrl: '/media/locations/toowoomba-thumb.jpg', alt: 'The Toowoomba yard' }
      : null,
    badge: 'COMING EARLY 2027',
    address: { street: '1 Ruthven St', city: 'Toowoomba', state: 'QLD', postcode: '4350' },
    licences: [
      { label: 'DL', number: '3012345' },
      { label: 'MRB', number: 'MRB 21877' },
    ],
    contactPath: '/contact-us/toowoomba-motors',
    directionsUrl: 'https://maps.example/?q=toowoomba',
    timeZone: 'Australia/Brisbane',
    rating: { average: 4.6, averageText: '4.6', count: 87, shown },
    departmentHours: [
      { weekday: 0, open: false, opensAt: null, closesAt: null },
      ...weekdays('08:30', '17:30'),
      { weekday: 6, open: true, opensAt: '09:00', closesAt: '12:00' },
    ],
    specialHours: [],
  }),
});

const renderCard = (options: Options = {}) =>
  renderWithRelay<LocationCardTestQuery>({
    query,
    resolvers: resolvers(options),
    render: (data) =>
      data.site.locationBySlug && (
        <LocationCard location={data.site.locationBySlug} site={data.site} />
      ),
  });

afterEach(() => vi.useRealTimers());

describe('LocationCard', () => {
  it('shows the location’s photo, name, badge, address, numbers and licences', async () => {
    await renderCard();
    const card = screen.getByRole('article', { name: 'Toowoomba Motors' });

    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Toowoomba Motors');
    const image = within(card).getByRole('img', { name: 'The Toowoomba yard' });
    expect(image.getAttribute('src')).toBe('/media/locations/toowoomba-thumb.jpg');
    expect(image.getAttribute('height')).toBe('150');
    expect(within(card).getByText('COMING EARLY 2027')).toBeDefined();
    expect(card.querySelector('address')?.textContent).toBe('1 Ruthven StToowoomba QLD 4350');
    expect(within(card).getByRole('link', { name: '07 4600 1234' }).getAttribute('href')).toBe(
      'tel:0746001234',
    );
    expect(within(card).getByRole('link', { name: '07 4600 9999' }).getAttribute('href')).toBe(
      'tel:0746009999',
    );
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('DL: 3012345');
    expect(within(card).getByText('MRB 21877')).toBeDefined();
  });

  it('links its stars to the reviews of its contact page, only where the rating is shown', async () => {
    const { unmount } = await renderCard();
    const stars = screen.getByRole('link', { name: /Rated 4.6 out of 5/ });
    expect(stars.getAttribute('href')).toBe('/contact-us/toowoomba-motors#reviews');
    expect(stars.textContent).toContain('87 reviews');
    unmount();

    await renderCard({ shown: false });
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
  });

  it('groups the week’s hours and says whether it is open now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-26T10:00:00+10:00')); // Wednesday 10 am in Brisbane
    await renderCard();

    expect(screen.getByText('Open now · closes 5:30 pm')).toBeDefined();
    const rows = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Mon–Fri 8:30 am – 5:30 pm',
      'Saturday 9:00 am – 12:00 pm',
      'Sunday Closed',
    ]);
  });

  it('masks both numbers on a masking site, each revealed on request as its own line', async () => {
    const user = userEvent.setup();
    const { environment } = await renderCard({ masked: true });
    const [phone, landline] = screen.getAllByRole('button', { name: /07 46\*+/ });
    expect(phone).toBeDefined();
    expect(screen.queryByRole('link', { name: /07 46/ })).toBeNull();

    await user.click(landline!);
    const reveal = environment.mock.getMostRecentOperation();
    expect(reveal.request.variables).toMatchObject({ line: 'LANDLINE' });
    environment.mock.resolve(reveal, {
      data: {
        revealContactPhone: { __typename: 'RevealContactPhonePayload', phone: '07 4600 9999' },
      },
    });
    expect((await screen.findByRole('link', { name: '07 4600 9999' })).getAttribute('href')).toBe(
      'tel:0746009999',
    );
    expect(screen.getAllByRole('button', { name: /07 46\*+/ })).toHaveLength(1);
  });

  it('offers the contact page, or a service location’s booking page, and directions', async () => {
    const { unmount } = await renderCard();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact-us/toowoomba-motors',
    );
    const directions = screen.getByRole('link', { name: 'Get Directions' });
    expect(directions.getAttribute('href')).toBe('https://maps.example/?q=toowoomba');
    expect(directions.getAttribute('target')).toBeNull();
    unmount();

    await renderCard({
      locationType: 'SERVICE',
      bookServiceUrl: 'https://book.example/service',
      directionsInNewTab: true,
    });
    expect(screen.getByRole('link', { name: 'Book a Service' }).getAttribute('href')).toBe(
      'https://book.example/service',
    );
    const newTab = screen.getByRole('link', { name: /Get Directions/ });
    expect(newTab.getAttribute('target')).toBe('_blank');
    expect(newTab.textContent).toContain('opens in a new tab');
  });

  it('opens the Email us dialog with the enquiry form, and closes it with Escape', async () => {
    const user = userEvent.setup();
    const { environment } = await renderCard({ image: false });
    expect(screen.queryByRole('img', { name: 'The Toowoomba yard' })).toBeNull();
    // The dialog fetches the form's settings when it opens.
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        LeadFormSettings: () => ({ showLocationSelect: true, categories: ['General Enquiry'] }),
        LeadLocation: () => ({ id: 'toowoomba', name: 'Toowoomba Motors', openingHours: [] }),
      }),
    );

    const button = screen.getByRole('button', { name: 'Email us' });
    await user.click(button);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Email Toowoomba Motors' },
      { timeout: 20_000 },
    );
    expect(
      await within(dialog).findByRole('button', { name: 'Send enquiry' }, { timeout: 20_000 }),
    ).toBeDefined();
    // The location is chosen already.
    expect(
      (within(dialog).getByRole('combobox', { name: /Location/ }) as HTMLSelectElement).value,
    ).toBe('toowoomba');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  }, 30_000);
});
