import { describe, expect, it } from 'vitest';
import { serviceLinkHref, servicePageHref, servicePageRedirect } from './service-page.js';

const OWN = { servicePage: { category: 'Service' } };
const EXTERNAL = {
  servicePage: { category: 'Service', externalUrl: 'https://www.toyota.com.au/service-booking' },
};

describe('Book a Service', () => {
  it("leads to the site's own /service page unless the site books elsewhere", () => {
    expect(servicePageHref(OWN)).toBe('/service');
    expect(servicePageHref(EXTERNAL)).toBe('https://www.toyota.com.au/service-booking');
    expect(serviceLinkHref('/service', EXTERNAL)).toBe('https://www.toyota.com.au/service-booking');
    expect(serviceLinkHref('/contact', EXTERNAL)).toBe('/contact');
  });

  it('answers /service with a 302 to the booking page only on a site that books elsewhere', () => {
    expect(servicePageRedirect('/service', OWN)).toBeNull();
    expect(servicePageRedirect('/services', EXTERNAL)).toBeNull();
    for (const path of ['/service', '/service/']) {
      const response = servicePageRedirect(path, EXTERNAL)!;
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://www.toyota.com.au/service-booking');
    }
  });
});
