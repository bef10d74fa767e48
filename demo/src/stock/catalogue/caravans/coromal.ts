import type { CaravanMake } from '../catalogue.types.js';

export const coromal: CaravanMake = {
  make: 'Coromal',
  wmi: '6T9',
  weight: 4,
  models: [
    {
      model: 'Element',
      body: 'Caravan',
      categories: ['Couples'],
      years: [2012, null],
      weight: 4,
      widthFeet: 7.5,
      axle: 'Tandem',
      layouts: [['E186s Ensuite', 18.6, 2200, 2700, 2, 69_990]],
    },
    {
      model: 'Lifestyle',
      body: 'Caravan',
      categories: ['Family'],
      years: [2012, null],
      weight: 3,
      widthFeet: 7.6,
      axle: 'Tandem',
      layouts: [['L210 Bunk Ensuite', 21.0, 2500, 3000, 6, 79_990]],
    },
    {
      model: 'Appeal',
      body: 'Pop Top',
      categories: ['Couples', 'Compact'],
      years: [2010, null],
      weight: 3,
      widthFeet: 7.2,
      axle: 'Single',
      layouts: [['A170 Pop Top', 17.0, 1900, 2400, 2, 59_990]],
    },
  ],
};
