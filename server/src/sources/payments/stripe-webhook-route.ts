import type Stripe from 'stripe';
import { STRIPE_WEBHOOK_PATH } from '@forecourt/schema/reservations/checkout-paths';
import type { SiteRoute } from '../../http/app.js';
import type { logger } from '../../logger.js';
import {
  PaymentWebhookSignatureError,
  type PaymentEventHandler,
} from '../../payments/payment-provider.port.js';
import { readStripeEvent, verifyStripeEvent } from './stripe-webhook-events.js';
import { bodyWithin } from '../../http/bounded-body.js';

/**
 * POST STRIPE_WEBHOOK_PATH: Stripe's signed events. Stripe retries an event until it is answered
 * 2xx, so the answers mean: 200 — taken (applied, ignored, or not one of ours; a repeat is the
 * desk's to recognise by its event id); 400 — not signed by Stripe with our secret, never acted on;
 * 503 — we could not handle it now (the records or Stripe were down): try again later.
 *
 * Every site answers on this path with the same account's secret, so one Stripe endpoint (on any
 * of the deployment's hosts) serves all sites: the site an event belongs to is read from the
 * signed metadata the session was opened with, never from the host it was posted to.
 */

/** Stripe's events are a few kilobytes; anything this large is not one. */
export const MAX_STRIPE_EVENT_BYTES = 256 * 1024;

export interface StripeWebhookRouteOptions {
  stripe: Stripe;
  webhookSecret: string;
  /** Called per request, so the composition root may bind the desk after building the routes. */
  onEvent: PaymentEventHandler;
  log: Pick<typeof logger, 'error' | 'warn'>;
}

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });

const tooLarge = () => text(413, `A Stripe event is at most ${MAX_STRIPE_EVENT_BYTES} bytes.`);

export function stripeWebhookRoute(options: StripeWebhookRouteOptions): SiteRoute {
  return async (request) => {
    if (new URL(request.url).pathname !== STRIPE_WEBHOOK_PATH) return null;
    if (request.method !== 'POST') {
      return text(405, 'Stripe’s events are sent here with POST.', { allow: 'POST' });
    }
    if (Number(request.headers.get('content-length') ?? '0') > MAX_STRIPE_EVENT_BYTES) {
      return tooLarge();
    }
    let rawBody: string;
    try {
      // Counted as it is read: a chunked body has no length to refuse early.
      const bytes = await bodyWithin(request.body, MAX_STRIPE_EVENT_BYTES);
      if (bytes === null) return tooLarge();
      rawBody = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return text(400, 'The event body could not be read as UTF-8 text.');
    }

    let event: Stripe.Event;
    try {
      event = verifyStripeEvent(
        options.stripe,
        rawBody,
        request.headers.get('stripe-signature'),
        options.webhookSecret,
      );
    } catch (error) {
      const reason =
        error instanceof PaymentWebhookSignatureError ? error.message : 'unreadable event';
      options.log.warn({ reason }, 'Stripe webhook refused: signature did not verify');
      return text(400, `The Stripe-Signature did not verify: ${reason}`);
    }

    try {
      const paymentEvent = await readStripeEvent(options.stripe, event);
      if (!paymentEvent) return json({ received: true, outcome: 'ignored', type: event.type });
      const outcome = await options.onEvent(paymentEvent);
      return json({ received: true, outcome, type: event.type });
    } catch (error) {
      options.log.error(
        { err: error, eventId: event.id, type: event.type },
        'Stripe webhook event could not be handled; Stripe will retry it',
      );
      return text(503, 'The event could not be handled now. Please send it again later.', {
        'retry-after': '60',
      });
    }
  };
}

const json = (body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
