import type { CaravanMake } from '../catalogue.types.js';

export const crusader: CaravanMake = {
  make: 'Crusader',
  wmi: '6T9',
  weight: 3,
  models: [
    {
      model: 'Exclusive',
      body: 'Caravan',
      categories: ['Couples', 'Touring'],
      years: [2013, null],
      weight: 3,
      widthFeet: 7.9,
      axle: 'Tandem',
      layouts: [['21ft Ensuite Club Lounge', 21.0, 2700, 3300, 2, 94_990]],
    },
    {
      model: 'Tourer',
      body: 'Caravan',
      categories: ['Family', 'Touring'],
      years: [2013, null],
      weight: 3,
      widthFeet: 7.9,
      axle: 'Tandem',
      layouts: [['22ft Triple Bunk', 22.0, 2800, 3300, 6, 89_990]],
    },
  ],
};
