/**
 * Test data of the lead forms: a site's form settings as Site.leadForm answers them, and what a
 * shopper reads about an input.
 */

/** Today at the demo site: a Friday. */
export const TODAY = '2025-07-04';

const WEEKDAY_HOURS = { status: 'Open', open: '08:30', close: '17:30' };

/** A sales yard open on weekdays 8:30–17:30, Saturdays 8:30–12:00, closed on Sundays. */
export const SOUTHPORT = {
  id: 'southport',
  name: 'Southport - Sales',
  openingHours: [
    { weekday: 0, status: 'Closed', open: null, close: null },
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, ...WEEKDAY_HOURS })),
    { weekday: 6, status: 'Open', open: '08:30', close: '12:00' },
  ],
};

/** A second yard that lists no hours. */
export const NERANG = { id: 'nerang', name: 'Nerang - Sales', openingHours: [] };

/** The settings of a site with the common behaviour; pass what a test changes. */
export function leadFormSettings(overrides: Record<string, unknown> = {}) {
  return {
    messageOptional: false,
    showPreferredDealership: false,
    dealerships: [{ slug: 'coastal-southport', name: 'Coastal Southport' }],
    showLocationSelect: false,
    locations: [SOUTHPORT],
    termsRequired: false,
    termsUrl: null,
    categories: ['General Enquiry', 'Service', 'Careers'],
    careersCategory: 'Careers',
    checkOptions: [],
    checkOptionsAsRadio: false,
    today: TODAY,
    ...overrides,
  };
}

/** The text of the messages an input points at with aria-describedby. */
export function descriptionOf(input: Element): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
