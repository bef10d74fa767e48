import type { Site } from '@forecourt/tenants/site';
import { XMLBuilder } from 'fast-xml-parser';
import { MIN_DISPLAYED_PRICE } from '../stock/price-display.js';
import type { LeadFollowUp } from './lead-records.port.js';
import type { StoredLead } from './lead.types.js';
import { leadEnquiryLabel } from './lead-enquiry-label.js';
import { depositFactsOf } from '../reservations/reservation-lead.js';
import {
  answerRows,
  followUpFacts,
  followUpRows,
  followUpTitle,
  type FollowUpFacts,
} from './lead-follow-up-summary.js';
import {
  leadFormFactRows,
  leadPayloadFacts,
  testDriveWhen,
  visitedPagesOf,
  type LeadPayloadFacts,
} from './lead-form-facts.js';

/**
 * A lead as ADF 1.0 ("Auto-lead Data Format", the XML dealer CRMs read from lead e-mails):
 * prospect with the lead id and time, the vehicle (year, make, model, VIN, stock number, odometer
 * in km, price), the customer's contact and message, the dealership as vendor, and the site as
 * provider. A follow-up of the lead (its trade-in valuation, the accepted offer) is the same
 * prospect sent again, with the shopper's car as the `trade-in` vehicle and what the follow-up
 * says as the comments. Every document is valid against the ADF 1.0 DTD (adf-1.0.dtd, checked by
 * the tests): a CRM that validates what it reads would otherwise drop the lead.
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

/** The car a lead names is one the shopper may buy (a trade-in lead's too) or test-drive. */
const adfInterest = (lead: StoredLead) => (lead.kind === 'test_drive' ? 'test-drive' : 'buy');

/** Seconds precision with the UTC offset, as ADF's ISO 8601 request date. */
const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** How a deposit lead says the rest is paid; cash unless the shopper chose finance or a lease. */
const FINANCE_METHODS = ['cash', 'finance', 'lease'] as const;

/**
 * A reservation's or online purchase's deposit, paid online: ADF's down payment, exact, in the
 * finance block where a CRM's finance desk reads it.
 */
function depositFinanceNode(lead: StoredLead): XmlNode | undefined {
  const deposit = depositFactsOf(lead);
  if (!deposit) return undefined;
  const chosen = lead.payload.finance_method;
  const method = FINANCE_METHODS.find((name) => name === chosen) ?? 'cash';
  return {
    method,
    amount: element(deposit.deposit, {
      type: 'downpayment',
      limit: 'exact',
      currency: deposit.currency,
    }),
  };
}

/**
 * A finance enquiry's finance: the method, and the shopper's budget as the most they would
 * finance, where a CRM's finance desk reads it. A deposit lead's: the deposit paid.
 */
function financeNode(lead: StoredLead): XmlNode | undefined {
  if (lead.kind === 'reservation' || lead.kind === 'online_purchase') {
    return depositFinanceNode(lead);
  }
  if (lead.kind !== 'finance_enquiry') return undefined;
  const budget = leadPayloadFacts(lead).vehicle_price_budget;
  return {
    method: 'finance',
    ...(typeof budget === 'number' && {
      amount: element(Math.round(budget), { type: 'total', limit: 'maximum', currency: CURRENCY }),
    }),
  };
}

/** The shopper's own car's rego, on the vehicle a trade-in lead is about. */
function regoText(facts: LeadPayloadFacts): string | undefined {
  if (!facts.rego) return undefined;
  return `Rego: ${facts.rego}${facts.regoState ? ` (${facts.regoState})` : ''}`;
}

function vehicleNode(lead: StoredLead, source: string): XmlNode | undefined {
  const vehicle = lead.vehicle;
  if (!vehicle) return undefined;
  return {
    '@_interest': adfInterest(lead),
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
    ...(financeNode(lead) && { finance: financeNode(lead) }),
  };
}

/**
 * The vehicle of a lead about no particular car (a general or careers enquiry, a trade-in lead
 * before its valuation): ADF requires at least one vehicle, with a year, make and model. As CRMs
 * accept from other lead providers, they are there but empty, so the dealer reads nothing the
 * shopper did not say. A trade-in lead is about the shopper's own car, so it is the used car
 * they trade in.
 */
function unknownVehicleNode(lead: StoredLead, site: Site): XmlNode {
  if (lead.kind === 'trade_in') {
    const facts = leadPayloadFacts(lead);
    const answers = answerRows(facts.adjustmentAnswers ?? {}, site).map(
      ([label, value]) => `${label}: ${value}`,
    );
    const notes = [regoText(facts), ...answers].filter((line) => line !== undefined).join('\n');
    return {
      '@_interest': 'trade-in',
      '@_status': 'used',
      year: '',
      make: '',
      model: '',
      ...(notes && { comments: element(notes) }),
    };
  }
  const finance = financeNode(lead);
  return {
    '@_interest': adfInterest(lead),
    year: '',
    make: '',
    model: '',
    ...(finance && { finance }),
  };
}

/**
 * The shopper's words, then what the form was and everything else they said on it (budget,
 * dealership, services, rego, opt-in, campaign, pages seen): many CRMs show only the comments
 * of what has no ADF element of its own, so nothing the shopper said is lost there.
 */
function comments(lead: StoredLead, site: Site): string {
  const facts = [
    `Enquiry: ${leadEnquiryLabel(lead)}`,
    ...leadFormFactRows(lead, site).map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
  const pages = visitedPagesOf(leadPayloadFacts(lead));
  const visited = pages.length > 0 ? `\n\nPages visited:\n${pages.join('\n')}` : '';
  // A CRM shows the comments: a held lead says so before anything else.
  const held = lead.heldForReview ? `Held for review: ${lead.heldForReview.note}\n\n` : '';
  return held + (lead.message ? `${lead.message}\n\n` : '') + facts + visited;
}

/** A test drive's day and time, as ADF's time frame (the day in the site's own time). */
function timeframeNode(lead: StoredLead): XmlNode | undefined {
  const facts = leadPayloadFacts(lead);
  const when = testDriveWhen(facts);
  if (lead.kind !== 'test_drive' || !when || !facts.preferred_date) return undefined;
  const earliest = facts.preferred_time
    ? `${facts.preferred_date}T${facts.preferred_time}`
    : facts.preferred_date;
  return { description: element(`Test drive ${when}`), earliestdate: earliest };
}

interface ProspectParts {
  /** ADF's "resend": the prospect (the same lead id) was sent before. */
  status: 'new' | 'resend';
  requestDate: Date;
  vehicles: XmlNode[];
  timeframe?: XmlNode | undefined;
  comments: string;
}

function adfDocument(lead: StoredLead, site: Site, parts: ProspectParts): string {
  const { customer, dealership } = lead;
  const source = site.config.name;
  const domain = site.config.domains[0];
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    '?adf': { '@_version': ADF_VERSION },
    adf: {
      prospect: {
        '@_status': parts.status,
        id: element(lead.leadId, { sequence: '1', source }),
        requestdate: isoSeconds(parts.requestDate),
        vehicle: parts.vehicles.length > 0 ? parts.vehicles : [unknownVehicleNode(lead, site)],
        customer: {
          contact: {
            '@_primarycontact': '1',
            name: [
              element(customer.firstName, { part: 'first' }),
              element(customer.lastName, { part: 'last' }),
            ],
            email: element(customer.email),
            phone: element(customer.phone, { type: 'voice' }),
            // ADF's address needs a street, which the forms do not ask: an empty one keeps the
            // document valid and the postcode where a CRM reads it, saying nothing not said.
            ...(customer.postcode && {
              address: { street: '', postalcode: element(customer.postcode), country: COUNTRY },
            }),
          },
          ...(parts.timeframe && { timeframe: parts.timeframe }),
          comments: element(parts.comments),
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

/** The lead as an ADF 1.0 XML document (UTF-8). */
export function leadAdfXml(lead: StoredLead, site: Site): string {
  const vehicle = vehicleNode(lead, site.config.name);
  return adfDocument(lead, site, {
    status: 'new',
    requestDate: lead.createdAt,
    vehicles: vehicle ? [vehicle] : [],
    timeframe: timeframeNode(lead),
    comments: comments(lead, site),
  });
}

/** The shopper's own car, as the dealer would buy it. */
function tradeInVehicleNode(facts: FollowUpFacts, site: Site): XmlNode | undefined {
  const car = facts.vehicle;
  if (!car) return undefined;
  const rego = facts.rego
    ? [`Rego: ${facts.rego}${facts.regoState ? ` (${facts.regoState})` : ''}`]
    : [];
  const answers = answerRows(facts.adjustmentAnswers ?? {}, site).map(
    ([label, value]) => `${label}: ${value}`,
  );
  const notes = [...rego, ...answers].join('\n');
  return {
    '@_interest': 'trade-in',
    '@_status': 'used',
    year: car.year,
    make: element(car.make),
    model: element(car.model),
    ...(car.badge && { trim: element(car.badge) }),
    odometer: element(Math.round(car.km), { status: 'original', units: 'km' }),
    ...(typeof facts.offer === 'number' && {
      price: element(Math.round(facts.offer), { type: 'offer', currency: CURRENCY }),
    }),
    ...(notes && { comments: element(notes) }),
  };
}

/** A follow-up of the lead as an ADF 1.0 XML document: the same prospect, sent again. */
export function leadFollowUpAdfXml(lead: StoredLead, followUp: LeadFollowUp, site: Site): string {
  const tradeIn = tradeInVehicleNode(followUpFacts(followUp), site);
  const interest = vehicleNode(lead, site.config.name);
  const rows = followUpRows(followUp, site).map(([label, value]) => `${label}: ${value}`);
  const heading = `${followUpTitle(followUp.name)} (${leadEnquiryLabel({ category: lead.category, subcategory: followUp.name })})`;
  return adfDocument(lead, site, {
    status: 'resend',
    requestDate: followUp.occurredAt,
    vehicles: [tradeIn, interest].filter((node): node is XmlNode => node !== undefined),
    comments: [heading, ...rows].join('\n'),
  });
}
