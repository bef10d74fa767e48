import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestDriveFormTestQuery } from '../../__generated__/TestDriveFormTestQuery.graphql';
import {
  descriptionOf,
  leadFormSettings,
  NERANG,
  SOUTHPORT,
  TODAY,
} from '../../testing/lead-form-fixtures';
import { pendingOperations } from '../../testing/pending-operations';
import { renderWithRelay } from '../../testing/renderWithRelay';
import type { LeadFormCar } from './lead-form-defaults';
import { TestDriveForm } from './TestDriveForm';
import { answerLeadFormToken } from '../../testing/lead-form-token';

const query = graphql`
  query TestDriveFormTestQuery @relay_test_operation {
    site {
      leadForm(form: TEST_DRIVE) {
        ...TestDriveForm_settings
      }
    }
  }
`;

const CAR: LeadFormCar = {
  internalId: 'hilux-1',
  name: '2019 Toyota Hilux SR5',
  path: '/cars/2019-toyota-hilux-sr5',
  locationId: 'southport',
  dealershipSlug: 'coastal-southport',
};

/** A Saturday (8:30 to 12:00 at Southport) and a Sunday (closed). */
const SATURDAY = '2025-07-05';
const SUNDAY = '2025-07-06';

beforeEach(() => localStorage.clear());

async function renderTestDrive(settings: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const { environment } = await renderWithRelay<TestDriveFormTestQuery>({
    query,
    resolvers: { LeadFormSettings: () => leadFormSettings(settings) },
    render: (data) => (
      <TestDriveForm
        settings={data.site.leadForm}
        siteSlug="coastal-motor-group"
        car={CAR}
        title="Book a test drive"
      />
    ),
  });
  await answerLeadFormToken(environment);
  const form = screen.getByRole('form', { name: 'Book a test drive' });
  const date = within(form).getByLabelText<HTMLInputElement>('Preferred date (optional)');
  const chooseDate = (value: string) => fireEvent.change(date, { target: { value } });
  const time = () =>
    within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Preferred time (optional)' });
  const timeChoices = () =>
    within(time())
      .getAllByRole<HTMLOptionElement>('option')
      .map((option) => option.textContent);
  return { user, environment, form, date, chooseDate, time, timeChoices };
}

describe('TestDriveForm', () => {
  it("offers the times of the chosen day within the vehicle's location's opening hours", async () => {
    const { date, chooseDate, time, timeChoices } = await renderTestDrive();

    expect(date.type).toBe('date');
    expect(date.min).toBe(TODAY);
    expect(time().disabled).toBe(true);
    expect(timeChoices()).toEqual(['Choose a date first']);

    chooseDate(SATURDAY);
    expect(time().disabled).toBe(false);
    expect(timeChoices()).toEqual([
      'Any time',
      '8:30 am',
      '9:00 am',
      '9:30 am',
      '10:00 am',
      '10:30 am',
      '11:00 am',
      '11:30 am',
    ]);

    chooseDate(SUNDAY);
    expect(time().disabled).toBe(true);
    expect(timeChoices()).toEqual(['Closed that day: choose another date']);
  });

  it('follows the location the shopper chooses, and clears a time that location does not offer', async () => {
    const { user, form, chooseDate, time, timeChoices } = await renderTestDrive({
      showLocationSelect: true,
      locations: [SOUTHPORT, NERANG],
    });
    const location = within(form).getByRole('combobox', { name: 'Location' });

    // Nerang lists no hours: any time can be asked for.
    await user.selectOptions(location, 'nerang');
    chooseDate('2025-07-07');
    const anyTime = within(form).getByLabelText<HTMLInputElement>('Preferred time (optional)');
    expect(anyTime.type).toBe('time');
    fireEvent.change(anyTime, { target: { value: '18:30' } });

    // Southport closes at 17:30 on Mondays: its last test drive starts at 17:00.
    await user.selectOptions(location, 'southport');
    expect(timeChoices().at(-1)).toBe('5:00 pm');
    expect(time().value).toBe('');
    await user.selectOptions(time(), '17:00');
    expect(time().value).toBe('17:00');
  });

  it('books without a message, date or time, and refuses a day the yard is closed', async () => {
    const { user, environment, form, chooseDate, date } = await renderTestDrive();
    const textbox = (name: string) => within(form).getByRole('textbox', { name });
    await user.type(textbox('Name'), 'Jo Citizen');
    await user.type(textbox('Email'), 'jo@example.com');
    await user.type(textbox('Phone'), '0412 345 678');

    chooseDate(SUNDAY);
    await user.click(within(form).getByRole('button', { name: 'Book test drive' }));
    expect(descriptionOf(date)).toBe(
      'The dealership is closed on that day. Please choose another date.',
    );
    expect(pendingOperations(environment, 'useSubmitLeadMutation')).toEqual([]);

    chooseDate('');
    await user.click(within(form).getByRole('button', { name: 'Book test drive' }));
    const [sent] = pendingOperations(environment, 'useSubmitLeadMutation') as [
      { input: { form: string; values: Record<string, unknown> } },
    ];
    expect(sent.input.form).toBe('TEST_DRIVE');
    expect(sent.input.values).toMatchObject({
      message: '',
      preferredDate: '',
      preferredTime: '',
      locationId: 'southport',
      carId: 'hilux-1',
    });
  });
});
