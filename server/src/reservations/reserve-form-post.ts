import type { Site } from '@forecourt/tenants/site';
import type { RefusedLeadForm } from '@forecourt/client/ssr-contract';
import { signInPath } from '@forecourt/schema/accounts/sign-in-path';
import {
  RESERVE_PATH_NAMES,
  reservePath,
  type ReservePathName,
} from '@forecourt/schema/reservations/checkout-paths';
import {
  CAR_HELD_MESSAGE,
  PAYMENT_CANCELLED_REASON,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  RESERVE_FORM,
  RESERVE_FORM_FIELDS,
  RESERVE_IDEMPOTENCY_FIELD,
  type ReserveRefusal,
} from '@forecourt/schema/reservations/reserve-form-fields';
import { reserveFormSchema } from '@forecourt/schema/reservations/reserve-form.schema';
import type { ViewerOf } from '../accounts/viewer.js';
import { siteGateOf } from '../accounts/site-sign-in-gates.js';
import type { SiteRoute } from '../http/app.js';
import type { LeadFormTokens } from '../leads/lead-form-token.js';
import { logger } from '../logger.js';
import type { ReserveRateLimiter } from '../rate-limits/reserve-rate-limiter.js';
import type { ClientBuild } from '../web/client-build.js';
import { postedFromSameOrigin } from '../web/lead-form-post.js';
import { renderSitePage } from '../web/render-site-page.js';
import type { ForecourtYoga } from '../yoga.js';
import type { ReservationDesk } from './reservation-desk.port.js';
import type { Reservation } from './reservation.types.js';
import { firstOfEach, formFieldsWithin } from '../http/posted-form-fields.js';

/**
 * The reserve page's form, posted as a plain HTML form (it works with JavaScript off), and the
 * reserve page's address the site does not use (a permanent redirect to the one it does).
 *
 * A post is taken only from the site's own pages (same origin), within a size limit, from a
 * signed-in shopper where the site gates checkout, and within the reserve rate limits. Valid
 * details start the reservation at the desk and send the shopper to the payment page (303). Every
 * refusal shows the reserve page again with what was typed: 422 for the fields, 409 when the car
 * is held or cannot be reserved, 429 past the limits, 503 when payments are down (nothing was
 * charged). No refusal is a 5xx the shopper caused, and none shows a stack trace.
 */

/** The form's five fields and two hidden ones come to well under a kilobyte. */
export const MAX_RESERVE_FORM_BYTES = 16 * 1024;
/**
 * The page's key is its UUID with the form's address (so one page's key never names two cars'
 * reservations): a slug is at most 200 characters; anything longer was not put there by us.
 */
const MAX_IDEMPOTENCY_KEY_LENGTH = 300;
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const RESERVE_ADDRESS = new RegExp(`^/cars/([^/]+)/(${RESERVE_PATH_NAMES.join('|')})/?$`);

/** What a refused form needs to be shown again: why, and the status it is shown with. */
const REFUSAL_STATUS: Record<ReserveRefusal, number> = {
  invalid: 422,
  carHeld: 409,
  notReservable: 409,
  tooMany: 429,
  paymentsUnavailable: 503,
};

export interface ReserveFormRouteOptions {
  desk: ReservationDesk;
  yoga: ForecourtYoga;
  client: ClientBuild;
  /** Signs the page's form token when the page is rendered here (a refused form shown again). */
  formTokens: LeadFormTokens;
  /** The site's reservation by its id (its records), for the form a cancelled payment refills. */
  reservationOf: (site: Site, id: string) => Promise<Reservation | null>;
  /** The signed-in shopper of a request: the gate, and the reservation's account. */
  viewerOf: ViewerOf;
  rateLimiter: ReserveRateLimiter;
  /** The connection's address, for the per-connection limit (see http/client-address.ts). */
  clientAddressOf: (request: Request, serverContext: object) => string;
  /** Where a failed start is reported (the shopper is told payments are unavailable). */
  log?: Pick<typeof logger, 'error'>;
  now?: () => Date;
}

function plainResponse(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  });
}

function redirect(status: number, location: string): Response {
  return new Response(null, { status, headers: { location } });
}

/** The slug and path name of a reserve page's address, or null for any other address. */
export function reserveAddressOf(
  pathname: string,
): { slug: string; pathName: ReservePathName } | null {
  const match = RESERVE_ADDRESS.exec(pathname);
  if (!match) return null;
  try {
    return { slug: decodeURIComponent(match[1]!), pathName: match[2] as ReservePathName };
  } catch {
    return null;
  }
}

/** The refusals zod found, under the form's own field names. */
function fieldRefusals(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const seen = new Set<string>();
  const fields: RefusedLeadForm['fields'] = [];
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (seen.has(name)) continue;
    seen.add(name);
    fields.push({ name, message: issue.message });
  }
  return fields;
}

/** The id pattern of a reservation (a random UUID): anything else is not looked up. */
const RESERVATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * How long after cancelling the reserve page refills the form from the reservation: the shopper
 * comes straight back from the payment page; an old link (in a shared browser's history) must not
 * show their details to whoever opens it later.
 */
export const CANCELLED_REFILL_MINUTES = 60;

export function createReserveFormRoute({
  desk,
  yoga,
  client,
  formTokens,
  reservationOf,
  viewerOf,
  rateLimiter,
  clientAddressOf,
  log = logger,
  now = () => new Date(),
}: ReserveFormRouteOptions): SiteRoute {
  /** The reservation the address says was just cancelled, when it is this car's and recent. */
  async function cancelledReservationOf(url: URL, site: Site, slug: string, at: Date) {
    if (url.searchParams.get('payment') !== 'cancelled') return null;
    const id = url.searchParams.get('reservation') ?? '';
    if (!RESERVATION_ID.test(id)) return null;
    const reservation = await reservationOf(site, id.toLowerCase());
    if (reservation?.state !== 'cancelled' || reservation.carSlug !== slug) return null;
    const endedAt = reservation.endedAt ?? reservation.updatedAt;
    if (at.getTime() - endedAt.getTime() > CANCELLED_REFILL_MINUTES * 60_000) return null;
    return reservation;
  }

  return async function reserveFormRoute(request, site, serverContext = {}) {
    const url = new URL(request.url);
    const address = reserveAddressOf(url.pathname);
    if (!address) return null;
    const sitePath = reservePath(address.slug, site.config.reservations.path);

    if (request.method === 'GET' || request.method === 'HEAD') {
      if (address.pathName !== site.config.reservations.path) {
        return redirect(301, `${sitePath}${url.search}`);
      }
      const cancelled = await cancelledReservationOf(url, site, address.slug, now());
      if (!cancelled) return null; // the page renders as usual
      // Back from the payment page, cancelled: say so, and fill the form in with what they typed.
      const { firstName, lastName, email, phone, postcode } = cancelled.shopper;
      return renderSitePage(request, yoga, client, site, {
        formTokens,
        refused: {
          form: RESERVE_FORM,
          values: { firstName, lastName, email, phone, postcode: postcode ?? '' },
          fields: [],
          general: [],
          reason: PAYMENT_CANCELLED_REASON,
        },
      });
    }
    if (request.method !== 'POST') {
      return plainResponse(405, 'The reserve form is sent here with POST.', { allow: 'GET, POST' });
    }
    if (address.pathName !== site.config.reservations.path) return redirect(308, sitePath);
    if (!postedFromSameOrigin(request)) {
      return plainResponse(
        403,
        'This form was sent from another website, so it was not taken. Please reserve from the dealer’s own page.',
      );
    }
    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!FORM_CONTENT_TYPES.includes(contentType.toLowerCase())) {
      return plainResponse(
        415,
        `The reserve form is sent as an HTML form (${FORM_CONTENT_TYPES.join(' or ')}), not ${contentType || 'without a content type'}.`,
      );
    }
    const fields = await formFieldsWithin(request, MAX_RESERVE_FORM_BYTES);
    if (fields === 'too large') {
      return plainResponse(413, `The reserve form is at most ${MAX_RESERVE_FORM_BYTES} bytes.`);
    }
    if (fields === 'unreadable') {
      return plainResponse(
        400,
        'The reserve form’s fields could not be read. Please send it again.',
      );
    }
    const form = firstOfEach(fields);

    const at = now();
    const viewer = await viewerOf(request, site, at);
    const gate = siteGateOf(site, url.pathname);
    if (gate !== null && viewer === null) {
      // Refused like the gated page itself: sign in first, then back to the reserve page.
      return redirect(303, signInPath({ type: gate as 'checkout', redirect: sitePath }));
    }

    const values = Object.fromEntries(
      RESERVE_FORM_FIELDS.map((name) => [name, form.get(name) ?? '']),
    );
    const showAgain = (
      reason: ReserveRefusal,
      refusal: Pick<RefusedLeadForm, 'fields' | 'general'>,
      status = REFUSAL_STATUS[reason],
    ) => {
      const headers = new Headers(request.headers);
      for (const name of ['content-type', 'content-length', 'origin']) headers.delete(name);
      const pageRequest = new Request(new URL(sitePath, url), { method: 'GET', headers });
      return renderSitePage(pageRequest, yoga, client, site, {
        formTokens,
        status,
        refused: { form: RESERVE_FORM, values, reason, ...refusal },
      });
    };

    const idempotencyKey = (form.get(RESERVE_IDEMPOTENCY_FIELD) ?? '').trim();
    if (idempotencyKey === '' || idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
      return showAgain('invalid', {
        fields: [],
        general: [
          'This form could not be read, so it was not sent. We refreshed it: please send it again.',
        ],
      });
    }
    const checked = await reserveFormSchema().safeParseAsync(values);
    if (!checked.success) {
      return showAgain('invalid', { fields: fieldRefusals(checked.error.issues), general: [] });
    }

    const limit = await rateLimiter.take(site, clientAddressOf(request, serverContext));
    if (!limit.allowed) {
      const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
      return showAgain('tooMany', {
        fields: [],
        general: [
          `Too many reservations were started from here just now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call the dealership.`,
        ],
      });
    }

    let started;
    try {
      started = await desk.start({
        site,
        carSlug: address.slug,
        shopper: checked.data,
        idempotencyKey,
        userId: viewer?.userId ?? null,
        origin: url.origin,
      });
    } catch (error) {
      // The provider (or the store) failed: nothing was charged; the shopper may try again.
      log.error(
        { err: error, site: site.config.slug, car: address.slug },
        'a reservation could not be started',
      );
      return showAgain('paymentsUnavailable', {
        fields: [],
        general: [PAYMENTS_UNAVAILABLE_MESSAGE],
      });
    }
    switch (started.outcome) {
      case 'started':
        return redirect(303, started.paymentUrl);
      case 'carHeld':
        return showAgain('carHeld', { fields: [], general: [CAR_HELD_MESSAGE] });
      case 'notReservable':
        return showAgain('notReservable', { fields: [], general: [started.reason] });
      case 'notFound':
        return showAgain('notReservable', { fields: [], general: [] }, 404);
    }
  };
}
