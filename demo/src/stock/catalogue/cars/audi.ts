import type { CarMake, Powertrain } from '../catalogue.types.js';

const TFSI_14: Powertrain = ['Petrol', 1395, 4, 'Turbo', 'Dual Clutch', 7, 'FWD', 5.0, 250];
const S3_20T: Powertrain = ['Petrol', 1984, 4, 'Turbo', 'Dual Clutch', 7, 'AWD', 7.4, 400];
const Q5_40TDI: Powertrain = ['Diesel', 1968, 4, 'Turbo', 'Dual Clutch', 7, 'AWD', 5.4, 400];
const Q5_45TFSI: Powertrain = ['Petrol', 1984, 4, 'Turbo', 'Dual Clutch', 7, 'AWD', 8.0, 370];

export const audi: CarMake = {
  make: 'Audi',
  wmi: 'WAU',
  weight: 2,
  models: [
    {
      model: 'A3',
      series: '8Y',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2020, null],
      weight: 5,
      sizeMm: [4343, 1816, 1449],
      gvmKg: 1840,
      towingKg: 1500,
      tankL: 50,
      badges: [
        ['Sportback 35 TFSI', TFSI_14, 52_900],
        ['Sportback S line 35 TFSI', TFSI_14, 55_900],
        ['S3 Sportback quattro', S3_20T, 80_900],
      ],
    },
    {
      model: 'Q5',
      series: 'FY',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2017, null],
      weight: 5,
      sizeMm: [4682, 1893, 1662],
      gvmKg: 2515,
      towingKg: 2400,
      tankL: 70,
      badges: [
        ['40 TDI quattro', Q5_40TDI, 78_900],
        ['45 TFSI quattro S line', Q5_45TFSI, 84_900],
      ],
    },
  ],
};
