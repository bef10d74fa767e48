import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Site } from '@forecourt/tenants/site';
import { slugify, SLUG_PATTERN } from '@forecourt/tenants/slugify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { LeadDeliveryError } from '../../leads/lead-delivery-error.js';
import type { StoredLead } from '../../leads/lead.types.js';
import type { LeadFollowUp } from '../../leads/lead-records.port.js';
import {
  leadJobMessage,
  senderAddress,
  type EmailDestination,
} from '../../leads/lead-email-message.js';

/**
 * Sends e-mails (leads, their follow-ups, alert e-mails): with `SMTP_URL` set through that
 * server; otherwise (development, `pnpm start` with no servers) each message is written as an
 * .eml file into the site's mailbox folder under the data directory, shown at /dev/mailbox. A
 * message's mailbox file is fixed, so a repeated delivery replaces itself. What a lead's e-mail
 * says is lead-email-message.ts.
 */

export const MAILBOX_FOLDER = 'mailbox';
const EML = '.eml';
/** Per SMTP step (connect, greeting, each command). */
export const SMTP_TIMEOUT_MS = 20_000;

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
        sendOverSmtp(leadJobMessage(lead, destination, site, from, followUp)),
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
        leadJobMessage(lead, destination, site, from, followUp),
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
