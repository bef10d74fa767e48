import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { TradeInContactBlockTestQuery } from '../../../__generated__/TradeInContactBlockTestQuery.graphql';
import { pendingOperations } from '../../../testing/pending-operations';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { TradeInContactBlock } from './TradeInContactBlock';

const query = graphql`
  query TradeInContactBlockTestQuery @relay_test_operation {
    site {
      ...TradeInContactBlock_site
    }
  }
`;

const SOUTHPORT = {
  id: 'TG9jYXRpb246Y21nLXNvdXRocG9ydA==',
  name: 'Coastal Toyota Southport',
  phone: '07 5555 1234',
  email: 'southport@coastal.example',
  contactPath: '/contact-us/coastal-toyota-southport',
};

const renderBlock = (phoneReveal: 'IMMEDIATE' | 'MASKED', contactLocation: unknown) =>
  renderWithRelay<TradeInContactBlockTestQuery>({
    query,
    resolvers: {
      Site: () => ({
        contact: { phone: '1300 555 000', email: 'sales@coastal.example', phoneReveal },
        tradeIn: { contactLocation },
      }),
    },
    render: (data) => <TradeInContactBlock site={data.site} />,
  });

describe('TradeInContactBlock', () => {
  it('gives the trade-in location’s number, e-mail and a link to its hours', async () => {
    await renderBlock('IMMEDIATE', SOUTHPORT);
    expect(screen.getByRole('link', { name: '07 5555 1234' }).getAttribute('href')).toBe(
      'tel:0755551234',
    );
    expect(
      screen.getByRole('link', { name: 'southport@coastal.example' }).getAttribute('href'),
    ).toBe('mailto:southport@coastal.example');
    expect(
      screen
        .getByRole('link', { name: 'Opening hours of Coastal Toyota Southport' })
        .getAttribute('href'),
    ).toBe('/contact-us/coastal-toyota-southport');
  });

  it('shows a masked number until the shopper reveals it, asking for that location’s', async () => {
    const { environment } = await renderBlock('MASKED', { ...SOUTHPORT, phone: '07 55*******' });
    expect(screen.queryByRole('link', { name: /07 55/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /07 55\*+/ }));
    expect(pendingOperations(environment, 'useRevealContactPhoneMutation')).toEqual([
      { locationId: SOUTHPORT.id, line: 'MAIN' },
    ]);
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          revealContactPhone: { __typename: 'RevealContactPhonePayload', phone: '07 5555 1234' },
        },
      }),
    );
    const revealed = await screen.findByRole('link', { name: '07 5555 1234' });
    expect(revealed.getAttribute('href')).toBe('tel:0755551234');
  });

  it('falls back to the site’s own number and e-mail without a trade-in location', async () => {
    await renderBlock('IMMEDIATE', null);
    expect(screen.getByRole('link', { name: '1300 555 000' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sales@coastal.example' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Opening hours/ })).toBeNull();
  });
});
