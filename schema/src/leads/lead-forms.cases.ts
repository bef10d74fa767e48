import type { LeadCarFacts } from './lead-payload.js';
import type { LeadCheckOption, LeadForm, LeadFormOptions } from './lead-form-options.js';

/**
 * The lead forms' validation matrix: every rule of spec 2 §5 (and spec 1 §5's test drive), valid
 * and invalid, with the field and the message the shopper reads. Plain data, so the same table
 * runs against the schemas here and against the server's lead mutation.
 */

export interface LeadFormIssue {
  /** The field, dotted ("checkOptionChoice"). */
  path: string;
  message: string;
}

export interface LeadFormCase {
  title: string;
  form: LeadForm;
  /** The site's and the form's decisions, over the defaults. */
  settings?: Partial<LeadFormOptions>;
  /** Today at the site (test drives cannot be booked before it). */
  today?: string;
  /** The server's check that a postcode is a real Australian one runs (KNOWN_POSTCODES). */
  postcodeLookup?: boolean;
  /** Changes to the form's valid input (VALID_LEAD_INPUTS); undefined removes the field. */
  input: Record<string, unknown>;
  expect:
    | {
        valid: true;
        /** Fields of the parsed value. */
        value?: Record<string, unknown>;
        /** Fields the parsed value must not have. */
        absent?: string[];
      }
    | { valid: false; issues: LeadFormIssue[] };
}

/** Real Australian postcodes (Brisbane, Sydney, Melbourne, Surfers Paradise). */
export const KNOWN_POSTCODES: readonly string[] = ['4000', '2000', '3000', '4217'];
/** Four digits, but no Australian postcode. */
export const UNKNOWN_POSTCODE = '0001';

/** When the fixture forms were opened, ms since the epoch. */
export const STARTED_AT = Date.UTC(2025, 6, 1, 9, 0, 0);

const contact = {
  name: 'Sam Shopper',
  email: 'sam@example.com',
  phone: '0412 345 678',
  message: 'Is it still available?',
};

/** A valid input of each form with the default options. */
export const VALID_LEAD_INPUTS: Readonly<Record<LeadForm, Readonly<Record<string, unknown>>>> = {
  'vehicle-enquiry': { ...contact, carId: 'car-1001' },
  'test-drive': { ...contact, carId: 'car-1001' },
  'finance-enquiry': { ...contact },
  'general-enquiry': { ...contact, category: 'Sales Enquiry' },
  'trade-in': {
    firstName: 'Sam',
    lastName: 'Shopper',
    postcode: '4000',
    phone: '0412 345 678',
    email: 'sam@example.com',
  },
};

/** A case's full input: the form's valid input with the case's changes. */
export function leadCaseInput(leadCase: LeadFormCase): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({ ...VALID_LEAD_INPUTS[leadCase.form], ...leadCase.input }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

const ENQUIRY_FORMS = [
  'vehicle-enquiry',
  'test-drive',
  'finance-enquiry',
  'general-enquiry',
] as const;

const TWO_DEALERSHIPS = [
  { slug: 'northside-motors', name: 'Northside Motors' },
  { slug: 'southside-motors', name: 'Southside Motors' },
];
const TWO_LOCATIONS = [
  { id: 'loc-north', name: 'Northside - Sales' },
  { id: 'loc-south', name: 'Southside - Sales' },
];
const CHECK_OPTIONS: LeadCheckOption[] = [
  { name: 'finance', label: 'Finance' },
  { name: 'tradeIn', label: 'Trade-in valuation' },
  { name: 'warranty', label: 'Extended warranty' },
];
const CATEGORIES = ['Sales Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Careers'];

const TERMS = 'You must agree to the terms of use before submitting the form.';
const POSTCODE = 'Invalid postcode. Please enter a 4-digit number.';

const invalid = (...issues: [path: string, message: string][]): LeadFormCase['expect'] => ({
  valid: false,
  issues: issues.map(([path, message]) => ({ path, message })),
});
const valid = (value?: Record<string, unknown>, absent?: string[]): LeadFormCase['expect'] => ({
  valid: true,
  ...(value ? { value } : {}),
  ...(absent ? { absent } : {}),
});

/** The rules every enquiry form shares, as one form's cases. */
function enquiryCases(form: (typeof ENQUIRY_FORMS)[number]): LeadFormCase[] {
  const settings = form === 'general-enquiry' ? { categories: CATEGORIES } : {};
  const at = (
    title: string,
    input: Record<string, unknown>,
    expect: LeadFormCase['expect'],
    more: Partial<LeadFormOptions> = {},
  ): LeadFormCase => ({ title, form, settings: { ...settings, ...more }, input, expect });
  return [
    at(
      'takes a complete enquiry, trims and formats what was typed',
      { name: '  Sam Shopper ', email: ' sam@example.com ', phone: '+61 412 345 678' },
      valid(
        {
          name: 'Sam Shopper',
          email: 'sam@example.com',
          phone: '04 1234 5678',
          optIn: true,
          termsAccepted: false,
          additionalServices: [],
        },
        ['website', 'checkOptions', 'checkOptionChoice'],
      ),
    ),
    at('takes a landline', { phone: '(07) 3359 4800' }, valid({ phone: '07 3359 4800' })),
    at(
      'asks for a missing name',
      { name: undefined },
      invalid(['name', 'Please enter your name.']),
    ),
    at('asks for a blank name', { name: '   ' }, invalid(['name', 'Please enter your name.'])),
    at(
      'refuses a name over 100 characters',
      { name: 'A'.repeat(101) },
      invalid(['name', 'Your name can have at most 100 characters.']),
    ),
    at(
      'asks for a missing email address',
      { email: undefined },
      invalid(['email', 'Please enter your email address.']),
    ),
    at(
      'asks for a blank email address',
      { email: '  ' },
      invalid(['email', 'Please enter your email address.']),
    ),
    at(
      'refuses an email address that is not one',
      { email: 'sam-at-example.com' },
      invalid(['email', 'Please enter a valid email address, such as name@example.com.']),
    ),
    at(
      'refuses an email address over 254 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` },
      invalid(['email', 'Your email address can have at most 254 characters.']),
    ),
    at(
      'asks for a missing phone number',
      { phone: undefined },
      invalid(['phone', 'Please enter your phone number.']),
    ),
    ...['12345', '0412 345 67', '1300 123 456', '+1 415 555 0100', 'call me'].map((phone) =>
      at(
        `refuses the phone number "${phone}"`,
        { phone },
        invalid(['phone', 'Please enter an Australian phone number, such as 0412 345 678.']),
      ),
    ),
    at(
      'reports every refused field at once',
      { name: '', email: 'nope', phone: '12' },
      invalid(
        ['name', 'Please enter your name.'],
        ['email', 'Please enter a valid email address, such as name@example.com.'],
        ['phone', 'Please enter an Australian phone number, such as 0412 345 678.'],
      ),
    ),
    ...(form === 'test-drive'
      ? [
          at(
            'needs no message, even where the site requires one on its other forms',
            { message: undefined },
            valid(),
            { messageOptional: false },
          ),
        ]
      : [
          at(
            'asks for a missing message',
            { message: undefined },
            invalid(['message', 'Please enter a message.']),
          ),
          at(
            'asks for a blank message',
            { message: ' ' },
            invalid(['message', 'Please enter a message.']),
          ),
        ]),
    at(
      'takes no message where the site makes it optional',
      { message: '' },
      valid({ message: undefined }),
      { messageOptional: true },
    ),
    at(
      'refuses a message over 5,000 characters',
      { message: 'x'.repeat(5001) },
      invalid(['message', 'Your message can have at most 5,000 characters.']),
    ),
    at(
      'asks for the preferred dealership where the site has several and shows the select',
      {},
      invalid(['preferredDealership', 'Please choose your preferred dealership.']),
      { dealerships: TWO_DEALERSHIPS, showPreferredDealership: true },
    ),
    at(
      'refuses a preferred dealership the site does not have',
      { preferredDealership: 'elsewhere-motors' },
      invalid(['preferredDealership', 'Please choose a dealership from the list.']),
      { dealerships: TWO_DEALERSHIPS, showPreferredDealership: true },
    ),
    at(
      'takes one of the site’s dealerships',
      { preferredDealership: 'southside-motors' },
      valid({ preferredDealership: 'southside-motors' }),
      { dealerships: TWO_DEALERSHIPS, showPreferredDealership: true },
    ),
    at(
      'needs no preferred dealership where the form removes the select',
      {},
      valid({ preferredDealership: undefined }),
      { dealerships: TWO_DEALERSHIPS, showPreferredDealership: false },
    ),
    at(
      'needs no preferred dealership on a site with one dealership, and names that one',
      {},
      valid({ preferredDealership: 'northside-motors' }),
      { dealerships: TWO_DEALERSHIPS.slice(0, 1), showPreferredDealership: true },
    ),
    at(
      'asks for the location where the form shows the select',
      {},
      invalid(['locationId', 'Please choose a location.']),
      { locations: TWO_LOCATIONS, showLocationSelect: true },
    ),
    at(
      'asks for the location even where the site has one',
      { locationId: '' },
      invalid(['locationId', 'Please choose a location.']),
      { locations: TWO_LOCATIONS.slice(0, 1), showLocationSelect: true },
    ),
    at(
      'refuses a location the site does not have',
      { locationId: 'loc-elsewhere' },
      invalid(['locationId', 'Please choose a location from the list.']),
      { locations: TWO_LOCATIONS, showLocationSelect: true },
    ),
    at(
      'takes one of the site’s locations',
      { locationId: 'loc-south' },
      valid({ locationId: 'loc-south' }),
      { locations: TWO_LOCATIONS, showLocationSelect: true },
    ),
    at('takes no rego', { rego: '' }, valid({ rego: undefined, regoState: undefined })),
    at(
      'takes a rego, capitalised without spaces or hyphens, in Queensland unless told',
      { rego: ' abc-12 3 ' },
      valid({ rego: 'ABC123', regoState: 'QLD' }),
    ),
    at(
      'takes the rego’s state',
      { rego: '1ABC234', regoState: 'nsw' },
      valid({ rego: '1ABC234', regoState: 'NSW' }),
    ),
    at(
      'refuses a rego over 9 characters',
      { rego: 'ABCD123456' },
      invalid(['rego', 'Please enter the rego as letters and digits only, at most 9 of them.']),
    ),
    at(
      'refuses a rego with other characters',
      { rego: 'AB$123' },
      invalid(['rego', 'Please enter the rego as letters and digits only, at most 9 of them.']),
    ),
    at(
      'refuses a state that is not Australian',
      { rego: 'ABC123', regoState: 'XYZ' },
      invalid(['regoState', 'Please choose the state the vehicle is registered in.']),
    ),
    at('opts in unless the shopper unticks it', {}, valid({ optIn: true })),
    at('opts out when unticked', { optIn: false }, valid({ optIn: false })),
    at(
      'refuses an opt-in that is not a tick',
      { optIn: 'yes' },
      invalid(['optIn', 'The marketing opt-in must be ticked or unticked.']),
    ),
    at('asks for the terms where the site requires them', {}, invalid(['termsAccepted', TERMS]), {
      termsRequired: true,
    }),
    at(
      'refuses unticked terms where the site requires them',
      { termsAccepted: false },
      invalid(['termsAccepted', TERMS]),
      {
        termsRequired: true,
      },
    ),
    at('takes agreed terms', { termsAccepted: true }, valid({ termsAccepted: true }), {
      termsRequired: true,
    }),
    at(
      'needs no terms where the site does not ask',
      { termsAccepted: false },
      valid({ termsAccepted: false }),
    ),
    at(
      'collects the ticked check options into additionalServices, in the form’s order',
      { checkOptions: { warranty: true, tradeIn: false, finance: true, unknown: true } },
      valid({ additionalServices: ['Finance', 'Extended warranty'] }, ['checkOptions']),
      { checkOptions: CHECK_OPTIONS },
    ),
    at(
      'collects the radio choice and drops its helper field',
      { checkOptionChoice: 'tradeIn', checkOptions: { finance: true } },
      valid({ additionalServices: ['Trade-in valuation'] }, ['checkOptionChoice', 'checkOptions']),
      { checkOptions: CHECK_OPTIONS, checkOptionsAsRadio: true },
    ),
    at('takes no radio choice', { checkOptionChoice: '' }, valid({ additionalServices: [] }), {
      checkOptions: CHECK_OPTIONS,
      checkOptionsAsRadio: true,
    }),
    at(
      'refuses a radio choice the form does not offer',
      { checkOptionChoice: 'spa-treatment' },
      invalid(['checkOptionChoice', 'Please choose one of the listed options.']),
      { checkOptions: CHECK_OPTIONS, checkOptionsAsRadio: true },
    ),
    // A refusal would name the trap to the robot: the server answers it with a silent success.
    at(
      'takes a filled honeypot without a word, and drops it',
      { website: 'http://spam.example' },
      valid(undefined, ['website']),
    ),
    at('takes an empty honeypot and drops it', { website: '' }, valid(undefined, ['website'])),
    at(
      'ignores a start time the browser states (the form token vouches for it)',
      { startedAt: 1 },
      valid(undefined, ['startedAt']),
    ),
  ];
}

const MON_TO_SAT: LeadFormOptions['locations'][number]['openingHours'] = [
  { weekday: 0, status: 'Closed' },
  ...[1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    status: 'Open' as const,
    open: '08:30',
    close: '17:00',
  })),
  { weekday: 6, status: 'Open', open: '09:00', close: '12:00' },
];
const YARD_WITH_HOURS = {
  locations: [{ id: 'loc-yard', name: 'The Yard', openingHours: MON_TO_SAT }],
};

const formCases: LeadFormCase[] = [
  {
    title: 'asks for the vehicle of a vehicle enquiry',
    form: 'vehicle-enquiry',
    input: { carId: undefined },
    expect: invalid([
      'carId',
      'The vehicle of this enquiry is missing. Please reload the page and try again.',
    ]),
  },
  {
    title: 'refuses a blank vehicle id',
    form: 'vehicle-enquiry',
    input: { carId: ' ' },
    expect: invalid([
      'carId',
      'The vehicle of this enquiry is missing. Please reload the page and try again.',
    ]),
  },
  {
    title: 'takes a vehicle enquiry',
    form: 'vehicle-enquiry',
    input: {},
    expect: valid({ form: 'vehicle-enquiry', carId: 'car-1001' }),
  },

  {
    title: 'takes a test drive without a vehicle, date or time',
    form: 'test-drive',
    input: { carId: undefined, preferredDate: '', preferredTime: '' },
    expect: valid({ form: 'test-drive', carId: undefined, preferredDate: undefined }),
  },
  {
    title: 'takes a date and time where the location lists no hours',
    form: 'test-drive',
    today: '2025-07-01',
    input: { preferredDate: '2025-07-06', preferredTime: '07:15' },
    expect: valid({ preferredDate: '2025-07-06', preferredTime: '07:15' }),
  },
  {
    title: 'refuses a date that does not exist',
    form: 'test-drive',
    input: { preferredDate: '2025-02-30' },
    expect: invalid(['preferredDate', 'Please choose a valid date for your test drive.']),
  },
  {
    title: 'refuses a date not written YYYY-MM-DD',
    form: 'test-drive',
    today: '2025-07-01',
    input: { preferredDate: '30/07/2025' },
    expect: invalid(['preferredDate', 'Please choose a valid date for your test drive.']),
  },
  {
    title: 'refuses a date before today',
    form: 'test-drive',
    today: '2025-07-01',
    input: { preferredDate: '2025-06-30' },
    expect: invalid(['preferredDate', 'Please choose a test drive date from today onwards.']),
  },
  {
    title: 'takes today',
    form: 'test-drive',
    today: '2025-07-01',
    input: { preferredDate: '2025-07-01' },
    expect: valid({ preferredDate: '2025-07-01' }),
  },
  {
    title: 'refuses a time that is not one',
    form: 'test-drive',
    input: { preferredDate: '2025-07-02', preferredTime: '9am' },
    expect: invalid(['preferredTime', 'Please choose a test drive time from the list.']),
  },
  {
    title: 'asks for the date of a chosen time',
    form: 'test-drive',
    input: { preferredTime: '10:00' },
    expect: invalid(['preferredDate', 'Please choose a date for your test drive time.']),
  },
  {
    title: 'refuses a day the location is closed',
    form: 'test-drive',
    settings: YARD_WITH_HOURS,
    today: '2025-07-01',
    // A Sunday.
    input: { preferredDate: '2025-07-06' },
    expect: invalid([
      'preferredDate',
      'The dealership is closed on that day. Please choose another date.',
    ]),
  },
  {
    title: 'takes a slot within the location’s hours',
    form: 'test-drive',
    settings: YARD_WITH_HOURS,
    input: { preferredDate: '2025-07-05', preferredTime: '11:30' },
    expect: valid({ locationId: 'loc-yard', preferredDate: '2025-07-05', preferredTime: '11:30' }),
  },
  ...['08:00', '08:45', '16:45', '17:00'].map((preferredTime): LeadFormCase => ({
    title: `refuses ${preferredTime}, not a slot of a Wednesday 08:30–17:00`,
    form: 'test-drive',
    settings: YARD_WITH_HOURS,
    input: { preferredDate: '2025-07-02', preferredTime },
    expect: invalid(['preferredTime', 'Please choose one of the available test drive times.']),
  })),
  {
    title: 'uses the hours of the chosen location',
    form: 'test-drive',
    settings: {
      locations: [...YARD_WITH_HOURS.locations, { id: 'loc-late', name: 'Late Yard' }],
      showLocationSelect: true,
    },
    input: { locationId: 'loc-late', preferredDate: '2025-07-06', preferredTime: '19:00' },
    expect: valid({ locationId: 'loc-late' }),
  },

  ...(
    [
      ['$25,000', 25000],
      ['25000', 25000],
      ['$ 12,500.50', 12500.5],
      [30000, 30000],
      ['', undefined],
    ] as const
  ).map(([vehiclePriceBudget, parsed]): LeadFormCase => ({
    title: `reads the budget ${JSON.stringify(vehiclePriceBudget)}`,
    form: 'finance-enquiry',
    input: { vehiclePriceBudget },
    expect: valid({ vehiclePriceBudget: parsed }),
  })),
  ...['lots', '25k', '-5000', '$1,000.555'].map((vehiclePriceBudget): LeadFormCase => ({
    title: `refuses the budget "${vehiclePriceBudget}"`,
    form: 'finance-enquiry',
    input: { vehiclePriceBudget },
    expect: invalid([
      'vehiclePriceBudget',
      'Please enter your vehicle price budget in dollars, such as $25,000.',
    ]),
  })),
  {
    title: 'refuses a budget over $10,000,000',
    form: 'finance-enquiry',
    input: { vehiclePriceBudget: '$20,000,000' },
    expect: invalid([
      'vehiclePriceBudget',
      'Your vehicle price budget can be at most $10,000,000.',
    ]),
  },
  {
    title: 'takes the vehicle and its type from the finance link',
    form: 'finance-enquiry',
    input: { carId: 'car-2002', carType: 'used' },
    expect: valid({ form: 'finance-enquiry', carId: 'car-2002', carType: 'used' }),
  },
  {
    title: 'refuses a vehicle type other than new, used or demo',
    form: 'finance-enquiry',
    input: { carType: 'vintage' },
    expect: invalid(['carType', 'The vehicle type must be new, used or demo.']),
  },

  {
    title: 'asks what a general enquiry is about',
    form: 'general-enquiry',
    settings: { categories: CATEGORIES },
    input: { category: '' },
    expect: invalid(['category', 'Please choose what your enquiry is about.']),
  },
  {
    title: 'refuses a category the site does not list',
    form: 'general-enquiry',
    settings: { categories: CATEGORIES },
    input: { category: 'Complaints' },
    expect: invalid(['category', 'Please choose an enquiry type from the list.']),
  },
  {
    title: 'files a general enquiry under the chosen category',
    form: 'general-enquiry',
    settings: { categories: CATEGORIES },
    input: { category: 'Service Enquiry' },
    expect: valid({ category: 'Service Enquiry', subcategory: undefined }),
  },
  {
    title: 'files a careers enquiry as General Enquiry, subcategory Career Enquiry',
    form: 'general-enquiry',
    settings: { categories: CATEGORIES },
    input: { category: 'Careers' },
    expect: valid({ category: 'General Enquiry', subcategory: 'Career Enquiry' }),
  },
  {
    title: 'offers a plain enquiry and careers on a site that lists no categories',
    form: 'general-enquiry',
    input: { category: 'General Enquiry' },
    expect: valid({ category: 'General Enquiry', subcategory: undefined }),
  },
  {
    title: 'takes careers on a site that lists no categories',
    form: 'general-enquiry',
    input: { category: 'Careers' },
    expect: valid({ category: 'General Enquiry', subcategory: 'Career Enquiry' }),
  },
  {
    title: 'knows the careers category by the site’s own name for it',
    form: 'general-enquiry',
    settings: { categories: ['Sales Enquiry', 'Work With Us'], careersCategory: 'Work With Us' },
    input: { category: 'Work With Us' },
    expect: valid({ category: 'General Enquiry', subcategory: 'Career Enquiry' }),
  },

  {
    title: 'takes a trade-in, its mobile formatted',
    form: 'trade-in',
    input: { phone: '+61412345678', postcode: ' 4000 ', carId: 'car-1001' },
    expect: valid(
      {
        form: 'trade-in',
        firstName: 'Sam',
        lastName: 'Shopper',
        postcode: '4000',
        phone: '04 1234 5678',
        carId: 'car-1001',
      },
      ['website'],
    ),
  },
  {
    title: 'asks for the first name',
    form: 'trade-in',
    input: { firstName: '' },
    expect: invalid(['firstName', 'Please enter your first name.']),
  },
  {
    title: 'asks for the last name',
    form: 'trade-in',
    input: { lastName: undefined },
    expect: invalid(['lastName', 'Please enter your last name.']),
  },
  {
    title: 'asks for the mobile number',
    form: 'trade-in',
    input: { phone: '' },
    expect: invalid(['phone', 'Please enter your mobile number.']),
  },
  {
    title: 'refuses a landline as the mobile number',
    form: 'trade-in',
    input: { phone: '07 3359 4800' },
    expect: invalid(['phone', 'Please enter an Australian mobile number, such as 0412 345 678.']),
  },
  {
    title: 'asks for the email address',
    form: 'trade-in',
    input: { email: undefined },
    expect: invalid(['email', 'Please enter your email address.']),
  },
  ...[undefined, '', '400', '40000', '4,000', 'abcd', '40 00'].map((postcode): LeadFormCase => ({
    title: `refuses the postcode ${JSON.stringify(postcode)}`,
    form: 'trade-in',
    input: { postcode },
    expect: invalid(['postcode', POSTCODE]),
  })),
  {
    title: 'takes any 4 digits where the real-postcode check does not run (the browser)',
    form: 'trade-in',
    input: { postcode: UNKNOWN_POSTCODE },
    expect: valid({ postcode: UNKNOWN_POSTCODE }),
  },
  {
    title: 'refuses 4 digits that are no Australian postcode (the server)',
    form: 'trade-in',
    postcodeLookup: true,
    input: { postcode: UNKNOWN_POSTCODE },
    expect: invalid(['postcode', POSTCODE]),
  },
  {
    title: 'takes a real Australian postcode (the server)',
    form: 'trade-in',
    postcodeLookup: true,
    input: { postcode: '4217' },
    expect: valid({ postcode: '4217' }),
  },
  {
    title: 'takes the rego of the valuation',
    form: 'trade-in',
    input: { rego: 'xyz 789', regoState: 'vic' },
    expect: valid({ rego: 'XYZ789', regoState: 'VIC' }),
  },
  {
    title: 'asks for the terms of a trade-in where the site requires them',
    form: 'trade-in',
    settings: { termsRequired: true },
    input: {},
    expect: invalid(['termsAccepted', TERMS]),
  },
  {
    title: 'takes a trade-in with a filled honeypot without a word, and drops it',
    form: 'trade-in',
    input: { website: 'x' },
    expect: valid(undefined, ['website']),
  },
];

/** Every case of every form. */
export const LEAD_FORM_CASES: readonly LeadFormCase[] = [
  ...ENQUIRY_FORMS.flatMap(enquiryCases),
  ...formCases,
];

export interface LeadAnalyticsCase {
  title: string;
  form: LeadForm;
  subcategory?: string;
  car: Pick<LeadCarFacts, 'carType' | 'autogaugeEnabled' | 'testDriveOnly'> | null;
  ids: number[];
}

/** Spec 2 §7: the analytics events a sent lead records. */
export const LEAD_ANALYTICS_CASES: readonly LeadAnalyticsCase[] = [
  { title: 'a general enquiry', form: 'general-enquiry', car: null, ids: [22] },
  {
    title: 'a careers enquiry',
    form: 'general-enquiry',
    subcategory: 'Career Enquiry',
    car: null,
    ids: [51],
  },
  { title: 'a trade-in', form: 'trade-in', car: null, ids: [22] },
  {
    title: 'a trade-in towards a vehicle',
    form: 'trade-in',
    car: { carType: 'new' },
    ids: [22],
  },
  { title: 'a finance enquiry without a vehicle', form: 'finance-enquiry', car: null, ids: [22] },
  {
    title: 'an enquiry about a new vehicle',
    form: 'vehicle-enquiry',
    car: { carType: 'new' },
    ids: [22, 14],
  },
  {
    title: 'an enquiry about a demo vehicle',
    form: 'vehicle-enquiry',
    car: { carType: 'demo' },
    ids: [22, 14],
  },
  {
    title: 'an enquiry about a used vehicle',
    form: 'vehicle-enquiry',
    car: { carType: 'used' },
    ids: [22, 15],
  },
  {
    title: 'an enquiry about a used vehicle with the Autogauge flag',
    form: 'vehicle-enquiry',
    car: { carType: 'used', autogaugeEnabled: true },
    ids: [22, 48],
  },
  {
    title: 'an enquiry about a new vehicle tagged for test drives only',
    form: 'vehicle-enquiry',
    car: { carType: 'new', testDriveOnly: true },
    ids: [22, 17],
  },
  {
    title: 'a test drive of a new vehicle',
    form: 'test-drive',
    car: { carType: 'new' },
    ids: [22, 17],
  },
  {
    title: 'a test drive of a used vehicle',
    form: 'test-drive',
    car: { carType: 'used' },
    ids: [22, 15],
  },
  {
    title: 'a finance enquiry about a used vehicle',
    form: 'finance-enquiry',
    car: { carType: 'used' },
    ids: [22, 15],
  },
];
