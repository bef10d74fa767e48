import { formatCount } from '@forecourt/schema/numbers/format-count';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import type { Site } from '@forecourt/tenants/site';
import { slugify } from '@forecourt/tenants/slugify';
import type { SendMailOptions } from 'nodemailer';
import { MIN_DISPLAYED_PRICE } from '../stock/price-display.js';
import { ADF_CONTENT_TYPE, leadAdfXml, leadFollowUpAdfXml } from './adf-xml.js';
import type { LeadDestination, LeadKind, StoredLead } from './lead.types.js';
import { leadEnquiryLabel } from './lead-enquiry-label.js';
import { followUpRows, followUpTitle } from './lead-follow-up-summary.js';
import { leadFormFactRows, leadPayloadFacts, visitedPagesOf } from './lead-form-facts.js';
import type { LeadFollowUp } from './lead-records.port.js';

/**
 * What a lead's e-mail says: a plain-text summary for people and the ADF 1.0 XML for the
 * dealer's CRM, as two alternatives of one message, with a Message-ID that is the same on every
 * delivery. A follow-up of the lead is a message of its own, answering the lead's so mail
 * programs thread them. How it is sent is email-delivery.ts.
 */

/** The sender's address when `LEADS_MAIL_FROM` is unset: no-reply at the site's first domain. */
const NO_REPLY = 'no-reply';

export type EmailDestination = Extract<LeadDestination, { kind: 'email' }>;

const KIND_TITLES: Record<LeadKind, string> = {
  vehicle_enquiry: 'Vehicle enquiry',
  test_drive: 'Test drive request',
  finance_enquiry: 'Finance enquiry',
  general_enquiry: 'General enquiry',
  trade_in: 'Trade-in enquiry',
  reservation: 'Vehicle reservation',
  online_purchase: 'Online purchase',
};

/** The site's own host: its first domain, else its development host. */
const siteHost = (site: Site) => site.config.domains[0] ?? `${site.config.slug}.localhost`;

export function senderAddress(
  site: Site,
  configured: string | undefined,
): { name: string; address: string } {
  return {
    name: `${site.config.name} website`,
    address: configured || `${NO_REPLY}@${siteHost(site)}`,
  };
}

function subjectOf(lead: StoredLead): string {
  const name = `${lead.customer.firstName} ${lead.customer.lastName}`.trim();
  const car = lead.vehicle
    ? ` – ${lead.vehicle.year} ${lead.vehicle.make} ${lead.vehicle.model} (stock ${lead.vehicle.stockNumber})`
    : '';
  return `${heldLabel(lead)}${KIND_TITLES[lead.kind]}${car} from ${name}`;
}

/** Said first in a held lead's subject, so a dealer's mail rules and eyes catch it. */
export const HELD_FOR_REVIEW_LABEL = '[Held for review]';

const heldLabel = (lead: StoredLead) => (lead.heldForReview ? `${HELD_FOR_REVIEW_LABEL} ` : '');

/** The table of a summary: labels padded to one width, rows without a value left out. */
function rowsText(rows: readonly [string, string | undefined][]): string {
  const kept = rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
  const width = Math.max(...kept.map(([label]) => label.length)) + 2;
  return kept.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n');
}

/** The summary a person reads; the same facts as the ADF part. */
function summaryOf(lead: StoredLead, site: Site): string {
  const { customer, vehicle, dealership } = lead;
  const rows: [string, string | undefined][] = [
    ['Customer', `${customer.firstName} ${customer.lastName}`],
    ['E-mail', customer.email],
    ['Phone', customer.phone],
    ['Postcode', customer.postcode],
  ];
  if (vehicle) {
    rows.push(
      ['Vehicle', `${vehicle.year} ${vehicle.make} ${vehicle.model} (${vehicle.carType})`],
      ['Stock no.', vehicle.stockNumber],
      ['VIN', vehicle.vin],
      ['Odometer', `${formatCount(vehicle.km)} km`],
      ['Price', vehicle.price > MIN_DISPLAYED_PRICE ? formatDollars(vehicle.price) : undefined],
    );
  }
  rows.push(
    ...leadFormFactRows(lead, site),
    ['Dealership', dealership.name],
    ['Enquiry', leadEnquiryLabel(lead)],
    ['Received', lead.createdAt.toISOString()],
    ['Lead id', lead.leadId],
  );
  const table = rowsText(rows);
  const message = lead.message ? `\n\nMessage:\n${lead.message}` : '';
  const pages = visitedPagesOf(leadPayloadFacts(lead));
  const visited =
    pages.length > 0 ? `\n\nPages visited:\n${pages.map((page) => `- ${page}`).join('\n')}` : '';
  const held = lead.heldForReview ? `${HELD_FOR_REVIEW_LABEL} ${lead.heldForReview.note}\n\n` : '';
  return (
    `${held}${KIND_TITLES[lead.kind]} from the ${site.config.name} website.\n\n${table}${message}${visited}\n\n` +
    `The ADF 1.0 XML of this lead is part of this message (${ADF_CONTENT_TYPE}).\n`
  );
}

/** The lead's e-mail, as nodemailer sends or writes it. */
export function leadEmailMessage(
  lead: StoredLead,
  destination: EmailDestination,
  site: Site,
  from?: string,
): SendMailOptions {
  return {
    from: senderAddress(site, from),
    to: destination.to,
    // Replying reaches the shopper.
    replyTo: {
      name: `${lead.customer.firstName} ${lead.customer.lastName}`,
      address: lead.customer.email,
    },
    subject: subjectOf(lead),
    date: lead.createdAt,
    messageId: leadMessageId(lead, site),
    headers: { 'X-Forecourt-Lead-Id': lead.leadId },
    text: summaryOf(lead, site),
    alternatives: [
      {
        contentType: `${ADF_CONTENT_TYPE}; charset=utf-8`,
        content: leadAdfXml(lead, site),
      },
    ],
  };
}

const leadMessageId = (lead: StoredLead, site: Site) => `<lead-${lead.leadId}@${siteHost(site)}>`;

/** A follow-up's e-mail: what it says, then who the lead is from, with its ADF XML. */
export function leadFollowUpEmailMessage(
  lead: StoredLead,
  followUp: LeadFollowUp,
  destination: EmailDestination,
  site: Site,
  from?: string,
): SendMailOptions {
  const name = `${lead.customer.firstName} ${lead.customer.lastName}`.trim();
  const title = followUpTitle(followUp.name);
  const table = rowsText([
    ...followUpRows(followUp, site),
    ['Customer', name],
    ['E-mail', lead.customer.email],
    ['Phone', lead.customer.phone],
    ['Postcode', lead.customer.postcode],
    ['Dealership', lead.dealership.name],
    ['Enquiry', leadEnquiryLabel({ category: lead.category, subcategory: followUp.name })],
    ['Recorded', followUp.occurredAt.toISOString()],
    ['Lead id', lead.leadId],
  ]);
  const original = leadMessageId(lead, site);
  return {
    from: senderAddress(site, from),
    to: destination.to,
    replyTo: { name, address: lead.customer.email },
    subject: `${title} for lead ${lead.leadId} from ${name}`,
    date: followUp.occurredAt,
    messageId: `<lead-${lead.leadId}-${slugify(followUp.name)}@${siteHost(site)}>`,
    inReplyTo: original,
    references: [original],
    headers: { 'X-Forecourt-Lead-Id': lead.leadId, 'X-Forecourt-Follow-Up': followUp.name },
    text:
      `${title} for a lead from the ${site.config.name} website.\n\n${table}\n\n` +
      `The ADF 1.0 XML of this follow-up is part of this message (${ADF_CONTENT_TYPE}).\n`,
    alternatives: [
      {
        contentType: `${ADF_CONTENT_TYPE}; charset=utf-8`,
        content: leadFollowUpAdfXml(lead, followUp, site),
      },
    ],
  };
}

/** The message of a delivery job: the lead's, or the follow-up's it carries. */
export function leadJobMessage(
  lead: StoredLead,
  destination: EmailDestination,
  site: Site,
  from: string | undefined,
  followUp: LeadFollowUp | undefined,
): SendMailOptions {
  return followUp
    ? leadFollowUpEmailMessage(lead, followUp, destination, site, from)
    : leadEmailMessage(lead, destination, site, from);
}
