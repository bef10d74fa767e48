import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { HolidayHoursTestQuery } from '../../__generated__/HolidayHoursTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { HolidayHours } from './HolidayHours';

const query = graphql`
  query HolidayHoursTestQuery @relay_test_operation {
    site {
      ...HolidayHours_site
      locationBySlug(slug: "toowoomba") {
        ...HolidayHours_location
      }
    }
  }
`;

const CHRISTMAS = {
  date: '2026-12-25',
  open: false,
  opensAt: null,
  closesAt: null,
  department: null,
  label: 'Christmas Day',
};
const SERVICE_EVE = {
  date: '2026-12-24',
  open: true,
  opensAt: '07:30',
  closesAt: '12:00',
  department: 'SERVICE',
  label: null,
};

const resolvers = (masked = false) => ({
  Site: () => ({
    contact: { phoneReveal: masked ? 'MASKED' : 'IMMEDIATE' },
    locationDisplay: {
      holidayHoursNote: 'Site visits by appointment only',
      holidayHoursNotePhone: masked ? '07 46*******' : '07 4600 1234',
    },
  }),
  Location: () => ({ departments: ['SALES', 'SERVICE'] }),
  // Each department's list carries the entries for every department too.
  SpecialHours: (context: { alias?: string | null }) =>
    context.alias === 'service' ? SERVICE_EVE : CHRISTMAS,
});

describe('HolidayHours', () => {
  it('opens a dialog of the holiday hours by department in 12-hour times, closed by Escape', async () => {
    const user = userEvent.setup();
    await renderWithRelay<HolidayHoursTestQuery>({
      query,
      resolvers: resolvers(),
      render: (data) =>
        data.site.locationBySlug && (
          <HolidayHours location={data.site.locationBySlug} site={data.site} />
        ),
    });

    const button = screen.getByRole('button', { name: 'View Holiday Opening Hours' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Holiday Opening Hours' },
      { timeout: 20_000 },
    );
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['All departments', 'Service']);
    expect(dialog.textContent).toContain('Friday 25 December 2026 (Christmas Day)Closed');
    expect(dialog.textContent).toContain('Thursday 24 December 20267:30 am – 12:00 pm');
    expect(within(dialog).getByText(/Site visits by appointment only/)).toBeDefined();
    expect(within(dialog).getByRole('link', { name: '07 4600 1234' })).toBeDefined();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('View Holiday Opening Hours');
  }, 30_000);
});
