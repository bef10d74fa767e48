import type { CarMake, Powertrain } from '../catalogue.types.js';
import { electric } from '../powertrains.js';

const I30_20: Powertrain = ['Petrol', 1999, 4, 'Aspirated', 'Automatic', 6, 'FWD', 7.4, 203];
const I30_16T: Powertrain = ['Petrol', 1598, 4, 'Turbo', 'Dual Clutch', 7, 'FWD', 7.1, 265];
const TUCSON_20: Powertrain = ['Petrol', 1999, 4, 'Aspirated', 'Automatic', 6, 'FWD', 8.1, 192];
const SMARTSTREAM_20D: Powertrain = ['Diesel', 1998, 4, 'Turbo', 'Automatic', 8, 'AWD', 6.3, 416];
const SANTAFE_22D: Powertrain = ['Diesel', 2151, 4, 'Turbo', 'Dual Clutch', 8, 'AWD', 6.1, 440];
const SANTAFE_16H: Powertrain = ['Hybrid', 1598, 4, 'Turbo', 'Automatic', 6, 'AWD', 5.6, 367];
const KONA_20: Powertrain = ['Petrol', 1999, 4, 'Aspirated', 'CVT', null, 'FWD', 6.2, 180];
const KONA_16H: Powertrain = ['Hybrid', 1580, 4, 'Aspirated', 'Dual Clutch', 6, 'FWD', 3.9, 265];
const KONA_EV: Powertrain = electric('FWD', 255);
const IONIQ5_RWD: Powertrain = electric('RWD', 350);
const IONIQ5_AWD: Powertrain = electric('AWD', 605);
const STARIA_22D: Powertrain = ['Diesel', 2199, 4, 'Turbo', 'Automatic', 8, 'AWD', 8.2, 430];

export const hyundai: CarMake = {
  make: 'Hyundai',
  wmi: 'KMH',
  weight: 8,
  models: [
    {
      model: 'i30',
      series: 'CN7',
      body: 'Sedan',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2020, null],
      weight: 7,
      sizeMm: [4680, 1825, 1415],
      gvmKg: 1760,
      towingKg: 1200,
      tankL: 47,
      badges: [
        ['i30', I30_20, 28_990],
        ['Active', I30_20, 31_490],
        ['Elite', I30_20, 35_490],
        ['N Line Premium', I30_16T, 40_990],
      ],
    },
    {
      model: 'Tucson',
      series: 'NX4',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2021, null],
      weight: 9,
      sizeMm: [4640, 1865, 1665],
      gvmKg: 2200,
      towingKg: 1900,
      tankL: 54,
      badges: [
        ['Tucson', TUCSON_20, 37_990],
        ['Elite', TUCSON_20, 42_990],
        ['Highlander AWD', SMARTSTREAM_20D, 54_490],
        ['N Line AWD', SMARTSTREAM_20D, 56_490],
      ],
    },
    {
      model: 'Santa Fe',
      series: 'TM',
      body: 'SUV',
      seats: 7,
      doors: 5,
      ancap: 5,
      years: [2018, null],
      weight: 5,
      sizeMm: [4785, 1900, 1710],
      gvmKg: 2510,
      towingKg: 2000,
      tankL: 71,
      badges: [
        ['Santa Fe AWD', SANTAFE_22D, 52_990],
        ['Elite AWD', SANTAFE_22D, 59_990],
        ['Highlander AWD', SANTAFE_22D, 67_990],
        ['Calligraphy Hybrid AWD', SANTAFE_16H, 76_490],
      ],
    },
    {
      model: 'Kona',
      series: 'SX2',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2017, null],
      weight: 6,
      sizeMm: [4350, 1825, 1580],
      gvmKg: 1820,
      towingKg: 1300,
      tankL: 47,
      badges: [
        ['Kona', KONA_20, 33_990],
        ['Premium Hybrid', KONA_16H, 43_490],
        ['Electric Extended Range', KONA_EV, 59_990],
      ],
    },
    {
      model: 'IONIQ 5',
      series: 'NE',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2021, null],
      weight: 2,
      sizeMm: [4635, 1890, 1647],
      gvmKg: 2520,
      towingKg: 1600,
      badges: [
        ['Dynamiq RWD', IONIQ5_RWD, 73_990],
        ['Epiq AWD', IONIQ5_AWD, 86_990],
      ],
    },
    {
      model: 'Staria',
      series: 'US4',
      body: 'People Mover',
      seats: 8,
      doors: 4,
      ancap: 5,
      years: [2021, null],
      weight: 2,
      sizeMm: [5253, 1997, 1990],
      gvmKg: 3050,
      towingKg: 2500,
      tankL: 75,
      badges: [
        ['Staria', STARIA_22D, 57_990],
        ['Elite', STARIA_22D, 64_990],
        ['Highlander', STARIA_22D, 71_490],
      ],
    },
  ],
};
