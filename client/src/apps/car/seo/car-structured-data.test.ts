import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  carJsonLd,
  offerPriceOf,
  type StructuredCar,
} from './car-structured-data';

const car: StructuredCar = {
  name: '2021 Toyota Corolla Ascent Sport',
  make: 'Toyota',
  model: 'Corolla',
  year: 2021,
  km: 42_180,
  vin: 'JTNBA3HE10J123456',
  colour: 'Glacier White',
  body: 'Hatch',
  fuel: 'Petrol',
  transmission: 'Automatic',
  carType: 'USED',
  itemType: 'CAR',
  status: 'IN_STOCK',
  offerPrice: 27_990,
  path: '/cars/2021-toyota-corolla-abc',
  imageUrls: ['/media/cars/a/photos/1.svg?q=75'],
};

describe('carJsonLd', () => {
  it('describes the car with brand, year, mileage in km and an AUD offer in stock', () => {
    const data = carJsonLd(car, 'https://coastal.example');
    expect(data).toMatchObject({
      '@type': 'Car',
      brand: { name: 'Toyota' },
      model: 'Corolla',
      vehicleModelDate: '2021',
      mileageFromOdometer: { value: 42_180, unitCode: 'KMT' },
      vehicleIdentificationNumber: 'JTNBA3HE10J123456',
      color: 'Glacier White',
      bodyType: 'Hatch',
      fuelType: 'Petrol',
      vehicleTransmission: 'Automatic',
      itemCondition: 'https://schema.org/UsedCondition',
      image: ['https://coastal.example/media/cars/a/photos/1.svg?q=75'],
      offers: {
        priceCurrency: 'AUD',
        price: 27_990,
        availability: 'https://schema.org/InStock',
        url: 'https://coastal.example/cars/2021-toyota-corolla-abc',
      },
    });
  });

  it('says sold for a sold car, pre-order for one coming soon, and and leaves out a missing VIN', () => {
    expect(carJsonLd({ ...car, status: 'SOLD' }, '').offers?.availability).toBe(
      'https://schema.org/SoldOut',
    );
    expect(carJsonLd({ ...car, status: 'COMING_SOON' }, '').offers?.availability).toBe(
      'https://schema.org/PreOrder',
    );
    expect(carJsonLd({ ...car, vin: null }, '')).not.toHaveProperty('vehicleIdentificationNumber');
  });
});

describe('vehicle types and offers', () => {
  it('types a motorcycle as a Motorcycle', () => {
    expect(carJsonLd({ ...car, itemType: 'MOTORCYCLE' }, '')['@type']).toBe('Motorcycle');
  });

  it('types a caravan as a Vehicle configured as a caravan, without a zero odometer', () => {
    const caravan = carJsonLd({ ...car, itemType: 'CARAVAN', km: 0 }, '');
    expect(caravan['@type']).toBe('Vehicle');
    expect(caravan).toMatchObject({ vehicleConfiguration: 'Caravan' });
    expect(caravan).not.toHaveProperty('mileageFromOdometer');
    expect(carJsonLd(car, '')).not.toHaveProperty('vehicleConfiguration');
  });

  it('has no offer for a vehicle without a price', () => {
    expect(carJsonLd({ ...car, offerPrice: null }, '')).not.toHaveProperty('offers');
  });

  it('offers the cash price the page shows, never a subscription or a hidden price', () => {
    expect(offerPriceOf({ kind: 'OFFER', amount: 25_990 }, 27_990)).toBe(25_990);
    expect(offerPriceOf({ kind: 'REDUCED', amount: 27_990 }, 27_990)).toBe(27_990);
    expect(offerPriceOf({ kind: 'SUBSCRIPTION', amount: 199 }, 27_990)).toBe(27_990);
    expect(offerPriceOf({ kind: 'SUBSCRIPTION', amount: 199 }, 0)).toBeNull();
    expect(offerPriceOf({ kind: 'NO_PRICE', amount: null }, 0)).toBeNull();
    expect(offerPriceOf({ kind: 'PREORDER', amount: null }, 5)).toBeNull();
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute addresses', () => {
    const data = breadcrumbJsonLd(
      [
        { label: 'Home', path: '/' },
        { label: 'Used Cars', path: '/search/used-cars' },
      ],
      'https://coastal.example',
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://coastal.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Used Cars',
        item: 'https://coastal.example/search/used-cars',
      },
    ]);
  });
});
