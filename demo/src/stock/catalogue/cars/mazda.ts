import type { CarMake, Powertrain } from '../catalogue.types.js';

const G20: Powertrain = ['Petrol', 1998, 4, 'Aspirated', 'Automatic', 6, 'FWD', 6.9, 200];
const G25_AWD: Powertrain = ['Petrol', 2488, 4, 'Aspirated', 'Automatic', 6, 'AWD', 7.4, 252];
const G25T: Powertrain = ['Petrol', 2488, 4, 'Turbo', 'Automatic', 6, 'AWD', 8.2, 434];
const CX3_20: Powertrain = ['Petrol', 1998, 4, 'Aspirated', 'Automatic', 6, 'FWD', 6.3, 195];
const M3_20: Powertrain = ['Petrol', 1998, 4, 'Aspirated', 'Automatic', 6, 'FWD', 6.2, 200];
const M3_25: Powertrain = ['Petrol', 2488, 4, 'Aspirated', 'Automatic', 6, 'FWD', 6.6, 252];
const BT50_30D: Powertrain = ['Diesel', 2999, 4, 'Turbo', 'Automatic', 6, '4WD', 8.0, 450];
// prettier-ignore
const PHEV_25: Powertrain = ['Plug-in Hybrid', 2488, 4, 'Aspirated', 'Automatic', 8, 'AWD', 2.1, 500];
const CX60_33D: Powertrain = ['Diesel', 3283, 6, 'Turbo', 'Automatic', 8, 'AWD', 4.9, 550];
const MX5_20: Powertrain = ['Petrol', 1998, 4, 'Aspirated', 'Manual', 6, 'RWD', 6.9, 205];

export const mazda: CarMake = {
  make: 'Mazda',
  wmi: 'JM0',
  weight: 10,
  models: [
    {
      model: 'CX-5',
      series: 'KF',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2017, null],
      weight: 10,
      sizeMm: [4575, 1845, 1680],
      gvmKg: 2170,
      towingKg: 1800,
      tankL: 58,
      badges: [
        ['Maxx', G20, 36_990],
        ['Maxx Sport', G25_AWD, 43_990],
        ['Touring', G25_AWD, 46_490],
        ['GT SP', G25T, 52_490],
        ['Akera', G25T, 56_990],
      ],
    },
    {
      model: 'CX-3',
      series: 'DK',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 4,
      years: [2015, null],
      weight: 5,
      sizeMm: [4275, 1765, 1535],
      gvmKg: 1710,
      towingKg: 1200,
      tankL: 48,
      badges: [
        ['Neo Sport', CX3_20, 29_990],
        ['Maxx Sport', CX3_20, 32_990],
        ['Akari', CX3_20, 37_490],
      ],
    },
    {
      model: '3',
      series: 'BP',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2019, null],
      weight: 6,
      sizeMm: [4460, 1795, 1435],
      gvmKg: 1840,
      towingKg: 1200,
      tankL: 51,
      badges: [
        ['G20 Pure', M3_20, 33_990],
        ['G20 Evolve', M3_20, 36_490],
        ['G25 GT', M3_25, 41_990],
        ['G25 Astina', M3_25, 45_990],
      ],
    },
    {
      model: 'BT-50',
      series: 'TF',
      body: 'Ute',
      bodyConfiguration: 'Dual Cab Pick Up',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2020, null],
      weight: 6,
      sizeMm: [5280, 1870, 1810],
      gvmKg: 3100,
      towingKg: 3500,
      tankL: 76,
      badges: [
        ['XT 4x4', BT50_30D, 55_990],
        ['XTR 4x4', BT50_30D, 62_990],
        ['GT 4x4', BT50_30D, 66_990],
        ['Thunder 4x4', BT50_30D, 74_990],
      ],
    },
    {
      model: 'CX-60',
      series: 'KH',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2022, null],
      weight: 2,
      sizeMm: [4740, 1890, 1685],
      gvmKg: 2625,
      towingKg: 2500,
      tankL: 58,
      badges: [
        ['D50e Evolve', CX60_33D, 69_990],
        ['D50e GT', CX60_33D, 76_990],
        ['P50e Azami', PHEV_25, 86_990],
      ],
    },
    {
      model: 'MX-5',
      series: 'ND',
      body: 'Convertible',
      seats: 2,
      doors: 2,
      years: [2015, null],
      weight: 1,
      sizeMm: [3915, 1735, 1235],
      gvmKg: 1260,
      tankL: 45,
      badges: [
        ['Roadster', MX5_20, 45_990],
        ['Roadster GT', MX5_20, 51_490],
      ],
    },
  ],
};
