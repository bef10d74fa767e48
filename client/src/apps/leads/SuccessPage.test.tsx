import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLeadRoute } from './render-lead-route';

const SITE = { name: 'Northside Used Cars' };

describe('SuccessPage', () => {
  it('thanks the shopper with the lead reference and links back to the vehicle and the stock', async () => {
    await renderLeadRoute(
      {
        pathname: '/success',
        search: '?lead=4f1c2b9e-lead',
        state: {
          leadId: '4f1c2b9e-lead',
          back: { path: '/cars/2019-toyota-hilux-sr5', label: 'Back to 2019 Toyota Hilux SR5' },
        },
      },
      { Site: () => SITE },
    );

    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'Thank you — your enquiry has been sent',
    });
    expect(screen.getByText('4f1c2b9e-lead')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to 2019 Toyota Hilux SR5' }).getAttribute('href'),
    ).toBe('/cars/2019-toyota-hilux-sr5');
    expect(screen.getByRole('link', { name: 'Browse all stock' }).getAttribute('href')).toBe(
      '/search/new-used-and-demo-cars',
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('links to the stock when it does not know where the shopper came from', async () => {
    await renderLeadRoute('/success?lead=4f1c2b9e-lead', { Site: () => SITE });

    expect(screen.getByText('4f1c2b9e-lead')).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Browse all stock',
    ]);
  });
});
