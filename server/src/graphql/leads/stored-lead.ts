import type { LeadValue } from '@forecourt/schema/leads/lead-form-schemas';
import type { LeadCarFacts, LeadPayload } from '@forecourt/schema/leads/lead-payload';
import type { LeadForm } from '@forecourt/schema/leads/lead-form-options';
import type { Location } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';
import { slugify } from '@forecourt/tenants/slugify';
import type {
  LeadCustomer,
  LeadDealership,
  LeadKind,
  LeadVehicle,
  StoredLead,
} from '../../leads/lead.types.js';
import { gaugeApplies } from '../../price-gauge/price-gauge-rules.js';
import type { StockDocument } from '../../stock/stock-document.js';

/**
 * The lead as stored and delivered, from a valid form value, the payload built from it and the
 * site's own record of the vehicle: who asked, about which vehicle (as it was when they asked),
 * and which dealership answers.
 */

const LEAD_KIND_OF_FORM: Readonly<Record<LeadForm, LeadKind>> = {
  'vehicle-enquiry': 'vehicle_enquiry',
  'test-drive': 'test_drive',
  'finance-enquiry': 'finance_enquiry',
  'general-enquiry': 'general_enquiry',
  'trade-in': 'trade_in',
};

/** What the payload and the analytics read of the vehicle, from the site's stock. */
export function leadCarFacts(car: StockDocument, site: Site): LeadCarFacts {
  const testDriveOnlyTag = site.config.leadForms.testDriveOnlyTag;
  return {
    id: car.id,
    dealershipId: car.dealershipId,
    dealershipSlug: car.dealershipSlug,
    carType: car.carType,
    status: car.status,
    make: car.make,
    model: car.model,
    stockNumber: car.stockNumber,
    manufacturerSlug: slugify(car.make),
    // Spec 2 §3's autogauge_enabled: the site's price gauge (the Autogauge plugin) covers it.
    autogaugeEnabled: gaugeApplies(car, site),
    testDriveOnly: testDriveOnlyTag !== null && car.customTag === testDriveOnlyTag,
  };
}

/** The enquiry forms ask one name; the dealer's systems want first and last. */
function customerOf(value: LeadValue): LeadCustomer {
  if (value.form === 'trade-in') {
    return {
      firstName: value.firstName,
      lastName: value.lastName,
      email: value.email,
      phone: value.phone,
      postcode: value.postcode,
    };
  }
  const [firstName = '', ...rest] = value.name.split(/\s+/);
  return { firstName, lastName: rest.join(' '), email: value.email, phone: value.phone };
}

/** The vehicle as the lead keeps it (as it was when the shopper asked). */
export function vehicleOf(car: StockDocument): LeadVehicle {
  return {
    carId: car.id,
    year: car.year,
    make: car.make,
    model: car.model,
    vin: car.vin,
    stockNumber: car.stockNumber,
    km: car.km,
    price: Math.round(car.price),
    carType: car.carType,
  };
}

const isSales = (location: Location) => location.locationType === 'sales';

/** A dealership's location to answer for it: a visible sales yard first. */
function locationOfDealership(site: Site, slug: string): Location | undefined {
  const ofDealership = site.locations.filter((location) => location.dealershipSlug === slug);
  return (
    ofDealership.find((location) => location.visible && isSales(location)) ??
    ofDealership.find((location) => location.visible) ??
    ofDealership[0]
  );
}

/**
 * Who answers the lead, and so where it is sent: the dealership the shopper chose (at the
 * location they chose, or the vehicle's, when it is that dealership's); else the location they
 * chose; else the vehicle's; else the site's primary sales location.
 */
export function answeringLocation(
  site: Site,
  value: LeadValue,
  car: Pick<StockDocument, 'locationId'> | null,
): Location {
  const chosen = (key: 'preferredDealership' | 'locationId') =>
    key in value ? (value as Record<typeof key, string | undefined>)[key] : undefined;
  const preferred = chosen('preferredDealership');
  const locationId = chosen('locationId');
  const chosenLocation = locationId ? site.locationsById.get(locationId) : undefined;
  const carLocation = car ? site.locationsById.get(car.locationId) : undefined;
  const ofPreferred = (location: Location | undefined) =>
    location?.dealershipSlug === preferred ? location : undefined;
  const visibleSales = site.locations.filter((location) => location.visible && isSales(location));
  const location =
    (preferred
      ? (ofPreferred(chosenLocation) ??
        ofPreferred(carLocation) ??
        locationOfDealership(site, preferred))
      : undefined) ??
    chosenLocation ??
    carLocation ??
    visibleSales.find((l) => l.primary) ??
    visibleSales[0] ??
    site.locations[0];
  // A site's locations file lists at least one location (its schema says so).
  return location!;
}

function dealershipOf(location: Location): LeadDealership {
  return {
    id: location.dealershipId,
    slug: location.dealershipSlug,
    name: location.dealershipName,
    email: location.contact.email,
  };
}

export interface StoredLeadInput {
  site: Site;
  value: LeadValue;
  payload: LeadPayload;
  car: StockDocument | null;
  createdAt: Date;
}

export function storedLeadOf({
  site,
  value,
  payload,
  car,
  createdAt,
}: StoredLeadInput): StoredLead {
  const message = 'message' in value ? value.message : undefined;
  return {
    leadId: payload.lead_id,
    kind: LEAD_KIND_OF_FORM[value.form],
    category: payload.category,
    subcategory: payload.subcategory ?? '',
    customer: customerOf(value),
    message,
    vehicle: car ? vehicleOf(car) : undefined,
    dealership: dealershipOf(answeringLocation(site, value, car)),
    payload: { ...payload },
    createdAt,
  };
}
