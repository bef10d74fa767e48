import type { SendMailOptions } from 'nodemailer';
import type { Site } from '@forecourt/tenants/site';
import type { SignInType } from '@forecourt/schema/accounts/sign-in-path';
import { signInPath } from '@forecourt/schema/accounts/sign-in-path';
import { SIGN_IN_CODE_MINUTES, type IssuedSignInCode } from './sign-in-codes.js';

/** Sends a message of the site: SMTP, or the development mailbox file `mailboxFile`. */
export type SendSiteMessage = (
  message: SendMailOptions,
  site: Site,
  mailboxFile: string,
) => Promise<void>;

export interface SignInEmailInput {
  site: Site;
  to: string;
  issued: IssuedSignInCode;
  type: SignInType;
  redirect: string | null;
  /** The site's origin, for the link (https://dealer.example). */
  origin: string;
  now: Date;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail carrying a sign-in code, and a link that fills the code in on the sign-in page.
 * The link does not sign in by itself (mail scanners open links): the shopper presses "Sign in".
 */
export function signInEmail({ site, to, issued, type, redirect, origin, now }: SignInEmailInput): {
  message: SendMailOptions;
  mailboxFile: string;
} {
  const siteName = site.config.name;
  const link = new URL(signInPath({ type, redirect }), origin);
  link.searchParams.set('attempt', issued.attemptId);
  link.searchParams.set('code', issued.code);
  const subject = `${issued.code} is your ${siteName} sign-in code`;
  const text = [
    `Your ${siteName} sign-in code is ${issued.code}.`,
    `It works once, for ${SIGN_IN_CODE_MINUTES} minutes.`,
    '',
    `Or open this link and press "Sign in": ${link.href}`,
    '',
    'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the code.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
<p>Your ${escapeHtml(siteName)} sign-in code is <strong>${issued.code}</strong>.</p>
<p>It works once, for ${SIGN_IN_CODE_MINUTES} minutes.</p>
<p><a href="${escapeHtml(link.href)}">Open the sign-in page with the code filled in</a>, then press “Sign in”.</p>
<p>If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the code.</p>
</body>
</html>
`;
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '-');
  return {
    mailboxFile: `${stamp}-sign-in-${issued.attemptId}.eml`,
    message: {
      to,
      replyTo: { name: siteName, address: site.config.contact.email },
      subject,
      date: now,
      headers: { 'X-Forecourt-Sign-In-Attempt': issued.attemptId },
      text,
      html,
    },
  };
}
