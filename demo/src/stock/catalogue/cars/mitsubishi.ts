import type { CarMake, Powertrain } from '../catalogue.types.js';

const TRITON_24D: Powertrain = ['Diesel', 2442, 4, 'Twin Turbo', 'Automatic', 6, '4WD', 7.7, 470];
const MR_TRITON_24D: Powertrain = ['Diesel', 2442, 4, 'Turbo', 'Automatic', 6, '4WD', 8.6, 430];
const OUTLANDER_25: Powertrain = ['Petrol', 2488, 4, 'Aspirated', 'CVT', null, 'FWD', 7.5, 245];
const OUTLANDER_25_AWD: Powertrain = ['Petrol', 2488, 4, 'Aspirated', 'CVT', null, 'AWD', 7.7, 245];
// prettier-ignore
const PHEV_24: Powertrain = ['Plug-in Hybrid', 2360, 4, 'Aspirated', 'Reduction Gear', 1, 'AWD', 1.5, 255];
const ASX_20: Powertrain = ['Petrol', 1998, 4, 'Aspirated', 'CVT', null, 'FWD', 7.7, 197];
const ASX_24: Powertrain = ['Petrol', 2360, 4, 'Aspirated', 'CVT', null, 'FWD', 7.9, 222];
const PAJERO_SPORT_24D: Powertrain = ['Diesel', 2442, 4, 'Turbo', 'Automatic', 8, '4WD', 8.0, 430];
const ECLIPSE_15T: Powertrain = ['Petrol', 1499, 4, 'Turbo', 'CVT', null, 'FWD', 7.3, 250];

export const mitsubishi: CarMake = {
  make: 'Mitsubishi',
  wmi: 'MMB',
  weight: 7,
  models: [
    {
      model: 'Triton',
      series: 'MV',
      body: 'Ute',
      bodyConfiguration: 'Double Cab Pick Up',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2024, null],
      weight: 7,
      sizeMm: [5320, 1865, 1795],
      gvmKg: 3200,
      towingKg: 3500,
      tankL: 75,
      badges: [
        ['GLX 4x4', TRITON_24D, 49_990],
        ['GLX+ 4x4', TRITON_24D, 54_990],
        ['GLS 4x4', TRITON_24D, 59_990],
        ['GSR 4x4', TRITON_24D, 65_990],
      ],
    },
    {
      model: 'Triton',
      series: 'MR',
      body: 'Ute',
      bodyConfiguration: 'Double Cab Pick Up',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2015, 2024],
      weight: 7,
      sizeMm: [5305, 1815, 1795],
      gvmKg: 2900,
      towingKg: 3100,
      tankL: 75,
      badges: [
        ['GLX 4x4', MR_TRITON_24D, 45_990],
        ['GLX+ 4x4', MR_TRITON_24D, 49_990],
        ['GLS 4x4', MR_TRITON_24D, 53_990],
        ['GSR 4x4', MR_TRITON_24D, 58_990],
      ],
    },
    {
      model: 'Outlander',
      series: 'ZM',
      body: 'SUV',
      seats: 7,
      doors: 5,
      ancap: 5,
      years: [2021, null],
      weight: 8,
      sizeMm: [4710, 1862, 1740],
      gvmKg: 2380,
      towingKg: 1600,
      tankL: 55,
      badges: [
        ['ES 2WD', OUTLANDER_25, 38_490],
        ['LS 2WD', OUTLANDER_25, 42_990],
        ['Aspire AWD', OUTLANDER_25_AWD, 48_490],
        ['Exceed PHEV AWD', PHEV_24, 67_990],
      ],
    },
    {
      model: 'ASX',
      series: 'XD',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2016, 2024],
      weight: 5,
      sizeMm: [4365, 1810, 1640],
      gvmKg: 1870,
      towingKg: 1300,
      tankL: 63,
      badges: [
        ['MR', ASX_20, 28_990],
        ['LS', ASX_20, 31_490],
        ['Exceed', ASX_24, 36_490],
      ],
    },
    {
      model: 'Pajero Sport',
      series: 'QF',
      body: 'SUV',
      seats: 7,
      doors: 5,
      ancap: 5,
      years: [2015, null],
      weight: 4,
      sizeMm: [4825, 1815, 1835],
      gvmKg: 2710,
      towingKg: 3100,
      tankL: 68,
      badges: [
        ['GLX 4WD', PAJERO_SPORT_24D, 53_990],
        ['GLS 4WD', PAJERO_SPORT_24D, 58_490],
        ['Exceed 4WD', PAJERO_SPORT_24D, 62_990],
      ],
    },
    {
      model: 'Eclipse Cross',
      series: 'YB',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2018, null],
      weight: 3,
      sizeMm: [4545, 1805, 1685],
      gvmKg: 2000,
      towingKg: 1400,
      tankL: 60,
      badges: [
        ['ES', ECLIPSE_15T, 33_990],
        ['LS', ECLIPSE_15T, 36_490],
        ['Aspire', ECLIPSE_15T, 39_990],
      ],
    },
  ],
};
