import type { CarRecord, CarType } from '@forecourt/tenants/stock/car-record.schema';
import type { SeededRandom } from './seeded-random.js';

/** Where demo media lives; pages build image and spin frame addresses from the car's id. */
export const DEMO_MEDIA_ORIGIN = 'https://media.forecourt.example';
const VIDEO_EMBED_ORIGIN = 'https://www.youtube.com/embed/';
const VIDEO_ID_PATTERN = '???????????';

const PHOTOS: readonly [number, number] = [4, 20];
/** A 360° spin is a fixed number of frames (10° apart). */
export const SPIN_FRAME_COUNT = 36;
const SPIN_DEGREES_PER_FRAME = 360 / SPIN_FRAME_COUNT;
const SPIN_SHARE = 0.15;
const HOTSPOT_SHARE_OF_SPINS = 0.4;
const INTERIOR_SHARE_OF_SPINS = 0.25;
const VIDEO_SHARE = 0.05;
const HISTORY_REPORT_SHARE_OF_USED = 0.4;

const HOTSPOT_NOTES = [
  'Genuine tow bar and wiring harness',
  'Near-new tyres',
  'Minor scuff on the rear bumper',
  'Factory alloy wheels',
  'Tinted windows',
  'Small stone chip on the bonnet',
  'Aftermarket roof racks',
  'Dealer-fitted weathershields',
  'Light scratch on the driver door',
  'Bull bar with driving lights',
] as const;

type Media = Pick<
  CarRecord,
  | 'photosCount'
  | 'spinFrameCount'
  | 'spinInteriorUrl'
  | 'hotspots'
  | 'videoUrl'
  | 'historyReportUrl'
>;

function hotspots(rng: SeededRandom): CarRecord['hotspots'] {
  const notes = rng.sampleInOrder(HOTSPOT_NOTES, rng.int(1, 4));
  return notes.map((description, index) => {
    const frame = rng.int(0, SPIN_FRAME_COUNT - 1);
    // A feature stays in view over a few neighbouring frames, drifting across the image.
    const positions = [0, 1, 2].map((step) => ({
      activeAngle: ((frame + step) % SPIN_FRAME_COUNT) * SPIN_DEGREES_PER_FRAME,
      posX: Math.round(rng.float(15, 85) * 10) / 10,
      posY: Math.round(rng.float(25, 80) * 10) / 10,
    }));
    return { id: `hotspot-${index + 1}`, description, positions };
  });
}

export function drawMedia(
  rng: SeededRandom,
  car: { id: string; vin: string | undefined; carType: CarType },
): Media {
  const hasSpin = rng.chance(SPIN_SHARE);
  const media: Media = {
    photosCount: rng.int(...PHOTOS),
    spinFrameCount: hasSpin ? SPIN_FRAME_COUNT : 0,
    hotspots: hasSpin && rng.chance(HOTSPOT_SHARE_OF_SPINS) ? hotspots(rng) : [],
  };
  if (hasSpin && rng.chance(INTERIOR_SHARE_OF_SPINS)) {
    media.spinInteriorUrl = `${DEMO_MEDIA_ORIGIN}/interiors/${car.id}`;
  }
  if (rng.chance(VIDEO_SHARE)) {
    media.videoUrl = `${VIDEO_EMBED_ORIGIN}${rng.pattern(VIDEO_ID_PATTERN)}`;
  }
  if (car.carType === 'used' && car.vin && rng.chance(HISTORY_REPORT_SHARE_OF_USED)) {
    media.historyReportUrl = `${DEMO_MEDIA_ORIGIN}/history-reports/${car.vin}.pdf`;
  }
  return media;
}
