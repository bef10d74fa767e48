import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { SiteFooterLinksTestQuery } from '../__generated__/SiteFooterLinksTestQuery.graphql';
import { renderWithRelay } from '../testing/renderWithRelay';
import { SiteFooterLinks } from './SiteFooterLinks';

const query = graphql`
  query SiteFooterLinksTestQuery @relay_test_operation {
    site {
      ...SiteFooterLinks_site
    }
  }
`;

interface SiteAnswer {
  contentPages: { path: string; title: string }[];
  financeEnquiryPath: string;
  servicePage: { url: string };
  features: { tradeIn: boolean; testDrive: boolean };
}

function renderFooter(site: SiteAnswer) {
  return renderWithRelay<SiteFooterLinksTestQuery>({
    query,
    resolvers: { Site: () => site },
    render: (data) => <SiteFooterLinks site={data.site} />,
  });
}

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('SiteFooterLinks', () => {
  it("lists the site's own pages and every app page it offers", async () => {
    await renderFooter({
      contentPages: [
        { path: '/about-us', title: 'About us' },
        { path: '/pages/faq', title: 'FAQ' },
      ],
      financeEnquiryPath: '/finance-enquiry',
      servicePage: { url: '/service' },
      features: { tradeIn: true, testDrive: true },
    });
    expect(linksOf('Information')).toEqual([
      ['About us', '/about-us'],
      ['FAQ', '/pages/faq'],
    ]);
    expect(linksOf('Quick links')).toEqual([
      ['Finance', '/finance-enquiry'],
      ['Sell your car', '/trade-in'],
      ['Book a service', '/service'],
      ['Book a test drive', '/book-test-drive/'],
      ['Careers', '/careers'],
      ['Contact', '/contact'],
      ['Locations', '/dealer-locator'],
    ]);
  });

  it('leaves out what the site has switched off and books services where the site does', async () => {
    await renderFooter({
      contentPages: [],
      financeEnquiryPath: '/finance',
      servicePage: { url: 'https://booking.example.com/service' },
      features: { tradeIn: false, testDrive: false },
    });
    expect(screen.queryByRole('navigation', { name: 'Information' })).toBeNull();
    const links = linksOf('Quick links');
    expect(links.map(([label]) => label)).toEqual([
      'Finance',
      'Book a service',
      'Careers',
      'Contact',
      'Locations',
    ]);
    const service = screen.getByRole('link', { name: 'Book a service' });
    expect(service.getAttribute('href')).toBe('https://booking.example.com/service');
    expect(service.getAttribute('rel')).toBe('noopener');
  });
});
