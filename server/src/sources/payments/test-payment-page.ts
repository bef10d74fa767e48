import { randomBytes } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { escapeXml as escapeHtml } from '@forecourt/schema/markup/escape-xml';
import { formatCents } from '@forecourt/schema/money/format-cents';
import { TEST_PAYMENT_PATH } from '@forecourt/schema/reservations/checkout-paths';
import type { SiteRoute } from '../../http/app.js';
import type { logger } from '../../logger.js';
import type { PaymentEventHandler } from '../../payments/payment-provider.port.js';
import { postedFromSameOrigin } from '../../web/lead-form-post.js';
import { developmentPaymentEvent } from './development-payment-provider.js';
import type {
  DevelopmentPaymentSession,
  DevelopmentPaymentTokens,
} from './development-payment-token.js';

/**
 * The development provider's payment page, TEST_PAYMENT_PATH/<session token>: what Stripe's
 * checkout page is with real keys, unmistakably marked as a test. It names who is paid, for what,
 * how much and the reservation's reference, and offers three buttons that post back here (plain
 * HTML forms: no script, so it works without JavaScript and under a CSP that allows none):
 * pay (the reservation is paid, the shopper goes to the success page), cancel (back to the reserve
 * page) and decline (as a declined card: the page again, nothing changed).
 */

/** The three buttons' values. */
export const TEST_PAYMENT_ACTIONS = ['pay', 'cancel', 'decline'] as const;
export type TestPaymentAction = (typeof TEST_PAYMENT_ACTIONS)[number];

export const TEST_PAYMENT_BANNER = 'Test payment — no money moves';
export const DECLINED_MESSAGE = 'The test card was declined';
/** The posted form holds one short field. */
const MAX_FORM_BYTES = 1024;

export interface TestPaymentPageOptions {
  tokens: DevelopmentPaymentTokens;
  /** Called per button press, so the reservations may be bound after the route is built. */
  onEvent: PaymentEventHandler;
  log: Pick<typeof logger, 'error'>;
  now?: () => Date;
}

export function testPaymentPageRoute(options: TestPaymentPageOptions): SiteRoute {
  return (request, site) => handleTestPaymentRequest(request, site, options);
}

async function handleTestPaymentRequest(
  request: Request,
  site: Site,
  { tokens, onEvent, log, now = () => new Date() }: TestPaymentPageOptions,
): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(`${TEST_PAYMENT_PATH}/`)) return null;
  let token: string;
  try {
    token = decodeURIComponent(pathname.slice(TEST_PAYMENT_PATH.length + 1));
  } catch {
    return notFound();
  }
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (!isRead && request.method !== 'POST') {
    return plain(405, 'The test payment page is read with GET and its buttons post.', {
      allow: 'GET, HEAD, POST',
    });
  }
  // Another site's session is as unknown here as a forged one: a site never shows another's.
  const read = tokens.read(token, site.config.slug);
  if (!read.ok) return notFound();
  const { session } = read;
  if (now().getTime() >= session.expiresAtMs) return expired(session);
  if (isRead) return page(session, { status: 200, head: request.method === 'HEAD' });

  if (!postedFromSameOrigin(request)) {
    return plain(403, 'This payment form was sent from another website, so it was not taken.');
  }
  const action = await postedAction(request);
  if (action === null) {
    return plain(400, `action: must be one of ${TEST_PAYMENT_ACTIONS.join(', ')}.`);
  }
  if (action === 'decline') {
    return page(session, { status: 200, alert: `${DECLINED_MESSAGE}. Nothing was charged.` });
  }
  const kind = action === 'pay' ? 'paid' : 'cancelled';
  let outcome;
  try {
    outcome = await onEvent(developmentPaymentEvent(token, session, kind, now()));
  } catch (error) {
    log.error({ err: error, reservationId: session.reservationId }, 'test payment not recorded');
    return page(session, {
      status: 503,
      alert: 'The payment could not be recorded just now. Nothing was charged; please try again.',
    });
  }
  if (kind === 'cancelled') return seeOther(session.cancelUrl);
  if (outcome === 'applied') return seeOther(session.successUrl);
  return page(session, {
    status: 409,
    alert:
      'This reservation can no longer be paid: its time ran out or it was cancelled. Nothing was charged.',
    closed: true,
  });
}

async function postedAction(request: Request): Promise<TestPaymentAction | null> {
  if (Number(request.headers.get('content-length') ?? '0') > MAX_FORM_BYTES) return null;
  try {
    const body = await request.arrayBuffer();
    if (body.byteLength > MAX_FORM_BYTES) return null;
    const form = await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
    const action = form.get('action');
    return TEST_PAYMENT_ACTIONS.find((known) => known === action) ?? null;
  } catch {
    return null;
  }
}

/** The car's own page, from the reserve page the cancel address names; else the home page. */
function carPageOf(session: DevelopmentPaymentSession): string {
  try {
    const cancel = new URL(session.cancelUrl);
    const car = /^\/cars\/[^/]+/.exec(cancel.pathname);
    return `${cancel.origin}${car ? car[0] : '/'}`;
  } catch {
    return '/';
  }
}

interface PageState {
  status: number;
  alert?: string;
  /** The session cannot be paid any more: no buttons, a way back instead. */
  closed?: boolean;
  head?: boolean;
}

function page(session: DevelopmentPaymentSession, state: PageState): Response {
  const amount = formatCents(session.amountCents);
  const alert = state.alert ? `<p role="alert" class="alert">${escapeHtml(state.alert)}</p>` : '';
  const actions = state.closed
    ? `<p><a href="${escapeHtml(carPageOf(session))}">Back to the car</a></p>`
    : `<form method="post">
<div class="buttons">
<button type="submit" name="action" value="pay" class="pay">Pay ${escapeHtml(amount)} (test)</button>
<button type="submit" name="action" value="cancel">Cancel and return</button>
<button type="submit" name="action" value="decline">Decline card (test)</button>
</div>
</form>`;
  const body = `<div role="note" class="banner">
<p class="banner-title">${TEST_PAYMENT_BANNER}</p>
<p>This is the development payment page: no card is asked for and nothing is charged. With Stripe keys set, shoppers pay on Stripe’s page instead.</p>
</div>
<main>
<h1>Pay the deposit</h1>
<dl>
<dt>Paid to</dt><dd>${escapeHtml(session.merchantName)}</dd>
<dt>For</dt><dd>${escapeHtml(session.description)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd>
<dt>Reference</dt><dd>${escapeHtml(session.reference)}</dd>
</dl>
${alert}
${actions}
</main>`;
  return html(state.status, `Test payment to ${session.merchantName}`, body, state.head);
}

function expired(session: DevelopmentPaymentSession): Response {
  return html(
    410,
    'This payment has expired',
    `<main>
<h1>This payment has expired</h1>
<p>The time to pay this deposit (reference ${escapeHtml(session.reference)}) ran out, and nothing was charged. The car may still be available to reserve.</p>
<p><a href="${escapeHtml(carPageOf(session))}">Back to the car</a></p>
</main>`,
  );
}

const notFound = () =>
  html(
    404,
    'Payment not found',
    `<main>
<h1>Payment not found</h1>
<p>There is no payment at this address on this site. Please start again from the car’s page.</p>
<p><a href="/">Go to the home page</a></p>
</main>`,
  );

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
main { max-width: 36rem; margin: 1.5rem auto; padding: 0 1rem; }
.banner { background: #7a2e00; color: #fff; padding: 1rem; text-align: center; }
.banner p { margin: 0.25rem auto; max-width: 40rem; }
.banner-title { font-size: 1.5rem; font-weight: 700; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.amount { font-size: 1.25rem; font-weight: 700; }
.alert { border: 2px solid #a4000f; color: #a4000f; padding: 0.75rem; border-radius: 4px; }
.buttons { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
button { font: inherit; padding: 0.6rem 1rem; border-radius: 4px; border: 1px solid #333; background: #fff; color: #1a1a1a; cursor: pointer; }
button.pay { background: #0b5a2a; border-color: #0b5a2a; color: #fff; font-weight: 600; }
button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
a { color: #1d4ed8; }
`;

/**
 * A page of its own (not the web client's), so it carries its own policy: its one style element
 * by nonce, no script at all, its forms posting only here, never framed.
 */
function html(status: number, title: string, body: string, head = false): Response {
  const nonce = randomBytes(16).toString('base64');
  const document = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
  return new Response(head ? null : document, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      'content-security-policy': [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        "form-action 'self'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    },
  });
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
