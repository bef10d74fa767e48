import type { CarMake, Powertrain } from '../catalogue.types.js';

const BOXER_25: Powertrain = ['Petrol', 2498, 4, 'Aspirated', 'CVT', null, 'AWD', 7.4, 247];
const FORESTER_HYBRID: Powertrain = ['Hybrid', 2498, 4, 'Aspirated', 'CVT', null, 'AWD', 6.2, 209];
const OUTBACK_24T: Powertrain = ['Petrol', 2387, 4, 'Turbo', 'CVT', null, 'AWD', 9.0, 350];
const BOXER_20: Powertrain = ['Petrol', 1995, 4, 'Aspirated', 'CVT', null, 'AWD', 7.0, 196];
const CROSSTREK_HYBRID: Powertrain = ['Hybrid', 1995, 4, 'Aspirated', 'CVT', null, 'AWD', 6.5, 196];
const WRX_24T: Powertrain = ['Petrol', 2387, 4, 'Turbo', 'Manual', 6, 'AWD', 9.9, 350];

export const subaru: CarMake = {
  make: 'Subaru',
  wmi: 'JF1',
  weight: 4,
  models: [
    {
      model: 'Forester',
      series: 'S6',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2018, null],
      weight: 8,
      sizeMm: [4655, 1830, 1730],
      gvmKg: 2130,
      towingKg: 1800,
      tankL: 63,
      badges: [
        ['2.5i AWD', BOXER_25, 41_990],
        ['2.5i-L AWD', BOXER_25, 45_490],
        ['2.5i Premium AWD', BOXER_25, 48_990],
        ['Hybrid S AWD', FORESTER_HYBRID, 54_990],
      ],
    },
    {
      model: 'Outback',
      series: 'BT',
      body: 'Wagon',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2021, null],
      weight: 6,
      sizeMm: [4870, 1875, 1675],
      gvmKg: 2310,
      towingKg: 2000,
      tankL: 63,
      badges: [
        ['AWD', BOXER_25, 47_990],
        ['AWD Sport', BOXER_25, 53_990],
        ['AWD Touring', BOXER_25, 56_990],
        ['AWD Touring XT', OUTBACK_24T, 62_490],
      ],
    },
    {
      model: 'XV',
      series: 'G5X',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2017, 2023],
      weight: 5,
      sizeMm: [4485, 1800, 1615],
      gvmKg: 1940,
      towingKg: 1400,
      tankL: 63,
      badges: [
        ['2.0i', BOXER_20, 31_990],
        ['2.0i-L', BOXER_20, 34_990],
        ['2.0i-S', BOXER_20, 38_490],
      ],
    },
    {
      model: 'Crosstrek',
      series: 'G6X',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2023, null],
      weight: 4,
      sizeMm: [4495, 1800, 1600],
      gvmKg: 1960,
      towingKg: 1400,
      tankL: 63,
      badges: [
        ['2.0L AWD', BOXER_20, 36_990],
        ['2.0R AWD', BOXER_20, 41_490],
        ['Hybrid S AWD', CROSSTREK_HYBRID, 47_990],
      ],
    },
    {
      model: 'WRX',
      series: 'VB',
      body: 'Sedan',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2021, null],
      weight: 2,
      sizeMm: [4670, 1825, 1465],
      gvmKg: 2010,
      towingKg: 1200,
      tankL: 63,
      badges: [
        ['WRX AWD', WRX_24T, 51_990],
        ['RS AWD', WRX_24T, 57_990],
      ],
    },
  ],
};
