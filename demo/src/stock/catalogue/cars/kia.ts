import type { CarMake, Powertrain } from '../catalogue.types.js';
import { electric } from '../powertrains.js';

const NU_20: Powertrain = ['Petrol', 1999, 4, 'Aspirated', 'Automatic', 6, 'FWD', 8.1, 192];
const R_20D: Powertrain = ['Diesel', 1998, 4, 'Turbo', 'Automatic', 8, 'AWD', 6.3, 416];
const SELTOS_20: Powertrain = ['Petrol', 1999, 4, 'Aspirated', 'CVT', null, 'FWD', 6.8, 180];
const SELTOS_16T: Powertrain = ['Petrol', 1591, 4, 'Turbo', 'Dual Clutch', 7, 'AWD', 7.6, 265];
const CERATO_20: Powertrain = ['Petrol', 1999, 4, 'Aspirated', 'Automatic', 6, 'FWD', 7.4, 192];
const CERATO_16T: Powertrain = ['Petrol', 1591, 4, 'Turbo', 'Dual Clutch', 7, 'FWD', 7.0, 265];
const SORENTO_22D: Powertrain = ['Diesel', 2151, 4, 'Turbo', 'Dual Clutch', 8, 'AWD', 6.1, 440];
const PHEV_16T: Powertrain = ['Plug-in Hybrid', 1598, 4, 'Turbo', 'Automatic', 6, 'AWD', 1.6, 350];
const CARNIVAL_22D: Powertrain = ['Diesel', 2151, 4, 'Turbo', 'Automatic', 8, 'FWD', 6.5, 440];
const EV6_RWD: Powertrain = electric('RWD', 350);
const EV6_AWD: Powertrain = electric('AWD', 605);
const PICANTO_12: Powertrain = ['Petrol', 1248, 4, 'Aspirated', 'Automatic', 4, 'FWD', 5.0, 122];

export const kia: CarMake = {
  make: 'Kia',
  wmi: 'KNA',
  weight: 8,
  models: [
    {
      model: 'Sportage',
      series: 'NQ5',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2022, null],
      weight: 9,
      sizeMm: [4660, 1865, 1665],
      gvmKg: 2250,
      towingKg: 1900,
      tankL: 54,
      badges: [
        ['S', NU_20, 36_990],
        ['SX', NU_20, 39_990],
        ['SX+', NU_20, 44_490],
        ['GT-Line AWD', R_20D, 55_990],
      ],
    },
    {
      model: 'Seltos',
      series: 'SP2',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2019, null],
      weight: 6,
      sizeMm: [4370, 1800, 1615],
      gvmKg: 1810,
      towingKg: 1100,
      tankL: 50,
      badges: [
        ['S', SELTOS_20, 31_990],
        ['Sport', SELTOS_20, 34_990],
        ['Sport+', SELTOS_20, 37_990],
        ['GT-Line AWD', SELTOS_16T, 46_490],
      ],
    },
    {
      model: 'Cerato',
      series: 'BD',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2018, 2024],
      weight: 6,
      sizeMm: [4510, 1800, 1440],
      gvmKg: 1740,
      towingKg: 1100,
      tankL: 50,
      badges: [
        ['S', CERATO_20, 27_990],
        ['Sport', CERATO_20, 30_990],
        ['Sport+', CERATO_20, 33_990],
        ['GT', CERATO_16T, 38_990],
      ],
    },
    {
      model: 'Sorento',
      series: 'MQ4',
      body: 'SUV',
      seats: 7,
      doors: 5,
      ancap: 5,
      years: [2020, null],
      weight: 5,
      sizeMm: [4815, 1900, 1700],
      gvmKg: 2510,
      towingKg: 2000,
      tankL: 67,
      badges: [
        ['Sport AWD', SORENTO_22D, 56_990],
        ['Sport+ AWD', SORENTO_22D, 60_990],
        ['GT-Line AWD', SORENTO_22D, 71_490],
        ['GT-Line PHEV AWD', PHEV_16T, 85_990],
      ],
    },
    {
      model: 'Carnival',
      series: 'KA4',
      body: 'People Mover',
      seats: 8,
      doors: 4,
      ancap: 5,
      years: [2020, null],
      weight: 4,
      sizeMm: [5155, 1995, 1775],
      gvmKg: 2770,
      towingKg: 2000,
      tankL: 72,
      badges: [
        ['S', CARNIVAL_22D, 56_990],
        ['Sport', CARNIVAL_22D, 60_490],
        ['Sport+', CARNIVAL_22D, 64_990],
        ['GT-Line', CARNIVAL_22D, 76_990],
      ],
    },
    {
      model: 'EV6',
      series: 'CV',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2021, null],
      weight: 1,
      sizeMm: [4695, 1890, 1550],
      gvmKg: 2490,
      towingKg: 1600,
      badges: [
        ['Air RWD', EV6_RWD, 74_990],
        ['GT-Line AWD', EV6_AWD, 89_990],
      ],
    },
    {
      model: 'Picanto',
      series: 'JA',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 3,
      years: [2017, null],
      weight: 4,
      sizeMm: [3595, 1595, 1485],
      gvmKg: 1400,
      tankL: 35,
      badges: [
        ['S', PICANTO_12, 19_990],
        ['GT-Line', PICANTO_12, 22_490],
      ],
    },
  ],
};
