import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { KmFieldTestQuery } from '../../__generated__/KmFieldTestQuery.graphql';
import { leadFormSettings } from '../../testing/lead-form-fixtures';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { KmField } from './KmField';
import { LeadForm } from './LeadForm';

const query = graphql`
  query KmFieldTestQuery @relay_test_operation {
    site {
      leadForm(form: TRADE_IN) {
        ...LeadForm_settings
      }
    }
  }
`;

async function renderOdometer() {
  const user = userEvent.setup();
  await renderWithRelay<KmFieldTestQuery>({
    query,
    resolvers: { LeadFormSettings: () => leadFormSettings() },
    render: (data) => (
      <LeadForm
        form="trade-in"
        settings={data.site.leadForm}
        siteSlug="outback-caravans"
        defaultValues={() => ({})}
        title="Your vehicle"
        submitLabel="Get your valuation"
      >
        <KmField name="odometer" label="Odometer" />
      </LeadForm>
    ),
  });
  return { user, odometer: screen.getByRole<HTMLInputElement>('textbox', { name: /Odometer/ }) };
}

describe('KmField', () => {
  it('writes the distance with thousands separators and " kms" once the shopper leaves it', async () => {
    const { user, odometer } = await renderOdometer();

    await user.type(odometer, '45000');
    await user.tab();

    expect(odometer.value).toBe('45,000 kms');
    expect(odometer.inputMode).toBe('numeric');
  });

  it('reads a distance typed with its unit, and leaves what is not one as typed', async () => {
    const { user, odometer } = await renderOdometer();

    await user.type(odometer, '123456 km');
    await user.tab();
    expect(odometer.value).toBe('123,456 kms');

    await user.clear(odometer);
    await user.type(odometer, 'low kms');
    await user.tab();
    expect(odometer.value).toBe('low kms');
  });
});
