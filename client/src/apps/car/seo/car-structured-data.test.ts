import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, carJsonLd, type StructuredCar } from './car-structured-data';

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
  status: 'IN_STOCK',
  price: 27_990,
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

  it('says sold for a sold car, pre-order for one coming soon, and leaves out a zero price', () => {
    expect(carJsonLd({ ...car, status: 'SOLD' }, '').offers.availability).toBe(
      'https://schema.org/SoldOut',
    );
    expect(carJsonLd({ ...car, status: 'COMING_SOON' }, '').offers.availability).toBe(
      'https://schema.org/PreOrder',
    );
    expect(carJsonLd({ ...car, price: 0 }, '').offers).not.toHaveProperty('price');
    expect(carJsonLd({ ...car, vin: null }, '')).not.toHaveProperty('vehicleIdentificationNumber');
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
