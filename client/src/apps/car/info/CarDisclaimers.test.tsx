import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { CarDisclaimersTestQuery } from '../../../__generated__/CarDisclaimersTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarDisclaimers } from './CarDisclaimers';

const query = graphql`
  query CarDisclaimersTestQuery @relay_test_operation {
    site {
      ...CarDisclaimers_site
    }
  }
`;

const FINANCE =
  'Repayments are indicative only and are not a binding quote. Finance is available to approved applicants only.';

const renderDisclaimers = (financeDisclaimer: string) =>
  renderWithRelay<CarDisclaimersTestQuery>({
    query,
    resolvers: {
      Site: () => ({ name: 'Coastal Motor Group', texts: { financeDisclaimer } }),
    },
    render: (data) => <CarDisclaimers site={data.site} />,
  });

const paragraphs = () =>
  within(screen.getByRole('region', { name: 'Disclaimers' }))
    .getAllByRole('paragraph')
    .map((p) => p.textContent);

describe('CarDisclaimers', () => {
  it('shows the site’s finance disclaimer and who provides the vehicle information', async () => {
    await renderDisclaimers(FINANCE);

    const [finance, accuracy] = paragraphs();
    expect(finance).toBe(FINANCE);
    expect(accuracy).toMatch(/^Vehicle information is provided by Coastal Motor Group /);
  });

  it('leaves out an empty finance disclaimer', async () => {
    await renderDisclaimers('  ');

    const shown = paragraphs();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^Vehicle information is provided by Coastal Motor Group /);
  });
});
