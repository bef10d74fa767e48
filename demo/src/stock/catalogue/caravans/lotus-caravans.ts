import type { CaravanMake } from '../catalogue.types.js';

export const lotusCaravans: CaravanMake = {
  make: 'Lotus Caravans',
  wmi: '6T9',
  weight: 3,
  models: [
    {
      model: 'Trooper',
      body: 'Caravan',
      categories: ['Off-Road', 'Couples'],
      years: [2014, null],
      weight: 4,
      widthFeet: 7.9,
      axle: 'Tandem',
      layouts: [['18.6ft Ensuite', 18.6, 2700, 3500, 2, 119_990]],
    },
    {
      model: 'Freelander',
      body: 'Caravan',
      categories: ['Off-Road', 'Family'],
      years: [2014, null],
      weight: 3,
      widthFeet: 7.9,
      axle: 'Tandem',
      layouts: [['21.6ft Bunk Ensuite', 21.6, 2950, 3500, 5, 129_990]],
    },
    {
      model: 'Sabotage',
      body: 'Hybrid',
      categories: ['Off-Road', 'Compact'],
      years: [2017, null],
      weight: 3,
      widthFeet: 7.5,
      axle: 'Single',
      layouts: [['16.6ft', 16.6, 2450, 3200, 2, 109_990]],
    },
  ],
};
