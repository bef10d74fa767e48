import type { CarMake, Powertrain } from '../catalogue.types.js';

const SWIFT_12: Powertrain = ['Petrol', 1197, 3, 'Aspirated', 'CVT', null, 'FWD', 4.0, 112];
const SWIFT_SPORT: Powertrain = ['Petrol', 1373, 4, 'Turbo', 'Automatic', 6, 'FWD', 6.2, 230];
const VITARA_16: Powertrain = ['Petrol', 1586, 4, 'Aspirated', 'Automatic', 6, 'FWD', 6.2, 156];
const VITARA_14T: Powertrain = ['Petrol', 1373, 4, 'Turbo', 'Automatic', 6, 'AWD', 6.2, 220];
const JIMNY_15: Powertrain = ['Petrol', 1462, 4, 'Aspirated', 'Automatic', 4, '4WD', 6.9, 130];

export const suzuki: CarMake = {
  make: 'Suzuki',
  wmi: 'JSA',
  weight: 3,
  models: [
    {
      model: 'Swift',
      series: 'AZ',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 3,
      years: [2017, null],
      weight: 5,
      sizeMm: [3860, 1735, 1495],
      gvmKg: 1365,
      tankL: 37,
      badges: [
        ['Hybrid', SWIFT_12, 24_490],
        ['Hybrid GLX', SWIFT_12, 27_490],
        ['Sport', SWIFT_SPORT, 32_490],
      ],
    },
    {
      model: 'Vitara',
      series: 'LY',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2015, null],
      weight: 3,
      sizeMm: [4175, 1775, 1610],
      gvmKg: 1730,
      towingKg: 1200,
      tankL: 47,
      badges: [
        ['Vitara', VITARA_16, 31_490],
        ['Turbo ALLGRIP', VITARA_14T, 39_990],
      ],
    },
    {
      model: 'Jimny',
      series: 'JB74',
      body: 'SUV',
      seats: 4,
      doors: 3,
      ancap: 3,
      years: [2018, null],
      weight: 4,
      sizeMm: [3645, 1645, 1720],
      gvmKg: 1435,
      towingKg: 1300,
      tankL: 40,
      badges: [
        ['Jimny', JIMNY_15, 34_490],
        ['XL', JIMNY_15, 37_990],
      ],
    },
  ],
};
