import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type { SeededRandom } from './seeded-random.js';

/** Share of listings whose dealer has not written comments yet (the page says they are pending). */
const NO_COMMENTS_SHARE = 0.12;

const numbers = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

type CommentFacts = Pick<
  CarRecord,
  | 'carType'
  | 'itemType'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'km'
  | 'colour'
  | 'features'
  | 'certified'
  | 'fuel'
  | 'seats'
  | 'body'
  | 'variant'
  | 'caravanSpecifications'
>;

/** The dealership the car is at. */
export interface CommentPlace {
  dealerName: string;
  city: string;
}

type Sentence = (f: CommentFacts, at: CommentPlace) => string | null;

const name = (f: CommentFacts) => [f.year, f.make, f.model, f.badge].filter(Boolean).join(' ');
const km = (f: CommentFacts) => `${numbers.format(f.km)} km`;
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
const GEARBOX_WORDS: Readonly<Record<string, string>> = {
  Automatic: 'automatic',
  Manual: 'manual',
  CVT: 'CVT',
  'Dual Clutch': 'dual-clutch',
  'Automated Manual': 'automated manual',
  'Reduction Gear': 'single-speed',
};
const gearbox = (f: CommentFacts) => GEARBOX_WORDS[f.variant.gearType ?? ''] ?? 'smooth';

const OPENERS: Record<CarRecord['carType'], readonly Sentence[]> = {
  new: [
    (f) =>
      `Brand new ${name(f)} finished in ${f.colour ?? 'a factory colour'}, ready to drive away.`,
    (f, at) => `This new ${name(f)} is in stock at our ${at.city} dealership now.`,
    (f) => `Be the first owner of this ${name(f)} with the full new-vehicle factory warranty.`,
  ],
  demo: [
    (f) => `Ex-demonstrator ${name(f)} with just ${km(f)} and the balance of the factory warranty.`,
    (f) => `Save on this dealer demo ${name(f)}: it has covered only ${km(f)} under our care.`,
  ],
  used: [
    (f) =>
      f.km > 0
        ? `This ${name(f)} has travelled ${km(f)} and presents beautifully inside and out.`
        : `This ${name(f)} presents beautifully inside and out.`,
    (f, at) =>
      `Well-kept ${name(f)} in ${f.colour ?? 'a popular colour'}, traded in at our ${at.city} yard.`,
    (f) => `Here is a great-value ${name(f)} that has been looked after by its previous owner.`,
  ],
};

const DETAILS: Record<CarRecord['itemType'], readonly Sentence[]> = {
  car: [
    (f) =>
      f.fuel === 'Electric'
        ? `Its electric drivetrain delivers ${f.variant.torqueNm ?? 'plenty of'} Nm of instant torque with no fuel bills.`
        : f.variant.engineSizeCc
          ? `The ${(f.variant.engineSizeCc / 1000).toFixed(1)}-litre ${f.fuel?.toLowerCase() ?? ''} engine is matched to ${withArticle(gearbox(f))} transmission.`
          : null,
    (f) =>
      f.variant.towingCapacityBraked && f.variant.towingCapacityBraked >= 2_500
        ? `Rated to tow ${numbers.format(f.variant.towingCapacityBraked)} kg braked, it is ready for the boat or the van.`
        : null,
    (f) =>
      f.seats && f.seats >= 7
        ? `With seating for ${f.seats}, there is room for the whole family.`
        : null,
    (f) => (f.variant.ancapRating === 5 ? 'It carries a five-star ANCAP safety rating.' : null),
  ],
  truck: [
    (f) =>
      `Powered by a ${((f.variant.engineSizeCc ?? 0) / 1000).toFixed(1)}-litre turbo-diesel with ${f.variant.torqueNm ?? ''} Nm, it is built to work.`,
    (f) =>
      f.variant.grossVehicleMass
        ? `GVM of ${numbers.format(f.variant.grossVehicleMass)} kg${f.variant.grossVehicleMass <= 4_500 ? ', so it can be driven on a car licence' : ''}.`
        : null,
  ],
  motorcycle: [
    (f) =>
      `Its ${f.variant.engineSizeCc ?? ''}cc ${f.variant.cylinders ?? ''}-cylinder engine makes ${f.variant.torqueNm ?? ''} Nm.`,
    (f) =>
      f.features.includes('LAMS Approved')
        ? 'LAMS approved, so it is ideal for learner and restricted riders.'
        : null,
    () => 'Ride-away ready with a fresh service and a safety check.',
  ],
  caravan: [
    (f) => {
      const spec = f.caravanSpecifications;
      return spec
        ? `It sleeps ${spec.sleeps ?? 2}, measures ${spec.bodyLengthFeet ?? ''} ft and has a tare of ${numbers.format(spec.tareWeightKg ?? 0)} kg (ATM ${numbers.format(spec.aggregateTrailerMassKg ?? 0)} kg).`
        : null;
    },
    (f) =>
      f.caravanSpecifications?.axleType === 'Tandem'
        ? 'The tandem axle keeps it stable on the highway and on corrugated roads.'
        : 'The single axle makes it easy to tow and to manoeuvre into a campsite.',
  ],
};

const HIGHLIGHTS: readonly Sentence[] = [
  (f) =>
    f.features.length >= 3
      ? `Highlights include ${f.features[0]}, ${f.features[1]} and ${f.features[2]}.`
      : null,
  (f) =>
    f.features.length >= 2
      ? `It also has ${f.features[f.features.length - 1]} and ${f.features[f.features.length - 2]}.`
      : null,
];

const HISTORY: readonly Sentence[] = [
  () => 'It comes with a full service history and two keys.',
  () => 'One owner from new with logbooks stamped on time.',
  () => 'It has just been serviced and detailed by our workshop.',
  (f) =>
    f.certified ? 'As a certified pre-owned vehicle it has passed a multi-point inspection.' : null,
];

const CLOSERS: readonly Sentence[] = [
  (_, at) => `Call ${at.dealerName} today to arrange a test drive.`,
  () => 'Finance is available on the spot and trade-ins are welcome.',
  () => 'We can deliver Australia-wide; ask us for a quote.',
  (_, at) => `Visit us in ${at.city} or enquire online to secure it.`,
];

function sentence(
  rng: SeededRandom,
  choices: readonly Sentence[],
  facts: CommentFacts,
  at: CommentPlace,
): string[] {
  const text = rng.pick(choices)(facts, at);
  return text ? [text] : [];
}

/** Several sentences in a dealer's voice, or nothing for a listing still awaiting comments. */
export function drawDealerComments(
  rng: SeededRandom,
  facts: CommentFacts,
  at: CommentPlace,
): string | undefined {
  if (rng.chance(NO_COMMENTS_SHARE)) return undefined;
  const details = rng.sampleInOrder(DETAILS[facts.itemType], 2);
  const parts = [
    ...sentence(rng, OPENERS[facts.carType], facts, at),
    ...details.flatMap((detail) => {
      const text = detail(facts, at);
      return text ? [text] : [];
    }),
    ...sentence(rng, HIGHLIGHTS, facts, at),
    ...(facts.carType === 'used' ? sentence(rng, HISTORY, facts, at) : []),
    ...sentence(rng, CLOSERS, facts, at),
  ];
  return parts.join(' ');
}
