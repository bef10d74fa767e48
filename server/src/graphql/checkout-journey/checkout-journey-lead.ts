import { randomUUID } from 'node:crypto';
import { LEAD_SOURCE } from '@forecourt/schema/leads/lead-payload';
import type { Site } from '@forecourt/tenants/site';
import type { CheckoutJourney } from '../../checkout-journey/checkout-journey-records.port.js';
import {
  CHECKOUT_FOLLOW_UP_NAMES,
  DETAILS_SUBCATEGORY,
  journeyLeadKey,
  ONLINE_PURCHASE_CATEGORY,
  type CheckoutFact,
} from '../../checkout-journey/checkout-journey-lead.js';
import type { CheckoutStep } from '../../checkout-journey/checkout-journey-records.port.js';
import type { GraphQLContext } from '../../context.js';
import { leadDestinations } from '../../leads/lead-destinations.js';
import { hashLeadSubmission } from '../../leads/lead-idempotency.js';
import type { StoredLead } from '../../leads/lead.types.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { leadCarFacts, vehicleOf } from '../leads/stored-lead.js';
import type { CheckoutDetails } from './checkout-details-check.js';

/**
 * The online purchase's one lead and its follow-ups, through the outbox like every lead: the
 * details step stores the lead (kind online_purchase, keyed by the journey, so a retry or a
 * second details save never makes a second one); every later step, and the details changed
 * later, is a follow-up of it whose payload the latest answer replaces.
 */

const LEAD_MESSAGE =
  'The shopper started buying this vehicle online. Each further step (trade-in, finance, delivery, deposit) follows as a follow-up of this lead.';

/** The location that answers for the car: its own, else the site's first. */
function carLocation(site: Site, car: StockDocument) {
  // A site's locations file lists at least one location (its schema says so).
  return site.locationsById.get(car.locationId) ?? site.locations[0]!;
}

function journeyLead(
  context: GraphQLContext,
  car: StockDocument,
  details: CheckoutDetails,
  pageUrl: string,
): StoredLead {
  const { site, now } = context;
  const leadId = randomUUID();
  const facts = leadCarFacts(car, site);
  const location = carLocation(site, car);
  const payload = {
    category: ONLINE_PURCHASE_CATEGORY,
    subcategory: DETAILS_SUBCATEGORY,
    lead_id: leadId,
    url: pageUrl,
    source: LEAD_SOURCE,
    user_agent: context.client.userAgent,
    page_id: null,
    car_id: facts.id,
    car_dealership_id: facts.dealershipId,
    car_type: facts.carType,
    vehicle_status: facts.status,
    stock_number: facts.stockNumber,
    manufacturer_slug: facts.manufacturerSlug,
    'Vehicle Make': facts.make,
    'Vehicle Model': facts.model,
    autogauge_enabled: facts.autogaugeEnabled,
    lead_attributes: { visited_pages: [], linked_query_params: {} },
    name: details.firstName,
    last_name: details.lastName,
    email: details.email,
    phone: details.phone,
    postcode: details.postcode,
    message: LEAD_MESSAGE,
    location: location.id,
    dealership_slug: location.dealershipSlug,
    opt_in: null,
    terms_conditions: false,
  };
  return {
    leadId,
    kind: 'online_purchase',
    category: ONLINE_PURCHASE_CATEGORY,
    subcategory: DETAILS_SUBCATEGORY,
    customer: { ...details },
    message: LEAD_MESSAGE,
    vehicle: vehicleOf(car),
    dealership: {
      id: location.dealershipId,
      slug: location.dealershipSlug,
      name: location.dealershipName,
      email: location.contact.email,
    },
    payload,
    createdAt: now,
  };
}

/** The journey's lead: stored once (keyed by the journey), its id kept on the journey. */
export async function submitJourneyLead(
  context: GraphQLContext,
  journey: CheckoutJourney,
  car: StockDocument,
  details: CheckoutDetails,
  pageUrl: string,
): Promise<string> {
  const { site, records, now } = context;
  const submitted = await records.submitLead({
    idempotencyKey: journeyLeadKey(journey.id),
    // The key stands for the journey, whatever its details: a retry answers the same lead.
    payloadHash: hashLeadSubmission({ journeyId: journey.id }),
    lead: journeyLead(context, car, details, pageUrl),
    destinations: leadDestinations(site, carLocation(site, car)),
  });
  await records.setCheckoutJourneyLead(journey.id, submitted.lead.leadId, now);
  return submitted.lead.leadId;
}

/** A step's answer as a follow-up of the journey's lead (the latest answer replaces it). */
export async function recordStepFollowUp(
  context: GraphQLContext,
  journey: CheckoutJourney,
  step: CheckoutStep,
  answers: Record<string, unknown>,
  facts: readonly CheckoutFact[],
): Promise<void> {
  if (journey.leadId === null) return;
  await context.records.recordLeadFollowUp({
    leadId: journey.leadId,
    name: CHECKOUT_FOLLOW_UP_NAMES[step],
    payload: {
      category: ONLINE_PURCHASE_CATEGORY,
      journey_id: journey.id,
      step,
      ...answers,
      facts: [...facts],
    },
    occurredAt: context.now,
  });
}
