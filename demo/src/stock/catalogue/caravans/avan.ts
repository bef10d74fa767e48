import type { CaravanMake } from '../catalogue.types.js';

export const avan: CaravanMake = {
  make: 'Avan',
  wmi: '6T9',
  weight: 6,
  models: [
    {
      model: 'Aliner',
      body: 'Camper Trailer',
      categories: ['Couples', 'Compact'],
      years: [2010, null],
      weight: 4,
      widthFeet: 6.6,
      axle: 'Single',
      layouts: [
        ['Classic', 12.5, 850, 1150, 2, 39_990],
        ['Ranger', 12.5, 960, 1400, 2, 46_990],
      ],
    },
    {
      model: 'Cruiseliner',
      body: 'Pop Top',
      categories: ['Couples', 'Touring'],
      years: [2010, null],
      weight: 4,
      widthFeet: 7.3,
      axle: 'Single',
      layouts: [['17ft Club Lounge', 17.0, 1750, 2200, 2, 59_990]],
    },
    {
      model: 'Aspire',
      body: 'Caravan',
      categories: ['Family', 'Touring'],
      years: [2014, null],
      weight: 4,
      widthFeet: 7.6,
      axle: 'Tandem',
      layouts: [
        ['19ft Ensuite', 19.0, 2200, 2800, 2, 74_990],
        ['21ft Family Bunk', 21.0, 2480, 3000, 5, 79_990],
      ],
    },
  ],
};
