import { financeSchema } from '@forecourt/tenants/settings/finance-settings.schema';
import { describe, expect, it } from 'vitest';
import {
  carFinanceEnquiryPath,
  offersPersonalisedFinance,
  siteHref,
} from './finance-enquiry-path.js';

const finance = (enquiryPage: Record<string, unknown> = {}) => financeSchema.parse({ enquiryPage });

describe('where a vehicle’s finance links lead', () => {
  it('is /finance by default, whatever the vehicle', () => {
    expect(carFinanceEnquiryPath({ hasNvic: true }, finance())).toBe('/finance');
    expect(offersPersonalisedFinance({ hasNvic: true }, finance())).toBe(false);
  });

  it('is the site’s own finance page', () => {
    const site = finance({ path: '/finance-enquiry' });
    expect(carFinanceEnquiryPath({ hasNvic: false }, site)).toBe('/finance-enquiry');
  });

  it('is the personalised finance page for a vehicle with an NVIC, on sites that offer it', () => {
    const site = finance({ path: '/apply-for-finance', personalisedForNvic: true });
    expect(carFinanceEnquiryPath({ hasNvic: true }, site)).toBe('/personalised/finance');
    expect(offersPersonalisedFinance({ hasNvic: true }, site)).toBe(true);
    expect(carFinanceEnquiryPath({ hasNvic: false }, site)).toBe('/apply-for-finance');
    expect(offersPersonalisedFinance({ hasNvic: false }, site)).toBe(false);
  });

  it('refuses a finance address the product does not have, naming the field', () => {
    const result = financeSchema.safeParse({ enquiryPage: { path: '/loans' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['enquiryPage', 'path']);
  });
});

describe('the site’s own links', () => {
  it('lead any finance address to the site’s finance page, and leave the rest alone', () => {
    const site = finance({ path: '/apply-for-finance' });
    expect(siteHref('/finance', site)).toBe('/apply-for-finance');
    expect(siteHref('/finance-enquiry', site)).toBe('/apply-for-finance');
    expect(siteHref('/contact', site)).toBe('/contact');
    expect(siteHref('https://example.com/finance', site)).toBe('https://example.com/finance');
  });
});
