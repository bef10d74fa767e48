import type { CaravanMake } from '../catalogue.types.js';

export const bushtracker: CaravanMake = {
  make: 'Bushtracker',
  wmi: '6T9',
  weight: 1,
  models: [
    {
      model: '19ft',
      body: 'Caravan',
      categories: ['Off-Road', 'Couples'],
      years: [2010, null],
      weight: 3,
      widthFeet: 7.9,
      axle: 'Tandem',
      layouts: [['Off Road Ensuite', 19.0, 3000, 4000, 2, 189_990]],
    },
    {
      model: '21ft',
      body: 'Caravan',
      categories: ['Off-Road', 'Touring'],
      years: [2010, null],
      weight: 2,
      widthFeet: 7.9,
      axle: 'Tandem',
      layouts: [['Off Road Club Lounge', 21.0, 3300, 4200, 2, 209_990]],
    },
  ],
};
