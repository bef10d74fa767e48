import type { CarMake, Powertrain } from '../catalogue.types.js';

const JOLION_15T: Powertrain = ['Petrol', 1497, 4, 'Turbo', 'Dual Clutch', 7, 'FWD', 8.1, 210];
const JOLION_HEV: Powertrain = ['Hybrid', 1497, 4, 'Aspirated', 'Dual Clutch', 2, 'FWD', 4.7, 375];
const H6_20T: Powertrain = ['Petrol', 1967, 4, 'Turbo', 'Dual Clutch', 7, 'FWD', 7.4, 325];
const H6_HEV: Powertrain = ['Hybrid', 1497, 4, 'Turbo', 'Dual Clutch', 2, 'FWD', 5.2, 530];

export const haval: CarMake = {
  make: 'Haval',
  wmi: 'LGW',
  weight: 3,
  models: [
    {
      model: 'Jolion',
      series: 'A01',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2021, null],
      weight: 6,
      sizeMm: [4472, 1841, 1574],
      gvmKg: 1870,
      towingKg: 1200,
      tankL: 55,
      badges: [
        ['Premium', JOLION_15T, 28_990],
        ['Lux', JOLION_15T, 31_990],
        ['Ultra', JOLION_15T, 33_990],
        ['Ultra Hybrid', JOLION_HEV, 37_990],
      ],
    },
    {
      model: 'H6',
      series: 'B01',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2021, null],
      weight: 5,
      sizeMm: [4653, 1886, 1730],
      gvmKg: 2190,
      towingKg: 2000,
      tankL: 61,
      badges: [
        ['Premium', H6_20T, 36_990],
        ['Lux', H6_20T, 39_990],
        ['Ultra Hybrid', H6_HEV, 46_990],
      ],
    },
  ],
};
