import type { CaravanMake } from '../catalogue.types.js';

export const zoneRv: CaravanMake = {
  make: 'Zone RV',
  wmi: '6T9',
  weight: 2,
  models: [
    {
      model: 'Z-3',
      body: 'Hybrid',
      categories: ['Off-Road', 'Compact'],
      years: [2018, null],
      weight: 3,
      widthFeet: 7.4,
      axle: 'Single',
      layouts: [['Z-3 Rear Door', 15.6, 1900, 2800, 2, 99_990]],
    },
    {
      model: 'Z-4',
      body: 'Caravan',
      categories: ['Off-Road', 'Couples'],
      years: [2018, null],
      weight: 3,
      widthFeet: 7.7,
      axle: 'Tandem',
      layouts: [['Z-4 Ensuite', 18.0, 2200, 3000, 2, 119_990]],
    },
    {
      model: 'Z-6',
      body: 'Caravan',
      categories: ['Off-Road', 'Family'],
      years: [2019, null],
      weight: 2,
      widthFeet: 7.9,
      axle: 'Tandem',
      layouts: [['Z-6 Family Bunk', 20.6, 2700, 3500, 6, 139_990]],
    },
  ],
};
