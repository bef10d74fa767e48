import type { CarMake, Powertrain } from '../catalogue.types.js';

const CIVIC_15T: Powertrain = ['Petrol', 1498, 4, 'Turbo', 'CVT', null, 'FWD', 6.3, 240];
const CIVIC_EHEV: Powertrain = ['Hybrid', 1993, 4, 'Aspirated', 'CVT', null, 'FWD', 4.2, 315];
const TYPE_R: Powertrain = ['Petrol', 1996, 4, 'Turbo', 'Manual', 6, 'FWD', 8.9, 420];
const CRV_15T: Powertrain = ['Petrol', 1498, 4, 'Turbo', 'CVT', null, 'FWD', 7.3, 240];
const CRV_15T_AWD: Powertrain = ['Petrol', 1498, 4, 'Turbo', 'CVT', null, 'AWD', 7.6, 240];
const HRV_15: Powertrain = ['Petrol', 1498, 4, 'Aspirated', 'CVT', null, 'FWD', 6.4, 145];
const HRV_EHEV: Powertrain = ['Hybrid', 1498, 4, 'Aspirated', 'CVT', null, 'FWD', 4.3, 253];
const JAZZ_15: Powertrain = ['Petrol', 1497, 4, 'Aspirated', 'CVT', null, 'FWD', 5.8, 145];

export const honda: CarMake = {
  make: 'Honda',
  wmi: 'MRH',
  weight: 4,
  models: [
    {
      model: 'Civic',
      series: 'FL',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2022, null],
      weight: 4,
      sizeMm: [4560, 1802, 1415],
      gvmKg: 1800,
      towingKg: 800,
      tankL: 47,
      badges: [
        ['VTi LX', CIVIC_15T, 47_200],
        ['e:HEV LX', CIVIC_EHEV, 55_000],
        ['Type R', TYPE_R, 72_600],
      ],
    },
    {
      model: 'CR-V',
      series: 'RS',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2023, null],
      weight: 6,
      sizeMm: [4694, 1866, 1681],
      gvmKg: 2180,
      towingKg: 1500,
      tankL: 57,
      badges: [
        ['VTi', CRV_15T, 44_900],
        ['VTi L AWD', CRV_15T_AWD, 50_600],
      ],
    },
    {
      model: 'HR-V',
      series: 'RV',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2022, null],
      weight: 5,
      sizeMm: [4346, 1790, 1582],
      gvmKg: 1745,
      towingKg: 600,
      tankL: 40,
      badges: [
        ['Vi X', HRV_15, 36_700],
        ['e:HEV L', HRV_EHEV, 45_000],
      ],
    },
    {
      model: 'Jazz',
      series: 'GK',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2014, 2020],
      weight: 4,
      sizeMm: [4035, 1694, 1524],
      gvmKg: 1500,
      towingKg: 800,
      tankL: 40,
      badges: [
        ['VTi', JAZZ_15, 21_490],
        ['VTi-S', JAZZ_15, 23_490],
        ['VTi-L', JAZZ_15, 25_490],
      ],
    },
  ],
};
