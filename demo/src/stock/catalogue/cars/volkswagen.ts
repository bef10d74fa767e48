import type { CarMake, Powertrain } from '../catalogue.types.js';

const TSI_14: Powertrain = ['Petrol', 1395, 4, 'Turbo', 'Automatic', 8, 'FWD', 5.8, 250];
const GTI_20: Powertrain = ['Petrol', 1984, 4, 'Turbo', 'Dual Clutch', 7, 'FWD', 7.0, 370];
const R_20: Powertrain = ['Petrol', 1984, 4, 'Turbo', 'Dual Clutch', 7, 'AWD', 8.4, 420];
const TIGUAN_110: Powertrain = ['Petrol', 1395, 4, 'Turbo', 'Dual Clutch', 6, 'FWD', 6.6, 250];
const TIGUAN_132: Powertrain = ['Petrol', 1984, 4, 'Turbo', 'Dual Clutch', 7, 'AWD', 7.9, 320];
const TIGUAN_162: Powertrain = ['Petrol', 1984, 4, 'Turbo', 'Dual Clutch', 7, 'AWD', 8.5, 350];
const AMAROK_20D: Powertrain = ['Diesel', 1996, 4, 'Twin Turbo', 'Automatic', 10, '4WD', 7.5, 500];
const AMAROK_V6: Powertrain = ['Diesel', 2993, 6, 'Turbo', 'Automatic', 10, '4WD', 8.4, 600];
const AMAROK_2H_V6: Powertrain = ['Diesel', 2967, 6, 'Turbo', 'Automatic', 8, '4WD', 8.4, 550];
const POLO_10T: Powertrain = ['Petrol', 999, 3, 'Turbo', 'Dual Clutch', 7, 'FWD', 5.4, 175];
const POLO_GTI: Powertrain = ['Petrol', 1984, 4, 'Turbo', 'Dual Clutch', 6, 'FWD', 6.5, 320];

export const volkswagen: CarMake = {
  make: 'Volkswagen',
  wmi: 'WVW',
  weight: 4,
  models: [
    {
      model: 'Golf',
      series: 'Mk8',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2020, null],
      weight: 6,
      sizeMm: [4284, 1789, 1456],
      gvmKg: 1860,
      towingKg: 1500,
      tankL: 50,
      badges: [
        ['110TSI Life', TSI_14, 38_490],
        ['110TSI Style', TSI_14, 42_490],
        ['110TSI R-Line', TSI_14, 44_490],
        ['GTI', GTI_20, 60_990],
        ['R', R_20, 73_490],
      ],
    },
    {
      model: 'Tiguan',
      series: '5N',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2016, null],
      weight: 6,
      sizeMm: [4509, 1839, 1665],
      gvmKg: 2210,
      towingKg: 2000,
      tankL: 58,
      badges: [
        ['110TSI Life', TIGUAN_110, 44_990],
        ['132TSI Life 4MOTION', TIGUAN_132, 51_490],
        ['162TSI Elegance 4MOTION', TIGUAN_162, 59_490],
        ['162TSI R-Line 4MOTION', TIGUAN_162, 62_990],
      ],
    },
    {
      model: 'Amarok',
      series: 'NF',
      body: 'Ute',
      bodyConfiguration: 'Double Cab Pick Up',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2023, null],
      weight: 5,
      sizeMm: [5350, 1910, 1888],
      gvmKg: 3190,
      towingKg: 3500,
      tankL: 80,
      badges: [
        ['Core TDI405 4MOTION', AMAROK_20D, 59_990],
        ['Life TDI500 4MOTION', AMAROK_20D, 64_990],
        ['Style TDI600 4MOTION', AMAROK_V6, 70_990],
        ['PanAmericana TDI600 4MOTION', AMAROK_V6, 80_990],
        ['Aventura TDI600 4MOTION', AMAROK_V6, 85_990],
      ],
    },
    {
      model: 'Amarok',
      series: '2H',
      body: 'Ute',
      bodyConfiguration: 'Dual Cab Utility',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2016, 2022],
      weight: 3,
      sizeMm: [5254, 1954, 1834],
      gvmKg: 3080,
      towingKg: 3500,
      tankL: 80,
      badges: [
        ['TDI550 Highline 4MOTION', AMAROK_2H_V6, 62_990],
        ['TDI580 Ultimate 4MOTION', AMAROK_2H_V6, 72_990],
      ],
    },
    {
      model: 'Polo',
      series: 'AW',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2018, null],
      weight: 4,
      sizeMm: [4074, 1751, 1451],
      gvmKg: 1660,
      towingKg: 1100,
      tankL: 40,
      badges: [
        ['85TSI Life', POLO_10T, 30_990],
        ['85TSI Style', POLO_10T, 33_990],
        ['GTI', POLO_GTI, 43_990],
      ],
    },
  ],
};
