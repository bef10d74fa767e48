/**
 * Column names of the older feed format (specs 1 §3 and 2 §3) that differ from a car field's
 * name by more than case and separators. Keys are normalised (see normaliseFeedKey); the value is
 * the field path below the object the key appears in ('' is the car itself).
 */
export const FEED_FIELD_ALIASES: Readonly<
  Record<string, Readonly<Record<string, readonly string[]>>>
> = {
  '': {
    simplebody: ['body'],
    simplefuel: ['fuel'],
    simpletransmission: ['transmission'],
    trans: ['transmission'],
    simpledrive: ['drive'],
    stocknum: ['stockNumber'],
    gearnum: ['gearCount'],
    color: ['colour'],
    interiorcolor: ['interiorColour'],
    enginesize: ['variant', 'engineSizeCc'],
    spininteriorimage: ['spinInteriorUrl'],
    file: ['historyReportUrl'],
    specifications: ['caravanSpecifications'],
  },
  variant: {
    enginesize: ['engineSizeCc'],
    vehiclelength: ['lengthMm'],
    vehicleheight: ['heightMm'],
    vehiclewidth: ['widthMm'],
    torque: ['torqueNm'],
  },
  caravanSpecifications: {
    bodywidth: ['bodyWidthFeet'],
    bodylength: ['bodyLengthFeet'],
    tareweight: ['tareWeightKg'],
    aggregatetrailermass: ['aggregateTrailerMassKg'],
  },
};

/**
 * When a feed carries both the plain and the simple_ column (`fuel` and `simple_fuel`), the
 * simple_ one wins: it holds the short value the search facets list ("Petrol", not "Unleaded
 * Petrol 95").
 */
export const PREFERRED_FEED_KEYS: ReadonlySet<string> = new Set([
  'simplebody',
  'simplefuel',
  'simpletransmission',
  'simpledrive',
]);

/** Fields whose cells may carry a `$` sign. */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'price',
  'beforePrice',
  'offerPrice',
  'subscriptionPrice',
  'paymentWeek',
  'paymentMonth',
  'deposit',
  'balloon',
  'establishmentFees',
  'totalPayable',
  'averageMarketPrice',
  'stateAverageMarketPrice',
]);

/** `Stock_Number`, `stock-number`, `stockNumber` → `stocknumber` */
export function normaliseFeedKey(key: string): string {
  return key.toLowerCase().replace(/[\s_-]/g, '');
}
