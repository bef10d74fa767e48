import type { CarMake, Powertrain } from '../catalogue.types.js';

// Holden stopped selling new cars in 2020: its models only come up as used cars.
const VF_V6: Powertrain = ['Petrol', 3564, 6, 'Aspirated', 'Automatic', 6, 'RWD', 9.0, 350];
const VF_V8: Powertrain = ['Petrol', 6162, 8, 'Aspirated', 'Automatic', 6, 'RWD', 12.6, 570];
const COLORADO_28D: Powertrain = ['Diesel', 2776, 4, 'Turbo', 'Automatic', 6, '4WD', 8.6, 500];
const TRAX_14T: Powertrain = ['Petrol', 1364, 4, 'Turbo', 'Automatic', 6, 'FWD', 6.7, 200];
const ASTRA_14T: Powertrain = ['Petrol', 1399, 4, 'Turbo', 'Automatic', 6, 'FWD', 5.8, 240];

export const holden: CarMake = {
  make: 'Holden',
  wmi: '6G1',
  weight: 3,
  models: [
    {
      model: 'Commodore',
      series: 'VF II',
      body: 'Sedan',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2015, 2017],
      weight: 5,
      sizeMm: [4964, 1898, 1471],
      gvmKg: 2250,
      towingKg: 2100,
      tankL: 71,
      badges: [
        ['Evoke', VF_V6, 38_990],
        ['SV6', VF_V6, 43_990],
        ['SS', VF_V8, 50_990],
        ['SS V Redline', VF_V8, 59_990],
      ],
    },
    {
      model: 'Colorado',
      series: 'RG',
      body: 'Ute',
      bodyConfiguration: 'Crew Cab Pickup',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2016, 2020],
      weight: 6,
      sizeMm: [5361, 1872, 1800],
      gvmKg: 3150,
      towingKg: 3500,
      tankL: 76,
      badges: [
        ['LS 4x4', COLORADO_28D, 47_990],
        ['LTZ 4x4', COLORADO_28D, 55_990],
        ['Z71 4x4', COLORADO_28D, 58_990],
      ],
    },
    {
      model: 'Trax',
      series: 'TJ',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2013, 2020],
      weight: 3,
      sizeMm: [4262, 1776, 1674],
      gvmKg: 1740,
      towingKg: 1200,
      tankL: 53,
      badges: [
        ['LS', TRAX_14T, 26_990],
        ['LTZ', TRAX_14T, 30_990],
      ],
    },
    {
      model: 'Astra',
      series: 'BK',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2016, 2020],
      weight: 3,
      sizeMm: [4386, 1809, 1485],
      gvmKg: 1815,
      towingKg: 1200,
      tankL: 52,
      badges: [
        ['R', ASTRA_14T, 24_990],
        ['RS', ASTRA_14T, 29_990],
        ['RS-V', ASTRA_14T, 32_990],
      ],
    },
  ],
};
