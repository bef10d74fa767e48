/**
 * Column names that differ from a car field's name by more than case and separators: the older
 * feed format's (specs 1 §3 and 2 §3) and the common spellings of Australian dealer exports
 * (`Stock No`, `Odometer (km)`, `Rego`, `Body Type`, `Yard` …). Keys are normalised (see
 * normaliseFeedKey); the value is the field path below the object the key appears in ('' is the
 * car itself). A spelling no list can foresee is the site's `feedColumns` setting.
 */
export const FEED_FIELD_ALIASES: Readonly<
  Record<string, Readonly<Record<string, readonly string[]>>>
> = {
  '': {
    // The older feed format.
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
    // Dealer exports.
    vehicleid: ['id'],
    listingid: ['id'],
    stock: ['stockNumber'],
    stockno: ['stockNumber'],
    stocknbr: ['stockNumber'],
    stockcode: ['stockNumber'],
    condition: ['carType'],
    vehiclecondition: ['carType'],
    newused: ['carType'],
    newordused: ['carType'],
    type: ['carType'],
    stocktype: ['carType'],
    saletype: ['carType'],
    availability: ['status'],
    manufacturer: ['make'],
    trim: ['badge'],
    buildyear: ['year'],
    modelyear: ['year'],
    yearofmanufacture: ['year'],
    driveawayprice: ['price'],
    driveaway: ['price'],
    saleprice: ['price'],
    askingprice: ['price'],
    retailprice: ['price'],
    odometer: ['km'],
    odometerkm: ['km'],
    odo: ['km'],
    kms: ['km'],
    kilometres: ['km'],
    kilometers: ['km'],
    mileage: ['km'],
    exteriorcolour: ['colour'],
    exteriorcolor: ['colour'],
    bodytype: ['body'],
    bodystyle: ['body'],
    transmissiontype: ['transmission'],
    gearbox: ['transmission'],
    fueltype: ['fuel'],
    drivetype: ['drive'],
    driveline: ['drive'],
    cylinders: ['variant', 'cylinders'],
    rego: ['regPlate'],
    regono: ['regPlate'],
    regonumber: ['regPlate'],
    registration: ['regPlate'],
    registrationnumber: ['regPlate'],
    registrationplate: ['regPlate'],
    numberplate: ['regPlate'],
    registrationexpiry: ['regoExpiry'],
    vinnumber: ['vin'],
    location: ['locationId'],
    yard: ['locationId'],
    branch: ['locationId'],
    dealership: ['locationId'],
    description: ['dealerComments'],
    comments: ['dealerComments'],
    comment: ['dealerComments'],
    notes: ['dealerComments'],
    sellerscomments: ['dealerComments'],
    options: ['features'],
    photos: ['photoUrls'],
    images: ['photoUrls'],
    pictures: ['photoUrls'],
    imageurls: ['photoUrls'],
    photourl: ['photoUrls'],
    imageurl: ['photoUrls'],
    video: ['videoUrl'],
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
 * The words dealer systems use for a choice field's values, normalised (normaliseFeedKey), by
 * field name. A value that is one of the field's own options needs no entry.
 */
export const FEED_VALUE_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: {
    available: 'in_stock',
    forsale: 'in_stock',
    instock: 'in_stock',
    active: 'in_stock',
    current: 'in_stock',
    listed: 'in_stock',
    soldout: 'sold',
    comingsoon: 'coming_soon',
    intransit: 'coming_soon',
    incoming: 'coming_soon',
    onorder: 'coming_soon',
    arriving: 'coming_soon',
  },
  carType: {
    brandnew: 'new',
    usedcar: 'used',
    preowned: 'used',
    secondhand: 'used',
    demonstrator: 'demo',
    exdemo: 'demo',
    demovehicle: 'demo',
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

/** Lists of addresses: dealer exports separate them with `|`, commas or spaces. */
export const URL_LIST_FIELDS: ReadonlySet<string> = new Set(['photoUrls', 'spinFrameUrls']);

/**
 * `Stock_Number`, `stock-number`, `Stock Number`, `stockNumber` → `stocknumber`; punctuation goes
 * too (`Stock #` → `stock`, `Odometer (km)` → `odometerkm`, `New/Used` → `newused`).
 */
export function normaliseFeedKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}
