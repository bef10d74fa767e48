import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';
import { siteLeadForm } from './site-lead-form.js';
import { siteWithLeadForms } from './testing/lead-test-sites.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform(10);
});
afterAll(async () => {
  await platform.close();
});

const LEAD_FORM = /* GraphQL */ `
  query LeadForm($form: LeadFormKind!) {
    site {
      leadForm(form: $form) {
        messageOptional
        showPreferredDealership
        dealerships {
          slug
          name
        }
        showLocationSelect
        locations {
          id
          name
          openingHours {
            weekday
            status
            open
            close
          }
        }
        termsRequired
        termsUrl
        categories
        careersCategory
        checkOptions {
          name
          label
        }
        checkOptionsAsRadio
        today
      }
    }
  }
`;

interface LeadFormAnswer {
  site: {
    leadForm: {
      messageOptional: boolean;
      showPreferredDealership: boolean;
      dealerships: { slug: string; name: string }[];
      showLocationSelect: boolean;
      locations: {
        id: string;
        name: string;
        openingHours: {
          weekday: number;
          status: string;
          open: string | null;
          close: string | null;
        }[];
      }[];
      termsRequired: boolean;
      termsUrl: string | null;
      categories: string[];
      careersCategory: string;
      checkOptions: { name: string; label: string }[];
      checkOptionsAsRadio: boolean;
      today: string;
    };
  };
}

async function leadForm(slug: string, form: string) {
  const response = await platform.query<LeadFormAnswer>(platform.hostOf(slug), LEAD_FORM, { form });
  expect(response.errors).toBeUndefined();
  return response.data!.site.leadForm;
}

describe('Site.leadForm', () => {
  it('asks northside’s shoppers to agree to the terms, and which of its two dealerships, on every form', async () => {
    for (const form of ['VEHICLE_ENQUIRY', 'TRADE_IN'] as const) {
      expect(await leadForm('northside-used-cars', form)).toMatchObject({
        termsRequired: true,
        termsUrl: '/terms-and-conditions',
        // Spec 2 §5: a site with several dealerships asks which one (the default).
        showPreferredDealership: true,
        showLocationSelect: false,
        messageOptional: false,
        categories: ['General Enquiry', 'Service', 'Careers'],
        careersCategory: 'Careers',
        checkOptions: [],
        today: '2026-11-01',
      });
    }
  });

  it('names the terms without a link on a site that has no terms page', async () => {
    const site = platform.sites.find((s) => s.config.slug === 'northside-used-cars')!;
    const pages = site.contentPages;
    site.contentPages = pages?.filter((page) => page.path !== '/terms-and-conditions');
    try {
      expect(await leadForm('northside-used-cars', 'VEHICLE_ENQUIRY')).toMatchObject({
        termsRequired: true,
        termsUrl: null,
      });
    } finally {
      site.contentPages = pages;
    }
  });

  it('offers outback’s three dealerships and its check options, none on its trade-in form', async () => {
    const enquiry = await leadForm('outback-caravans', 'VEHICLE_ENQUIRY');
    expect(enquiry).toMatchObject({
      showPreferredDealership: true,
      dealerships: [
        { slug: 'outback-toowoomba', name: 'Outback Caravans Toowoomba' },
        { slug: 'outback-dubbo', name: 'Outback Caravans Dubbo' },
        { slug: 'outback-tamworth', name: 'Outback Caravans Tamworth' },
      ],
      termsRequired: false,
      termsUrl: null,
      checkOptions: [
        { name: 'finance', label: 'Finance' },
        { name: 'tradeIn', label: 'Trade-in' },
        { name: 'extendedWarranty', label: 'Extended warranty' },
      ],
      categories: ['Sales Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Careers'],
    });
    expect((await leadForm('outback-caravans', 'TRADE_IN')).checkOptions).toEqual([]);
    expect((await leadForm('outback-caravans', 'FINANCE_ENQUIRY')).checkOptions).toEqual([
      { name: 'tradeIn', label: 'Trade-in' },
      { name: 'extendedWarranty', label: 'Extended warranty' },
    ]);
  });

  it('shows coastal’s location select: its sales yards with their hours, every location for a general enquiry', async () => {
    const testDrive = await leadForm('coastal-motor-group', 'TEST_DRIVE');
    expect(testDrive.showLocationSelect).toBe(true);
    expect(testDrive.termsRequired).toBe(false);
    expect(testDrive.locations.map((l) => l.id)).toEqual([
      'cmg-southport',
      'cmg-maroochydore',
      'cmg-newstead',
      'cmg-broadmeadow',
      'cmg-port-macquarie',
    ]);
    const southport = testDrive.locations[0]!;
    expect(southport.openingHours.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(southport.openingHours.every((h) => h.status === 'Open' || h.status === 'Closed')).toBe(
      true,
    );
    const general = await leadForm('coastal-motor-group', 'GENERAL_ENQUIRY');
    expect(general.locations.map((l) => l.id)).toContain('cmg-southport-service');
  });
});

describe('the lead form’s today', () => {
  it('is the site’s own day: already tomorrow in Brisbane on a UTC afternoon', async () => {
    const site = (await loadDemoSites())[0]!;
    const afternoon = new Date('2026-11-01T15:00:00Z');
    expect(siteLeadForm(site, 'test-drive', afternoon).today).toBe('2026-11-02');
    const perth = siteWithLeadForms(site, 'perth-dealer', { timeZone: 'Australia/Perth' });
    expect(siteLeadForm(perth, 'test-drive', afternoon).today).toBe('2026-11-01');
  });
});
