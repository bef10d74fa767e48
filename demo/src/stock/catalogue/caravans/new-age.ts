import type { CaravanMake } from '../catalogue.types.js';

export const newAge: CaravanMake = {
  make: 'New Age',
  wmi: '6T9',
  weight: 4,
  models: [
    {
      model: 'Manta Ray',
      body: 'Caravan',
      categories: ['Couples', 'Touring'],
      years: [2012, null],
      weight: 4,
      widthFeet: 7.6,
      axle: 'Tandem',
      layouts: [
        ['MR19ERS2 Ensuite', 19.6, 2350, 2950, 2, 84_990],
        ['MR21EB Family Bunk', 21.0, 2600, 3200, 5, 89_990],
      ],
    },
    {
      model: 'Big Red',
      body: 'Caravan',
      categories: ['Off-Road', 'Family'],
      years: [2012, null],
      weight: 3,
      widthFeet: 7.9,
      axle: 'Tandem',
      layouts: [['BR21ERS3 Ensuite', 21.0, 2900, 3500, 4, 99_990]],
    },
    {
      model: 'Road Owl',
      body: 'Caravan',
      categories: ['Off-Road', 'Couples'],
      years: [2014, null],
      weight: 3,
      widthFeet: 7.7,
      axle: 'Tandem',
      layouts: [['RO18E Ensuite', 18.0, 2500, 3300, 2, 89_990]],
    },
  ],
};
