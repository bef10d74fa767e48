import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import { leadAdfXml, leadFollowUpAdfXml } from './adf-xml.js';
import type { StoredLead } from './lead.types.js';
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
    // ADF's address needs a street, which no form asks: it is there, empty.
    expect(contact.address).toEqual({ street: '', postalcode: '4217', country: 'AU' });
    expect(prospect.customer.comments).toBe(
      'Is it still available? Can I see it on Saturday?\n\nEnquiry: Vehicle Enquiry – Used Vehicle Enquiry\n' +
        'Page: https://harbour.example.com/cars/2021-toyota-rav4-u7001',
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

  it('leaves out what the lead does not have: price, VIN, postcode, vehicle details, site URL', () => {
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
          payload: { category: 'General Enquiry', subcategory: 'Career Enquiry' },
        }),
        site,
      ),
    );
    // ADF requires a vehicle: one of no particular car says nothing of it.
    expect(general.adf.prospect.vehicle).toEqual({
      interest: 'buy',
      year: '',
      make: '',
      model: '',
    });
    expect(general.adf.prospect.customer.contact.address).toBeUndefined();
    expect(general.adf.prospect.customer.comments).toBe(
      'Enquiry: General Enquiry – Career Enquiry',
    );
  });
  it('names no car but what the shopper wants when the lead is about no particular car', () => {
    const noCar = (kind: StoredLead['kind']) =>
      parseAdf(leadAdfXml(sampleLead({ kind, vehicle: undefined }), site)).adf.prospect;
    // A trade-in lead before its valuation: the shopper's own car, not yet described.
    expect(noCar('trade_in').vehicle).toEqual({
      interest: 'trade-in',
      status: 'used',
      year: '',
      make: '',
      model: '',
    });
    expect(noCar('finance_enquiry').vehicle).toEqual({
      interest: 'buy',
      year: '',
      make: '',
      model: '',
      finance: { method: 'finance' },
    });
    expect(noCar('trade_in').customer.contact.address).toEqual({
      street: '',
      postalcode: '4217',
      country: 'AU',
    });
  });
});

describe('leadFollowUpAdfXml', () => {
  const lead = sampleLead({
    kind: 'trade_in',
    category: 'Trade-In',
    subcategory: '',
    message: undefined,
  });
  const followUp = {
    name: '2. Valuation',
    occurredAt: new Date('2026-11-01T10:15:00.000Z'),
    payload: {
      rego: 'ABC123',
      regoState: 'QLD',
      vehicle: { year: 2020, make: 'Mazda', model: 'CX-5', badge: 'Maxx', km: 61_250 },
      adjustmentAnswers: { 'service-history': 'partial', condition: 'good', colour: 'red' },
      offer: 17_800,
      estimate_low: 14_700,
      estimate_high: 20_900,
      valid_until: '2026-11-08T10:15:00.000Z',
      offer_accepted: false,
    },
  };

  it('sends the same prospect again with the shopper’s car as the trade-in vehicle', () => {
    const adf = parseAdf(leadFollowUpAdfXml(lead, followUp, harbourSite)).adf.prospect;
    expect(adf.status).toBe('resend');
    expect(adf.id['#text']).toBe(lead.leadId);
    expect(adf.requestdate).toBe('2026-11-01T10:15:00Z');
    const [tradeIn, interest] = adf.vehicle as [Record<string, unknown>, Record<string, unknown>];
    expect(tradeIn).toEqual({
      interest: 'trade-in',
      status: 'used',
      year: '2020',
      make: 'Mazda',
      model: 'CX-5',
      trim: 'Maxx',
      odometer: { '#text': '61250', status: 'original', units: 'km' },
      price: { '#text': '17800', type: 'offer', currency: 'AUD' },
      // The site's own words for its questions; an answer it does not ask about, as sent.
      comments: 'Rego: ABC123 (QLD)\nService history: Partial\nCondition: Good\ncolour: red',
    });
    // The car the shopper came from is still the car of interest.
    expect(interest).toMatchObject({ interest: 'buy', stock: 'U7001' });
    expect(adf.customer.comments).toBe(
      [
        'Trade-in valuation (Trade-In – 2. Valuation)',
        'Trade-in: 2020 Mazda CX-5 Maxx',
        'Odometer: 61,250 km',
        'Rego: ABC123 (QLD)',
        'Service history: Partial',
        'Condition: Good',
        'colour: red',
        'Offer: $17,800',
        'Estimate: $14,700 – $20,900',
        'Offer valid until: 2026-11-08',
        'Offer accepted: Not yet',
      ].join('\n'),
    );
  });

  it('says why there is no offer, and carries no price', () => {
    const noOffer = {
      ...followUp,
      payload: { ...followUp.payload, offer: null, reason: 'Too many km.' },
    };
    const adf = parseAdf(
      leadFollowUpAdfXml(sampleLead({ ...lead, vehicle: undefined }), noOffer, harbourSite),
    ).adf.prospect;
    expect(adf.vehicle.interest).toBe('trade-in');
    expect(adf.vehicle.price).toBeUndefined();
    expect(adf.customer.comments).toMatch(/\nNo online offer: Too many km\.$/);
  });
});
