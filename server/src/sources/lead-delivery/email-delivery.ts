import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatCount } from '@forecourt/schema/numbers/format-count';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import type { Site } from '@forecourt/tenants/site';
import { slugify, SLUG_PATTERN } from '@forecourt/tenants/slugify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { MIN_DISPLAYED_PRICE } from '../../stock/price-display.js';
import { ADF_CONTENT_TYPE, leadAdfXml, leadFollowUpAdfXml } from '../../leads/adf-xml.js';
import { LeadDeliveryError } from '../../leads/lead-delivery-error.js';
import type { LeadDestination, LeadKind, StoredLead } from '../../leads/lead.types.js';
import { leadEnquiryLabel } from '../../leads/lead-enquiry-label.js';
import { followUpRows, followUpTitle } from '../../leads/lead-follow-up-summary.js';
import type { LeadFollowUp } from '../records/lead-records.port.js';

/**
 * E-mails a lead to the dealership: a plain-text summary for people and the ADF 1.0 XML for
 * the dealer's CRM, as two alternatives of one message. With `SMTP_URL` set it goes out through
 * that server; otherwise (development, `pnpm start` with no servers) the message is written as an
 * .eml file into the site's mailbox folder under the data directory, shown at /dev/mailbox.
 * A lead's message always has the same Message-ID and mailbox file, so a repeated delivery is
 * recognisable (SMTP) or replaces itself (mailbox). A follow-up of the lead ("Trade-in valuation
 * for lead …") is a message of its own, answering the lead's so mail programs thread them.
 */

export const MAILBOX_FOLDER = 'mailbox';
/** The sender's address when `LEADS_MAIL_FROM` is unset: no-reply at the site's first domain. */
const NO_REPLY = 'no-reply';
const EML = '.eml';
/** Per SMTP step (connect, greeting, each command). */
export const SMTP_TIMEOUT_MS = 20_000;

export type EmailDestination = Extract<LeadDestination, { kind: 'email' }>;

const KIND_TITLES: Record<LeadKind, string> = {
  vehicle_enquiry: 'Vehicle enquiry',
  test_drive: 'Test drive request',
  finance_enquiry: 'Finance enquiry',
  general_enquiry: 'General enquiry',
  trade_in: 'Trade-in enquiry',
};

/** The site's own host: its first domain, else its development host. */
const siteHost = (site: Site) => site.config.domains[0] ?? `${site.config.slug}.localhost`;

function senderAddress(
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
  return `${KIND_TITLES[lead.kind]}${car} from ${name}`;
}

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
    ['Dealership', dealership.name],
    ['Enquiry', leadEnquiryLabel(lead)],
    ['Received', lead.createdAt.toISOString()],
    ['Lead id', lead.leadId],
  );
  const table = rowsText(rows);
  const message = lead.message ? `\n\nMessage:\n${lead.message}` : '';
  return (
    `${KIND_TITLES[lead.kind]} from the ${site.config.name} website.\n\n${table}${message}\n\n` +
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

/** The site's folder in the mailbox; the slug pattern keeps it inside the mailbox. */
export function siteMailboxDir(mailboxDir: string, slug: string): string {
  if (!SLUG_PATTERN.test(slug)) throw new Error(`slug: "${slug}" is not a site slug`);
  return path.join(mailboxDir, slug);
}

/**
 * Named by the time and the lead id (and the follow-up's name): newest sorts last, and a
 * redelivery replaces its file.
 */
function mailboxFileName(lead: StoredLead, followUp: LeadFollowUp | undefined): string {
  const at = followUp?.occurredAt ?? lead.createdAt;
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '-');
  const suffix = followUp ? `-${slugify(followUp.name)}` : '';
  return `${stamp}-${lead.leadId}${suffix}${EML}`;
}

/** The message of a job: the lead's, or the follow-up's it carries. */
function messageOf(
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

export interface MailboxMessage {
  file: string;
  raw: Buffer;
}

/** The site's mailbox messages, newest first (at most `limit`). */
export async function readMailbox(
  mailboxDir: string,
  slug: string,
  limit: number,
): Promise<MailboxMessage[]> {
  const dir = siteMailboxDir(mailboxDir, slug);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newest = names
    .filter((name) => name.endsWith(EML))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (file) => ({ file, raw: await readFile(path.join(dir, file)) })),
  );
}

export interface EmailDelivery {
  /** Where messages go, for the start-up log. */
  readonly transport: 'smtp' | 'mailbox';
  /** The mailbox folder messages are written to; null when they go out through SMTP. */
  readonly mailboxDir: string | null;
  /** Sends the lead, or the follow-up of it when one is given. */
  send(
    lead: StoredLead,
    destination: EmailDestination,
    site: Site,
    followUp?: LeadFollowUp,
  ): Promise<void>;
  /**
   * Sends another message of the site (a shopper's alert), from the site's sender unless it
   * names one. In the mailbox it is the file `mailboxFile`, so a repeated send replaces itself.
   */
  sendMessage(message: SendMailOptions, site: Site, mailboxFile: string): Promise<void>;
  close(): void;
}

/** A mailbox file name of its own: letters, digits, `.`, `_` and `-`, ending `.eml`. */
const MAILBOX_FILE = /^[\w.-]+\.eml$/;

function checkMailboxFile(file: string): string {
  if (!MAILBOX_FILE.test(file)) {
    throw new Error(`mailboxFile: "${file}" is not a plain file name ending ${EML}`);
  }
  return file;
}

export interface EmailDeliveryOptions {
  /** An SMTP server (`smtp://user:pass@host:587`, `smtps://…`); without it, the mailbox. */
  smtpUrl?: string | undefined;
  /** The mailbox folder (used when there is no SMTP server). */
  mailboxDir: string;
  /** The sender's address; default no-reply at the site's domain. */
  from?: string | undefined;
}

/** SMTP when a server is given, else the mailbox folder. */
export function createEmailDelivery({
  smtpUrl,
  mailboxDir,
  from,
}: EmailDeliveryOptions): EmailDelivery {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: smtpUrl,
      // Well inside the outbox lease, so a hung server fails the attempt instead of outliving it.
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    const sendOverSmtp = async (message: SendMailOptions) => {
      try {
        await transporter.sendMail(message);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new LeadDeliveryError(`e-mail over SMTP failed: ${reason}`, { cause: error });
      }
    };
    return {
      transport: 'smtp',
      mailboxDir: null,
      send: (lead, destination, site, followUp) =>
        sendOverSmtp(messageOf(lead, destination, site, from, followUp)),
      sendMessage: async (message, site, mailboxFile) => {
        checkMailboxFile(mailboxFile);
        await sendOverSmtp({ from: senderAddress(site, from), ...message });
      },
      close: () => transporter.close(),
    };
  }

  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const writeToMailbox = async (message: SendMailOptions, site: Site, name: string) => {
    const info = await writer.sendMail(message);
    const dir = siteMailboxDir(mailboxDir, site.config.slug);
    const file = path.join(dir, name);
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await mkdir(dir, { recursive: true });
      // Whole or not at all: the page never lists a half-written message.
      await writeFile(temp, info.message);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      const reason = error instanceof Error ? error.message : String(error);
      throw new LeadDeliveryError(`e-mail into the mailbox failed: ${reason}`, { cause: error });
    }
  };
  return {
    transport: 'mailbox',
    mailboxDir,
    send: (lead, destination, site, followUp) =>
      writeToMailbox(
        messageOf(lead, destination, site, from, followUp),
        site,
        mailboxFileName(lead, followUp),
      ),
    sendMessage: async (message, site, mailboxFile) =>
      await writeToMailbox(
        { from: senderAddress(site, from), ...message },
        site,
        checkMailboxFile(mailboxFile),
      ),
    close: () => writer.close(),
  };
}

/** `SMTP_URL` and `LEADS_MAIL_FROM` from the environment; the mailbox under the data directory. */
export function createEmailDeliveryFromEnv(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): EmailDelivery {
  return createEmailDelivery({
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailboxDir: path.join(dataDir, MAILBOX_FOLDER),
    from: env.LEADS_MAIL_FROM?.trim() || undefined,
  });
}
