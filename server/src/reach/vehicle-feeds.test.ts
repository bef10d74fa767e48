import { describe, expect, it } from 'vitest';
import { createCarPhotoSources } from '../media/create-car-photo-sources.js';
import { googleVehicleFeedParts } from './google-vehicle-feed.js';
import { metaVehicleFeedParts } from './meta-vehicle-feed.js';
import { META_VEHICLE_FEED_PATH } from './reach-paths.js';
import { demoSitesWithStock } from './testing/demo-stock.js';
import { vehicleAds as eachVehicleAd } from './vehicle-ads.js';
import {
  GOOGLE_REQUIRED_ATTRIBUTES,
  googleItemProblems,
  META_REQUIRED_FIELDS,
  metaListingProblems,
  parseGoogleVehicleFeed,
  parseMetaVehicleFeed,
} from './vehicle-feed-requirements.js';

const demo = await demoSitesWithStock(300);
// The feeds are written in parts and the ads made as they are read; here, read whole.
const vehicleAds = (...args: Parameters<typeof eachVehicleAd>) => [...eachVehicleAd(...args)];
const googleVehicleFeed = (...args: Parameters<typeof googleVehicleFeedParts>) =>
  [...googleVehicleFeedParts(...args)].join('');
const metaVehicleFeed = (...args: Parameters<typeof metaVehicleFeedParts>) =>
  [...metaVehicleFeedParts(...args)].join('');
const photos = createCarPhotoSources();
const origin = 'https://www.example.com.au';
const sites = demo.map(({ site, cars }) => [site.config.slug, site, cars] as const);

/** The cars a feed may carry: in stock now, not held, a passenger car with a VIN. */
const advertisable = (cars: (typeof demo)[number]['cars']) =>
  cars.filter(
    (car) => car.status === 'in_stock' && !car.reserved && car.itemType === 'car' && car.vin,
  );

describe('vehicleAds: which cars the ad feeds carry', () => {
  it('only passenger cars in stock, with a VIN, a shown price and a photo; never sold, coming soon or reserved', () => {
    const { site, cars } = demo[0]!;
    const ads = vehicleAds(cars, site, origin, photos.forSite(site));
    expect(ads.length).toBeGreaterThan(50);
    for (const { car } of ads) {
      expect(car.status).toBe('in_stock');
      expect(car.reserved).toBe(false);
      expect(car.itemType).toBe('car');
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    }
    const excluded = cars.filter((car) => !ads.some((ad) => ad.car.id === car.id));
    expect(excluded.some((car) => car.status === 'sold')).toBe(true);
    const reserved = { ...advertisable(cars)[0]!, reserved: true };
    expect(vehicleAds([reserved], site, origin, photos.forSite(site))).toEqual([]);
    const noPhotos = { ...advertisable(cars)[0]!, photosCount: 0 };
    expect(vehicleAds([noPhotos], site, origin, photos.forSite(site))).toEqual([]);
    const noPrice = {
      ...advertisable(cars)[0]!,
      price: 0,
      offerPrice: undefined,
      beforePrice: undefined,
    };
    expect(vehicleAds([noPrice], site, origin, photos.forSite(site))).toEqual([]);
  });

  it('a caravan site has no passenger cars to advertise', () => {
    const caravans = demo.find(({ site }) => site.config.slug === 'outback-caravans')!;
    expect(caravans.cars.length).toBeGreaterThan(0);
    expect(vehicleAds(caravans.cars, caravans.site, origin, photos.forSite(caravans.site))).toEqual(
      [],
    );
  });
});

describe('Google vehicle ads feed', () => {
  it.each(sites)(
    '%s: every item carries every required attribute in its form',
    (_slug, site, cars) => {
      const ads = vehicleAds(cars, site, origin, photos.forSite(site));
      const xml = googleVehicleFeed(site, origin, ads);
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
      const items = parseGoogleVehicleFeed(xml);
      expect(items).toHaveLength(ads.length);
      // Every site with passenger cars has some to advertise.
      expect(items.length > 0).toBe(cars.some((car) => car.itemType === 'car'));
      for (const item of items) expect(googleItemProblems(item)).toEqual([]);
      // Each vehicle once (Google disapproves a VIN offered twice).
      const vins = items.map((item) => item['g:vin']);
      expect(new Set(vins).size).toBe(vins.length);
    },
  );

  it('says what a car costs and where it is, as the page does', () => {
    const { site, cars } = demo[0]!;
    const [ad] = vehicleAds(advertisable(cars).slice(0, 1), site, origin, photos.forSite(site));
    const [item] = parseGoogleVehicleFeed(googleVehicleFeed(site, origin, [ad!]));
    expect(item!['g:price']).toBe(`${ad!.price.toFixed(2)} AUD`);
    expect(item!['g:link']).toBe(`${origin}/cars/${ad!.car.slug}`);
    expect(item!['g:link_template']).toBe(`${origin}/cars/${ad!.car.slug}?store={store_code}`);
    expect(item!['g:mileage']).toBe(`${ad!.car.km} km`);
    expect(item!['g:condition']).toBe(ad!.car.carType === 'new' ? 'new' : 'used');
    expect(item!['g:store_code']).toBe(ad!.location.id);
    expect(item!['g:dealership_address']).toContain(ad!.location.address.postcode);
    expect(String(item!['g:image_link'])).toMatch(
      /^https:\/\/www\.example\.com\.au\/media\/cars\//,
    );
  });

  it('the checks catch an item missing or misspelling what is required', () => {
    const { site, cars } = demo[0]!;
    const ads = vehicleAds(advertisable(cars).slice(0, 1), site, origin, photos.forSite(site));
    const [item] = parseGoogleVehicleFeed(googleVehicleFeed(site, origin, ads));
    for (const name of GOOGLE_REQUIRED_ATTRIBUTES) {
      const { [`g:${name}`]: _left, ...rest } = item!;
      expect(googleItemProblems(rest)).toContain(`${name} is missing`);
    }
    expect(googleItemProblems({ ...item!, 'g:price': '12345 AUD' })[0]).toMatch(/^price/);
    expect(googleItemProblems({ ...item!, 'g:mileage': '45000' })[0]).toMatch(/^mileage/);
    expect(googleItemProblems({ ...item!, 'g:condition': 'demo' })[0]).toMatch(/^condition/);
    expect(googleItemProblems({ ...item!, 'g:link': '/cars/x' })[0]).toMatch(/^link/);
  });

  it('escapes what a dealer typed and drops characters XML cannot carry', () => {
    const { site, cars } = demo[0]!;
    const car = { ...advertisable(cars)[0]!, dealerComments: 'One owner <b>& "clean"</b>\u0007 ✓' };
    const xml = googleVehicleFeed(
      site,
      origin,
      vehicleAds([car], site, origin, photos.forSite(site)),
    );
    const [item] = parseGoogleVehicleFeed(xml);
    expect(item!['g:description']).toBe('One owner <b>& "clean"</b> ✓');
    expect(xml).not.toContain('<b>');
  });
});

describe('Meta automotive catalog feed', () => {
  it.each(sites)(
    '%s: every listing carries every required field in its form',
    (_slug, site, cars) => {
      const ads = vehicleAds(cars, site, origin, photos.forSite(site));
      const xml = metaVehicleFeed(site, origin, META_VEHICLE_FEED_PATH, ads);
      const listings = parseMetaVehicleFeed(xml);
      expect(listings).toHaveLength(ads.filter((ad) => ad.car.colour).length);
      expect(listings.length > 0).toBe(cars.some((car) => car.itemType === 'car'));
      for (const listing of listings) expect(metaListingProblems(listing)).toEqual([]);
    },
  );

  it('gives the mileage in KM, the vehicle’s state and the dealership’s address', () => {
    const { site, cars } = demo[0]!;
    const [ad] = vehicleAds(advertisable(cars).slice(0, 1), site, origin, photos.forSite(site));
    const [listing] = parseMetaVehicleFeed(
      metaVehicleFeed(site, origin, META_VEHICLE_FEED_PATH, [ad!]),
    );
    expect(listing!.mileage).toEqual({ value: String(ad!.car.km), unit: 'KM' });
    expect(listing!.state_of_vehicle).toBe(
      ad!.car.carType === 'new'
        ? 'NEW'
        : ad!.car.certified && ad!.car.carType === 'used'
          ? 'CPO'
          : 'USED',
    );
    expect(listing!.price).toBe(`${ad!.price.toFixed(2)} AUD`);
    const address = (listing!.address as { component: { '@_name': string; '#text': string }[] })
      .component;
    expect(Object.fromEntries(address.map((c) => [c['@_name'], c['#text']]))).toEqual({
      addr1: ad!.location.address.street,
      city: ad!.location.address.city,
      region: ad!.location.address.state,
      postal_code: ad!.location.address.postcode,
      country: 'AU',
    });
  });

  it('leaves out a car whose feed row names no colour (exterior_color is required)', () => {
    const { site, cars } = demo[0]!;
    const car = { ...advertisable(cars)[0]!, colour: undefined };
    const ads = vehicleAds([car], site, origin, photos.forSite(site));
    expect(ads).toHaveLength(1);
    expect(
      parseMetaVehicleFeed(metaVehicleFeed(site, origin, META_VEHICLE_FEED_PATH, ads)),
    ).toEqual([]);
  });

  it('the checks catch a listing missing or misspelling what is required', () => {
    const { site, cars } = demo[0]!;
    const ads = vehicleAds(advertisable(cars).slice(0, 1), site, origin, photos.forSite(site));
    const [listing] = parseMetaVehicleFeed(
      metaVehicleFeed(site, origin, META_VEHICLE_FEED_PATH, ads),
    );
    for (const field of META_REQUIRED_FIELDS.filter((f) => !f.includes('.') && !f.includes('['))) {
      const { [field]: _left, ...rest } = listing!;
      expect(metaListingProblems(rest)).toContain(`${field} is missing`);
    }
    expect(metaListingProblems({ ...listing!, mileage: { value: '10', unit: 'KMS' } })).toEqual([
      'mileage.unit "KMS" is not KM or MI',
    ]);
    expect(metaListingProblems({ ...listing!, image: [] })).toContain('image[0].url is missing');
    expect(metaListingProblems({ ...listing!, body_style: 'UTE' })[0]).toMatch(/^body_style/);
    expect(metaListingProblems({ ...listing!, address: { component: [] } })).toContain(
      'address.city is missing',
    );
  });
});
