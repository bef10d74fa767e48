import type { LeadFormOptions } from '@forecourt/schema/leads/lead-form-options';
import type { LeadFormDefaults } from './lead-form-values';

/** The vehicle a form is about, as the forms use it. */
export interface LeadFormCar {
  /** The vehicle's id in the stock feed (the car_id of links and leads). */
  internalId: string;
  name: string;
  /** Its page, for the success page's link back. */
  path: string;
  /** The id (in the site settings) of the location that has it, if known. */
  locationId: string | null;
  dealershipSlug: string | null;
}

/** The check options' fields: a box per option, or the radio buttons' one choice. */
export function checkOptionDefaults(options: LeadFormOptions): LeadFormDefaults {
  if (options.checkOptions.length === 0) return {};
  return options.checkOptionsAsRadio
    ? { checkOptionChoice: '' }
    : {
        checkOptions: Object.fromEntries(options.checkOptions.map(({ name }) => [name, false])),
      };
}

/**
 * The starting values of an enquiry form (all but the trade-in form): empty, the opt-in ticked
 * (spec 2 §5), and, for a vehicle, its location and dealership chosen where the site offers them.
 */
export function enquiryDefaults(
  options: LeadFormOptions,
  car: Pick<LeadFormCar, 'locationId' | 'dealershipSlug'> | null = null,
): LeadFormDefaults {
  const locationId = options.locations.some(({ id }) => id === car?.locationId)
    ? car!.locationId!
    : '';
  const dealership = options.dealerships.some(({ slug }) => slug === car?.dealershipSlug)
    ? car!.dealershipSlug!
    : '';
  return {
    name: '',
    email: '',
    phone: '',
    message: '',
    preferredDealership: dealership,
    locationId,
    rego: '',
    regoState: '',
    optIn: true,
    termsAccepted: false,
    ...checkOptionDefaults(options),
  };
}

/** The trade-in form's starting values (spec 2 §3): empty. */
export function tradeInDefaults(options: LeadFormOptions): LeadFormDefaults {
  return {
    firstName: '',
    lastName: '',
    postcode: '',
    phone: '',
    email: '',
    rego: '',
    regoState: '',
    termsAccepted: false,
    ...checkOptionDefaults(options),
  };
}
