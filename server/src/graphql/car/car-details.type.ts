import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { feetToMetres } from '@forecourt/schema/units/format-units';
import { z } from 'zod';
import { builder } from '../../builder.js';
import { buildImageUrl } from '../../media/image-url.js';
import { servedWidthFor } from '../../media/media-urls.js';

/** Technical data of a vehicle's variant, in the spec's units. */
export const CarVariantRef = builder.objectRef<CarRecord['variant']>('CarVariant').implement({
  description: 'Technical specification of the vehicle’s variant.',
  fields: (t) => ({
    cylinders: t.exposeInt('cylinders', { nullable: true, description: 'Number of cylinders.' }),
    engineSizeCc: t.exposeInt('engineSizeCc', {
      nullable: true,
      description: 'Engine capacity in cc.',
    }),
    engineSizeLitres: t.float({
      nullable: true,
      description: 'Engine capacity in litres, one decimal.',
      resolve: (v) => (v.engineSizeCc ? Math.round(v.engineSizeCc / 100) / 10 : null),
    }),
    induction: t.exposeString('induction', {
      nullable: true,
      description: 'Aspiration, e.g. Turbo.',
    }),
    gearType: t.exposeString('gearType', { nullable: true, description: 'Gearbox type.' }),
    fuelConsumptionCombined: t.exposeFloat('fuelConsumptionCombined', {
      nullable: true,
      description: 'Combined fuel consumption, L/100km.',
    }),
    fuelCapacity: t.exposeFloat('fuelCapacity', { nullable: true, description: 'Fuel tank, L.' }),
    grossVehicleMass: t.exposeInt('grossVehicleMass', { nullable: true, description: 'GVM, kg.' }),
    lengthMm: t.exposeInt('lengthMm', { nullable: true, description: 'Length, mm.' }),
    heightMm: t.exposeInt('heightMm', { nullable: true, description: 'Height, mm.' }),
    widthMm: t.exposeInt('widthMm', { nullable: true, description: 'Width, mm.' }),
    towingCapacityBraked: t.exposeInt('towingCapacityBraked', {
      nullable: true,
      description: 'Braked towing capacity, kg.',
    }),
    torqueNm: t.exposeInt('torqueNm', { nullable: true, description: 'Peak torque, Nm.' }),
    ancapRating: t.exposeInt('ancapRating', {
      nullable: true,
      description: 'ANCAP safety stars, 0–5.',
    }),
  }),
});

type CaravanSpecs = NonNullable<CarRecord['caravanSpecifications']>;

/** Spec 2 §9: caravan sizes come in feet and show in metres, to the centimetre. */
const metres = (feet: number | undefined) =>
  feet === undefined ? null : Math.round(feetToMetres(feet) * 100) / 100;

export const CaravanSpecificationsRef = builder
  .objectRef<CaravanSpecs>('CaravanSpecifications')
  .implement({
    description: 'Sizes and masses of a caravan.',
    fields: (t) => ({
      bodyLengthFeet: t.exposeFloat('bodyLengthFeet', {
        nullable: true,
        description: 'Body length, feet.',
      }),
      bodyLengthMetres: t.float({
        nullable: true,
        description: 'Body length, metres.',
        resolve: (s) => metres(s.bodyLengthFeet),
      }),
      bodyWidthFeet: t.exposeFloat('bodyWidthFeet', {
        nullable: true,
        description: 'Body width, feet.',
      }),
      bodyWidthMetres: t.float({
        nullable: true,
        description: 'Body width, metres.',
        resolve: (s) => metres(s.bodyWidthFeet),
      }),
      tareWeightKg: t.exposeInt('tareWeightKg', { nullable: true, description: 'Tare mass, kg.' }),
      aggregateTrailerMassKg: t.exposeInt('aggregateTrailerMassKg', {
        nullable: true,
        description: 'Aggregate trailer mass (ATM), kg.',
      }),
      axleType: t.exposeString('axleType', {
        nullable: true,
        description: 'Single or tandem axle.',
      }),
      sleeps: t.exposeInt('sleeps', { nullable: true, description: 'Berths.' }),
    }),
  });

type Hotspot = CarRecord['hotspots'][number];

const HotspotPositionRef = builder
  .objectRef<Hotspot['positions'][number]>('HotspotPosition')
  .implement({
    description: 'Where a hotspot sits on one spin frame.',
    fields: (t) => ({
      activeAngle: t.exposeInt('activeAngle', {
        description: 'Spin frame index the position applies to.',
      }),
      posX: t.exposeFloat('posX', { description: 'Horizontal position, 0–1 of the frame width.' }),
      posY: t.exposeFloat('posY', { description: 'Vertical position, 0–1 of the frame height.' }),
    }),
  });

export const HotspotRef = builder.objectRef<Hotspot>('Hotspot').implement({
  description: 'A point of interest on the 360° spin.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Hotspot id, unique within the car.' }),
    description: t.exposeString('description', { description: 'What the hotspot shows.' }),
    positions: t.field({
      type: [HotspotPositionRef],
      description: 'Positions per spin frame.',
      resolve: (h) => h.positions,
    }),
  }),
});

export interface CarImage {
  /** The original's address; pages get it through the image URL builder. */
  src: string;
  /** The widths the address is served at (`?w=`); empty when the image scales itself (SVG). */
  widths: readonly number[];
  width: number;
  height: number;
  alt: string;
}

/** Thumbnails are drawn at most this wide. */
const THUMBNAIL_WIDTH = 200;

/** The width to ask for: for an image served at fixed widths, the nearest served one. */
function servedWidth(image: CarImage, width: number | undefined): number | undefined {
  if (width === undefined) return width;
  return servedWidthFor(image.widths, width) ?? width;
}

export const CarImageRef = builder.objectRef<CarImage>('CarImage').implement({
  description:
    'A photo or 360° spin frame of a vehicle with its intrinsic size, so pages reserve its space.',
  fields: (t) => ({
    url: t.string({
      description:
        'Image URL at the site’s quality (75 unless set), optionally resized (to the nearest served width at or above the one asked, for a photo served at fixed widths).',
      args: {
        width: t.arg.int({
          description: 'Width in pixels to resize to; omitted: the original width.',
          validate: z
            .number()
            .int()
            .min(16, 'must be at least 16')
            .max(4096, 'must be at most 4096'),
        }),
      },
      resolve: (image, { width }, context) =>
        buildImageUrl(image.src, context.site, { width: servedWidth(image, width ?? undefined) }),
    }),
    srcSet: t.string({
      nullable: true,
      description:
        'Every served width of the photo (AVIF, WebP or JPEG, as the browser accepts) for an img srcset; null for a drawn photo (SVG), which scales itself.',
      resolve: (image, _args, context) =>
        image.widths.length === 0
          ? null
          : image.widths
              .map((width) => `${buildImageUrl(image.src, context.site, { width })} ${width}w`)
              .join(', '),
    }),
    thumbUrl: t.string({
      description: `Thumbnail URL (${THUMBNAIL_WIDTH} px wide, or the nearest served width above).`,
      resolve: (image, _args, context) =>
        buildImageUrl(image.src, context.site, { width: servedWidth(image, THUMBNAIL_WIDTH) }),
    }),
    width: t.exposeInt('width', { description: 'Intrinsic width in pixels.' }),
    height: t.exposeInt('height', { description: 'Intrinsic height in pixels.' }),
    alt: t.exposeString('alt', { description: 'Alternative text.' }),
  }),
});
