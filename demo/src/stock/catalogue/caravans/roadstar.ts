import type { CaravanMake } from '../catalogue.types.js';

export const roadstar: CaravanMake = {
  make: 'Roadstar',
  wmi: '6T9',
  weight: 2,
  models: [
    {
      model: 'Voyager',
      body: 'Caravan',
      categories: ['Family', 'Touring'],
      years: [2012, null],
      weight: 3,
      widthFeet: 7.6,
      axle: 'Tandem',
      layouts: [
        ['21ft Ensuite', 21.0, 2600, 3200, 2, 79_990],
        ['22ft Family Bunk', 22.0, 2750, 3300, 6, 84_990],
      ],
    },
  ],
};
