import type { CarMake, Powertrain } from '../catalogue.types.js';
import { electric } from '../powertrains.js';

const A180_13T: Powertrain = ['Petrol', 1332, 4, 'Turbo', 'Dual Clutch', 7, 'FWD', 5.9, 250];
const A35_20T: Powertrain = ['Petrol', 1991, 4, 'Turbo', 'Dual Clutch', 8, 'AWD', 8.4, 400];
const C200_15T: Powertrain = ['Petrol', 1496, 4, 'Turbo', 'Automatic', 9, 'RWD', 6.6, 300];
const C300_20T: Powertrain = ['Petrol', 1999, 4, 'Turbo', 'Automatic', 9, 'RWD', 7.2, 400];
const GLC300_20T: Powertrain = ['Petrol', 1999, 4, 'Turbo', 'Automatic', 9, 'AWD', 7.7, 400];
const GLA200_13T: Powertrain = ['Petrol', 1332, 4, 'Turbo', 'Dual Clutch', 7, 'FWD', 6.3, 250];
const GLA250_20T: Powertrain = ['Petrol', 1991, 4, 'Turbo', 'Dual Clutch', 8, 'AWD', 7.4, 350];
const SPRINTER_20D: Powertrain = ['Diesel', 1950, 4, 'Turbo', 'Automatic', 9, 'RWD', 8.5, 440];
const EQA_EV: Powertrain = electric('FWD', 385);

export const mercedesBenz: CarMake = {
  make: 'Mercedes-Benz',
  wmi: 'W1K',
  weight: 3,
  models: [
    {
      model: 'A-Class',
      series: 'W177',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2018, null],
      weight: 6,
      sizeMm: [4419, 1796, 1440],
      gvmKg: 1925,
      towingKg: 1400,
      tankL: 43,
      badges: [
        ['A180', A180_13T, 58_990],
        ['A200', A180_13T, 63_990],
        ['A35 AMG 4MATIC', A35_20T, 89_990],
      ],
    },
    {
      model: 'C-Class',
      series: 'W206',
      body: 'Sedan',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2021, null],
      weight: 5,
      sizeMm: [4751, 1820, 1438],
      gvmKg: 2200,
      towingKg: 1800,
      tankL: 66,
      badges: [
        ['C200', C200_15T, 82_990],
        ['C300', C300_20T, 94_990],
      ],
    },
    {
      model: 'GLC',
      series: 'X254',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2022, null],
      weight: 5,
      sizeMm: [4716, 1890, 1640],
      gvmKg: 2550,
      towingKg: 2500,
      tankL: 62,
      badges: [['GLC300 4MATIC', GLC300_20T, 104_990]],
    },
    {
      model: 'GLA',
      series: 'H247',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2020, null],
      weight: 4,
      sizeMm: [4410, 1834, 1611],
      gvmKg: 2060,
      towingKg: 1800,
      tankL: 43,
      badges: [
        ['GLA200', GLA200_13T, 70_990],
        ['GLA250 4MATIC', GLA250_20T, 80_990],
      ],
    },
    {
      model: 'Sprinter',
      series: 'VS30',
      body: 'Van',
      seats: 3,
      doors: 4,
      years: [2018, null],
      weight: 2,
      sizeMm: [5932, 2020, 2680],
      gvmKg: 3550,
      towingKg: 3500,
      tankL: 71,
      badges: [
        ['315CDI MWB', SPRINTER_20D, 79_990],
        ['319CDI LWB', SPRINTER_20D, 92_990],
      ],
    },
    {
      model: 'EQA',
      series: 'H243',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2021, null],
      weight: 1,
      sizeMm: [4463, 1834, 1620],
      gvmKg: 2450,
      towingKg: 750,
      badges: [['EQA250', EQA_EV, 78_990]],
    },
  ],
};
