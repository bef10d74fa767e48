import { builder } from '../../builder.js';
import { carPhotoUrls, type CarPhotoSource } from '../../media/car-photos.port.js';
import { isAvailable } from '../../stock/car-availability.js';
import { canReserve, canSave } from '../../stock/car-eligibility.js';
import { carTag, newArrivalEndsAt } from '../../stock/car-tag.js';
import { priceDisplay } from '../../stock/price-display.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { LocationRef } from '../location/location.type.js';
import {
  CarImageRef,
  CarVariantRef,
  CaravanSpecificationsRef,
  HotspotRef,
  type CarImage,
} from './car-details.type.js';
import { CarStatusEnum, CarTypeEnum, ItemTypeEnum } from './car-enums.js';
import { PriceDisplayRef } from './price-display.type.js';
import { BreadcrumbRef } from '../common/breadcrumb.type.js';
import { dealerPhone } from '../../stock/dealer-phone.js';
import { phoneAsShown } from '../../activity/shown-phone.js';
import { carTrustBadges } from '../../stock/trust-badges.js';
import { carBreadcrumbs } from './car-breadcrumbs.js';
import { CarVideoRef, carVideo } from './car-video.type.js';
import { TrustBadgeRef } from './trust-badge.type.js';
import { CarTagRef } from './car-tag.type.js';

/** Photos are 800×600 (4:3); pages reserve that box so nothing shifts. */
const PHOTO_SIZE = { width: 800, height: 600 };

/** The car's 360° spin frames, as images with the widths they are served at. */
function spinFrameImages(car: StockDocument, photos: CarPhotoSource): CarImage[] {
  const urls = photos.spinFrameUrls(car);
  return urls.map((src, i) => ({
    src,
    widths: photos.spinFrameWidths,
    ...PHOTO_SIZE,
    alt: `${car.name}, 360° view, frame ${i + 1} of ${urls.length}`,
  }));
}

/** The car's first `limit` photos (all by default) from the site's photo source, in order. */
function carImages(car: StockDocument, photos: CarPhotoSource, limit?: number): CarImage[] {
  const count = photos.photoCount(car);
  return carPhotoUrls(photos, car, limit).map((src, i) => ({
    src,
    widths: photos.photoWidths,
    ...PHOTO_SIZE,
    alt: `${car.name}, photo ${i + 1} of ${count}`,
  }));
}

/**
 * A vehicle of the site's stock. Loaded through the site-bound stock source, so a car of another
 * site is never found, by slug or by global id.
 */
export const CarRef = builder.loadableNode('Car', {
  description: 'A vehicle for sale (car, motorcycle, caravan or truck).',
  id: { resolve: (car: StockDocument) => car.id },
  load: (ids: string[], context) => context.stock.findByIds(ids),
  sort: (car) => car.id,
  fields: (t) => ({
    internalId: t.exposeString('id', { description: 'The vehicle’s id in the stock feed.' }),
    slug: t.exposeString('slug', { description: 'URL slug: the page is /cars/{slug}.' }),
    path: t.string({
      description: 'Path of the vehicle page.',
      resolve: (car) => `/cars/${car.slug}`,
    }),
    name: t.exposeString('name', { description: 'Year, make, model and badge.' }),
    year: t.exposeInt('year', { description: 'Model year.' }),
    make: t.exposeString('make', { description: 'Manufacturer.' }),
    model: t.exposeString('model', { description: 'Model.' }),
    badge: t.exposeString('badge', { nullable: true, description: 'Badge (trim level).' }),
    series: t.exposeString('series', { nullable: true, description: 'Series or generation code.' }),
    status: t.field({
      type: CarStatusEnum,
      description: 'Sale status.',
      resolve: (car) => car.status,
    }),
    available: t.boolean({
      description: 'In stock or coming soon; otherwise the page shows the sold panel.',
      resolve: (car) => isAvailable(car.status),
    }),
    canSave: t.boolean({
      description:
        'Whether favourite and compare toggles are offered: priced, available and, where the site asks, with photos.',
      resolve: (car, _args, context) => canSave(car, context.site),
    }),
    canReserve: t.boolean({
      description:
        'Whether the Reserve button is offered: the site offers reserving and the car is in stock, priced, not reserved and not a preorder.',
      resolve: (car, _args, context) => canReserve(car, context.site),
    }),
    carType: t.field({
      type: CarTypeEnum,
      description: 'New, demo or used.',
      resolve: (car) => car.carType,
    }),
    itemType: t.field({
      type: ItemTypeEnum,
      description: 'Kind of vehicle.',
      resolve: (car) => car.itemType,
    }),
    tag: t.field({
      type: CarTagRef,
      nullable: true,
      description: 'The tag to show, chosen by the tag priority rule; null for none.',
      resolve: (car, _args, context) => {
        const tag = carTag(car, context.site, context.now);
        // A kept answer (a cached page) shows the new-arrival tag no longer than it lasts.
        if (tag?.kind === 'NEW_ARRIVAL') context.lifetime.endsBy(newArrivalEndsAt(car.createdAtMs));
        return tag;
      },
    }),
    priceDisplay: t.field({
      type: PriceDisplayRef,
      description: 'The price to show, by the price display order.',
      resolve: (car, _args, context) => priceDisplay(car, context.site),
    }),
    price: t.exposeFloat('price', { description: 'Listed price in dollars; 0 when not priced.' }),
    beforePrice: t.exposeFloat('beforePrice', {
      nullable: true,
      description: 'Price before a reduction.',
    }),
    offerPrice: t.exposeFloat('offerPrice', {
      nullable: true,
      description: 'Offer (adjusted) price.',
    }),
    subscriptionPrice: t.exposeFloat('subscriptionPrice', {
      nullable: true,
      description: 'Weekly subscription price, on subscription sites.',
    }),
    priceType: t.exposeString('priceType', {
      nullable: true,
      description: 'Price basis, e.g. Drive Away.',
    }),
    km: t.exposeInt('km', { description: 'Odometer in kilometres.' }),
    colour: t.exposeString('colour', { nullable: true, description: 'Exterior colour.' }),
    interiorColour: t.exposeString('interiorColour', {
      nullable: true,
      description: 'Interior colour.',
    }),
    body: t.exposeString('body', {
      nullable: true,
      description: 'Body type (simplified), e.g. SUV.',
    }),
    bodyConfiguration: t.exposeString('bodyConfiguration', {
      nullable: true,
      description: 'Body configuration, e.g. Dual Cab.',
    }),
    transmission: t.exposeString('transmission', {
      nullable: true,
      description: 'Transmission (simplified): Automatic or Manual.',
    }),
    gearCount: t.exposeInt('gearCount', { nullable: true, description: 'Number of gears.' }),
    fuel: t.exposeString('fuel', {
      nullable: true,
      description: 'Fuel (simplified), e.g. Hybrid.',
    }),
    drive: t.exposeString('drive', { nullable: true, description: 'Drive type, e.g. 4x4.' }),
    seats: t.exposeInt('seats', { nullable: true, description: 'Seats.' }),
    doors: t.exposeInt('doors', { nullable: true, description: 'Doors.' }),
    stockNumber: t.exposeString('stockNumber', { description: 'Dealer stock number.' }),
    vin: t.exposeString('vin', { nullable: true, description: 'Vehicle identification number.' }),
    regPlate: t.exposeString('regPlate', { nullable: true, description: 'Registration plate.' }),
    regoExpiry: t.exposeString('regoExpiry', {
      nullable: true,
      description: 'Registration expiry, YYYY-MM-DD.',
    }),
    buildDate: t.exposeString('buildDate', {
      nullable: true,
      description: 'Build date, YYYY-MM-DD.',
    }),
    complianceDate: t.exposeString('complianceDate', {
      nullable: true,
      description: 'Compliance date, YYYY-MM-DD.',
    }),
    reserved: t.exposeBoolean('reserved', { description: 'Reserved by a shopper.' }),
    certified: t.exposeBoolean('certified', { description: 'Manufacturer-certified pre-owned.' }),
    preorder: t.exposeBoolean('preorder', { description: 'Sold on preorder.' }),
    createdAt: t.exposeString('createdAt', { description: 'When it was listed (ISO 8601).' }),
    updatedAt: t.exposeString('updatedAt', { description: 'When it last changed (ISO 8601).' }),
    soldAt: t.exposeString('soldAt', { nullable: true, description: 'When it sold (ISO 8601).' }),
    dealerComments: t.exposeString('dealerComments', {
      nullable: true,
      description: 'The dealer’s description.',
    }),
    features: t.exposeStringList('features', { description: 'Equipment and features.' }),
    categories: t.exposeStringList('categories', { description: 'Categories, e.g. Off-Road.' }),
    photosCount: t.exposeInt('photosCount', { description: 'Number of photos.' }),
    images: t.field({
      type: [CarImageRef],
      description: 'Photos, in order.',
      resolve: (car, _args, context) => carImages(car, context.photos),
    }),
    primaryImage: t.field({
      type: CarImageRef,
      nullable: true,
      description: 'The first photo, for cards and the page’s largest paint.',
      resolve: (car, _args, context) => carImages(car, context.photos, 1)[0] ?? null,
    }),
    videoUrl: t.exposeString('videoUrl', {
      nullable: true,
      description: 'Video URL (embed or file).',
    }),
    video: t.field({
      type: CarVideoRef,
      nullable: true,
      description: 'The video, shown as the gallery’s second slide.',
      resolve: (car) => (car.videoUrl ? carVideo(car.videoUrl) : null),
    }),
    spinImages: t.stringList({
      description:
        'Addresses of the 360° spin frames, in order, each at its largest served width; empty when the vehicle has none. `spinFrames` gives each frame with its served widths.',
      resolve: (car, _args, context) => context.photos.spinFrameUrls(car),
    }),
    spinFrames: t.field({
      type: [CarImageRef],
      description:
        'Frames of the 360° spin, in order, with the widths each is served at; empty when the vehicle has none.',
      resolve: (car, _args, context) => spinFrameImages(car, context.photos),
    }),
    spinInteriorUrl: t.exposeString('spinInteriorUrl', {
      nullable: true,
      description: 'Interior 360° view URL.',
    }),
    hotspots: t.field({
      type: [HotspotRef],
      description: 'Hotspots on the spin.',
      resolve: (car) => car.hotspots,
    }),
    historyReportUrl: t.exposeString('historyReportUrl', {
      nullable: true,
      description: 'Vehicle history report file.',
    }),
    variant: t.field({
      type: CarVariantRef,
      description: 'Technical specification.',
      resolve: (car) => car.variant,
    }),
    caravanSpecifications: t.field({
      type: CaravanSpecificationsRef,
      nullable: true,
      description: 'Sizes and masses, for caravans.',
      resolve: (car) => car.caravanSpecifications ?? null,
    }),
    dealershipId: t.exposeString('dealershipId', {
      description: 'Dealership selling the vehicle.',
    }),
    dealershipSlug: t.exposeString('dealershipSlug', { description: 'Slug of that dealership.' }),
    dealershipName: t.exposeString('dealershipName', { description: 'Name of that dealership.' }),
    city: t.exposeString('city', { description: 'Town of the vehicle’s location.' }),
    state: t.exposeString('state', { description: 'State of the vehicle’s location.' }),
    dealerPhone: t.string({
      nullable: true,
      description:
        'Number to call about this vehicle, as shown (0X XXXX XXXX): the site’s number for its car type, else its location’s; null when there is none. On a site that masks numbers (`Site.contact.phoneReveal` MASKED) only the first 5 characters, the rest asterisks: the whole number is the answer of `revealDealerPhone`.',
      resolve: (car, _args, context) => phoneAsShown(dealerPhone(car, context.site), context.site),
    }),
    trustBadges: t.field({
      type: [TrustBadgeRef],
      description: 'Trust badges the vehicle earns on this site (e.g. Mercedes-Benz Certified).',
      resolve: (car, _args, context) => carTrustBadges(car, context.site),
    }),
    breadcrumbs: t.field({
      type: [BreadcrumbRef],
      description: 'The vehicle page’s trail: Home, car type, make, model, the vehicle.',
      resolve: (car, _args, context) => carBreadcrumbs(car, context.site),
    }),
    location: t.field({
      type: LocationRef,
      description: 'Where the vehicle is.',
      resolve: (car, _args, context) => context.site.locationsById.get(car.locationId)!,
    }),
  }),
});
