import type { Site } from '@forecourt/tenants/site';
import { XMLBuilder } from 'fast-xml-parser';
import { MIN_DISPLAYED_PRICE } from '../stock/price-display.js';
import type { StoredLead } from './lead.types.js';
import { leadEnquiryLabel } from './lead-enquiry-label.js';

/**
 * A lead as ADF 1.0 ("Auto-lead Data Format", the XML dealer CRMs read from lead e-mails):
 * prospect with the lead id and time, the vehicle (year, make, model, VIN, stock number, odometer
 * in km, price), the customer's contact and message, the dealership as vendor, and the site as
 * provider. A lead about no particular car (a general enquiry) carries no vehicle.
 */

export const ADF_CONTENT_TYPE = 'application/x-adf+xml';
export const ADF_VERSION = '1.0';
/** The platform, named as the ADF provider. */
export const ADF_PROVIDER_NAME = 'Forecourt';
const CURRENCY = 'AUD';
const COUNTRY = 'AU';

/** Characters XML 1.0 cannot hold (control characters a browser may still send). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (text: string) => text.replace(NOT_XML_CHAR, '');

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
});

type XmlNode = Record<string, unknown>;
const element = (text: string | number, attributes: Record<string, string> = {}): XmlNode => ({
  '#text': typeof text === 'number' ? text : xmlText(text),
  ...Object.fromEntries(Object.entries(attributes).map(([name, value]) => [`@_${name}`, value])),
});

/** ADF knows new and used only; a demo car has been registered and driven, so it is used. */
const adfStatus = (carType: string) => (carType === 'new' ? 'new' : 'used');

/** Seconds precision with the UTC offset, as ADF's ISO 8601 request date. */
const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function vehicleNode(lead: StoredLead, source: string): XmlNode | undefined {
  const vehicle = lead.vehicle;
  if (!vehicle) return undefined;
  return {
    '@_interest': lead.kind === 'test_drive' ? 'test-drive' : 'buy',
    '@_status': adfStatus(vehicle.carType),
    id: element(vehicle.carId, { source }),
    year: vehicle.year,
    make: element(vehicle.make),
    model: element(vehicle.model),
    ...(vehicle.vin && { vin: element(vehicle.vin) }),
    stock: element(vehicle.stockNumber),
    odometer: element(Math.round(vehicle.km), { status: 'original', units: 'km' }),
    ...(vehicle.price > MIN_DISPLAYED_PRICE && {
      price: element(Math.round(vehicle.price), { type: 'asking', currency: CURRENCY }),
    }),
    ...(lead.kind === 'finance_enquiry' && { finance: { method: 'finance' } }),
  };
}

/** The shopper's words, then what the form was, so the dealer sees why they wrote. */
function comments(lead: StoredLead): string {
  const enquiry = `Enquiry: ${leadEnquiryLabel(lead)}`;
  return lead.message ? `${lead.message}\n\n${enquiry}` : enquiry;
}

/** The lead as an ADF 1.0 XML document (UTF-8). */
export function leadAdfXml(lead: StoredLead, site: Site): string {
  const { customer, dealership } = lead;
  const source = site.config.name;
  const domain = site.config.domains[0];
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    '?adf': { '@_version': ADF_VERSION },
    adf: {
      prospect: {
        '@_status': 'new',
        id: element(lead.leadId, { sequence: '1', source }),
        requestdate: isoSeconds(lead.createdAt),
        vehicle: vehicleNode(lead, source),
        customer: {
          contact: {
            '@_primarycontact': '1',
            name: [
              element(customer.firstName, { part: 'first' }),
              element(customer.lastName, { part: 'last' }),
            ],
            email: element(customer.email),
            phone: element(customer.phone, { type: 'voice' }),
            ...(customer.postcode && {
              address: { postalcode: element(customer.postcode), country: COUNTRY },
            }),
          },
          comments: element(comments(lead)),
        },
        vendor: {
          id: element(dealership.id, { source }),
          vendorname: element(dealership.name),
          contact: {
            name: element(dealership.name, { part: 'full' }),
            ...(dealership.email && { email: element(dealership.email) }),
          },
        },
        provider: {
          name: element(ADF_PROVIDER_NAME, { part: 'full' }),
          service: element(`${site.config.name} website`),
          ...(domain && { url: `https://${domain}` }),
        },
      },
    },
  };
  return builder.build(document) as string;
}
