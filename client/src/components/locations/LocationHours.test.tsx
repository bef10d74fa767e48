import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { LocationHoursTestQuery } from '../../__generated__/LocationHoursTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { LocationHours } from './LocationHours';

const query = graphql`
  query LocationHoursTestQuery @relay_test_operation {
    site {
      locationBySlug(slug: "toowoomba") {
        ...LocationHours_location
      }
    }
  }
`;

const day = (weekday: number, opensAt: string | null, closesAt: string | null = null) => ({
  weekday,
  open: opensAt !== null,
  opensAt,
  closesAt,
});
const SALES_WEEK = [
  day(0, null),
  ...[1, 2, 3, 4, 5].map((weekday) => day(weekday, '08:30', '17:30')),
  day(6, '09:00', '16:00'),
];
const SERVICE_WEEK = [
  day(0, null),
  ...[1, 2, 3, 4].map((weekday) => day(weekday, '07:30', '17:00')),
  day(5, '07:30', '15:00'),
  day(6, null),
];

/** What the mock answers for the department's week: a test changes it before a refetch. */
const answered = { week: SALES_WEEK };

const location = (departments: string[], week = SALES_WEEK, closedNote: unknown = null) => {
  answered.week = week;
  const fields = () => ({
    id: 'TG9jYXRpb246MQ==',
    name: 'Toowoomba Motors',
    locationType: 'SALES',
    departments,
    // The component reads the department's week under an alias: the mock answers by alias.
    shownDepartment: answered.week,
    closedNote,
  });
  // The refetch asks node(id:): the mock must know which type answers.
  return { Location: fields, Node: () => ({ __typename: 'Location', ...fields() }) };
};

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

const renderHours = (resolvers: ReturnType<typeof location>) =>
  renderWithRelay<LocationHoursTestQuery>({
    query,
    resolvers,
    render: (data) =>
      data.site.locationBySlug && <LocationHours location={data.site.locationBySlug} />,
  });

describe('LocationHours', () => {
  it('shows the week with the working days grouped, and no dropdown for one department', async () => {
    await renderHours(location(['SALES']));

    expect(rows()).toEqual([
      'Mon–Fri8:30 am – 5:30 pm',
      'Saturday9:00 am – 4:00 pm',
      'SundayClosed',
    ]);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('switches department with the dropdown, starting from its own', async () => {
    const user = userEvent.setup();
    const { environment } = await renderHours(location(['SALES', 'SERVICE']));
    const dropdown = screen.getByRole('combobox', { name: 'Department' }) as HTMLSelectElement;
    expect(dropdown.value).toBe('SALES');

    await user.selectOptions(dropdown, 'SERVICE');
    // The refetch asks for the service department's week.
    await waitFor(() => {
      const refetch = environment.mock.getMostRecentOperation();
      expect(refetch.request.variables.department).toBe('SERVICE');
    });
    answered.week = SERVICE_WEEK;
    act(() => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, location(['SALES', 'SERVICE'], SERVICE_WEEK)),
      );
    });

    await waitFor(() => expect(rows()[0]).toBe('Monday7:30 am – 5:00 pm'));
    expect(rows()).toHaveLength(7);
    expect(rows()[4]).toBe('Friday7:30 am – 3:00 pm');
    expect(dropdown.value).toBe('SERVICE');
  });

  it('says what a closed day offers: a note, or a link to enquire', async () => {
    const { unmount } = await renderHours(
      location(['SALES'], SALES_WEEK, { text: 'By appointment only', href: null }),
    );
    expect(rows()[2]).toBe('SundayClosed · By appointment only');
    unmount();

    await renderHours(location(['SALES'], SALES_WEEK, { text: 'Enquire Now', href: '/contact' }));
    expect(screen.getByRole('link', { name: 'Enquire Now' }).getAttribute('href')).toBe('/contact');
  });
});
