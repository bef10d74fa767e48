import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { harbourSite } from '../sources/stock-search/testing/fixture-sites.js';
import { leadAdfXml } from './adf-xml.js';
import { sampleLead } from './testing/sample-lead.js';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Keep every value as the text the CRM reads.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'name',
});

interface Named {
  '#text': string;
  part: string;
}

function parseAdf(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed document is read by path
  return parser.parse(xml) as Record<string, any>;
}

describe('leadAdfXml', () => {
  const site = {
    ...harbourSite,
    config: { ...harbourSite.config, domains: ['harbourmotors.com.au'] },
  };

  it('is an ADF 1.0 document carrying every field of a vehicle enquiry', () => {
    const lead = sampleLead();
    const adf = parseAdf(leadAdfXml(lead, site));
    expect(adf['?adf']).toEqual({ version: '1.0' });
    const prospect = adf.adf.prospect;
    expect(prospect.status).toBe('new');
    expect(prospect.id).toEqual({ '#text': lead.leadId, sequence: '1', source: 'Harbour Motors' });
    expect(prospect.requestdate).toBe('2026-11-01T09:00:00Z');

    expect(prospect.vehicle).toEqual({
      interest: 'buy',
      status: 'used',
      id: { '#text': 'car-7001', source: 'Harbour Motors' },
      year: '2021',
      make: 'Toyota',
      model: 'RAV4',
      vin: 'JTMW43FV60D123456',
      stock: 'U7001',
      odometer: { '#text': '42310', status: 'original', units: 'km' },
      price: { '#text': '38990', type: 'asking', currency: 'AUD' },
    });

    const contact = prospect.customer.contact;
    expect(contact.name.map((name: Named) => [name.part, name['#text']])).toEqual([
      ['first', 'Jane'],
      ['last', 'Citizen'],
    ]);
    expect(contact.email).toBe('jane.citizen@example.com');
    expect(contact.phone).toEqual({ '#text': '0412 345 678', type: 'voice' });
    expect(contact.address).toEqual({ postalcode: '4217', country: 'AU' });
    expect(prospect.customer.comments).toBe(
      'Is it still available? Can I see it on Saturday?\n\nEnquiry: Vehicle Enquiry – Used Vehicle Enquiry',
    );

    expect(prospect.vendor).toEqual({
      id: { '#text': 'dealer-101', source: 'Harbour Motors' },
      vendorname: 'Harbour Toyota',
      contact: {
        name: [{ '#text': 'Harbour Toyota', part: 'full' }],
        email: 'toyota@harbour.example.com',
      },
    });
    expect(prospect.provider).toEqual({
      name: [{ '#text': 'Forecourt', part: 'full' }],
      service: 'Harbour Motors website',
      url: 'https://harbourmotors.com.au',
    });
  });

  it('keeps markup and quotes the shopper typed as text, and drops control characters', () => {
    const message = 'Price < $40k & "no" </comments><injected/> \u0000\u0007ok';
    const adf = parseAdf(leadAdfXml(sampleLead({ message }), site));
    expect(adf.adf.prospect.customer.comments).toMatch(
      /^Price < \$40k & "no" <\/comments><injected\/> ok\n/,
    );
    expect(adf.adf.prospect.injected).toBeUndefined();
  });

  it('marks test drives, finance enquiries and new cars the ADF way', () => {
    const lead = sampleLead();
    const testDrive = parseAdf(
      leadAdfXml(
        sampleLead({ kind: 'test_drive', vehicle: { ...lead.vehicle!, carType: 'new' } }),
        site,
      ),
    );
    expect(testDrive.adf.prospect.vehicle).toMatchObject({ interest: 'test-drive', status: 'new' });
    expect(testDrive.adf.prospect.vehicle.finance).toBeUndefined();

    const finance = parseAdf(
      leadAdfXml(
        sampleLead({ kind: 'finance_enquiry', vehicle: { ...lead.vehicle!, carType: 'demo' } }),
        site,
      ),
    );
    expect(finance.adf.prospect.vehicle).toMatchObject({
      interest: 'buy',
      status: 'used',
      finance: { method: 'finance' },
    });
  });

  it('leaves out what the lead does not have: price, VIN, postcode, vehicle, site URL', () => {
    const lead = sampleLead();
    const noPrice = parseAdf(
      leadAdfXml(
        sampleLead({ vehicle: { ...lead.vehicle!, price: 0, vin: undefined } }),
        // No domain of its own.
        harbourSite,
      ),
    );
    expect(noPrice.adf.prospect.vehicle.price).toBeUndefined();
    expect(noPrice.adf.prospect.vehicle.vin).toBeUndefined();
    expect(noPrice.adf.prospect.provider.url).toBeUndefined();

    const general = parseAdf(
      leadAdfXml(
        sampleLead({
          kind: 'general_enquiry',
          category: 'General Enquiry',
          subcategory: 'Career Enquiry',
          vehicle: undefined,
          message: undefined,
          customer: { ...lead.customer, postcode: undefined },
        }),
        site,
      ),
    );
    expect(general.adf.prospect.vehicle).toBeUndefined();
    expect(general.adf.prospect.customer.contact.address).toBeUndefined();
    expect(general.adf.prospect.customer.comments).toBe(
      'Enquiry: General Enquiry – Career Enquiry',
    );
  });
});
