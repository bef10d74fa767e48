import type { CarMake, Powertrain } from '../catalogue.types.js';

const NAVARA_23D: Powertrain = ['Diesel', 2298, 4, 'Twin Turbo', 'Automatic', 7, '4WD', 7.0, 450];
const XTRAIL_25: Powertrain = ['Petrol', 2488, 4, 'Aspirated', 'CVT', null, 'FWD', 7.4, 244];
const XTRAIL_25_AWD: Powertrain = ['Petrol', 2488, 4, 'Aspirated', 'CVT', null, 'AWD', 7.8, 244];
const EPOWER_AWD: Powertrain = ['Hybrid', 1497, 3, 'Turbo', 'Reduction Gear', 1, 'AWD', 6.1, 525];
const PATROL_V8: Powertrain = ['Petrol', 5552, 8, 'Aspirated', 'Automatic', 7, '4WD', 14.4, 560];
const QASHQAI_13T: Powertrain = ['Petrol', 1332, 4, 'Turbo', 'CVT', null, 'FWD', 6.1, 250];

export const nissan: CarMake = {
  make: 'Nissan',
  wmi: 'JN1',
  weight: 5,
  models: [
    {
      model: 'Navara',
      series: 'D23',
      body: 'Ute',
      bodyConfiguration: 'Dual Cab Pick Up',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2015, null],
      weight: 6,
      sizeMm: [5260, 1850, 1840],
      gvmKg: 3150,
      towingKg: 3500,
      tankL: 80,
      badges: [
        ['SL 4x4', NAVARA_23D, 52_990],
        ['ST 4x4', NAVARA_23D, 57_490],
        ['ST-X 4x4', NAVARA_23D, 64_990],
        ['PRO-4X 4x4', NAVARA_23D, 67_990],
      ],
    },
    {
      model: 'X-Trail',
      series: 'T33',
      body: 'SUV',
      seats: 7,
      doors: 5,
      ancap: 5,
      years: [2022, null],
      weight: 7,
      sizeMm: [4680, 1840, 1725],
      gvmKg: 2220,
      towingKg: 2000,
      tankL: 55,
      badges: [
        ['ST 2WD', XTRAIL_25, 40_490],
        ['ST-L 4WD', XTRAIL_25_AWD, 47_490],
        ['Ti 4WD', XTRAIL_25_AWD, 54_990],
        ['Ti-L e-POWER e-4ORCE', EPOWER_AWD, 63_990],
      ],
    },
    {
      model: 'Patrol',
      series: 'Y62',
      body: 'SUV',
      seats: 8,
      doors: 5,
      ancap: 4,
      years: [2013, null],
      weight: 3,
      sizeMm: [5175, 1995, 1940],
      gvmKg: 3500,
      towingKg: 3500,
      tankL: 140,
      badges: [
        ['Ti', PATROL_V8, 94_990],
        ['Warrior', PATROL_V8, 109_990],
        ['Ti-L', PATROL_V8, 111_990],
      ],
    },
    {
      model: 'Qashqai',
      series: 'J12',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2022, null],
      weight: 4,
      sizeMm: [4425, 1835, 1625],
      gvmKg: 1935,
      towingKg: 1500,
      tankL: 55,
      badges: [
        ['ST', QASHQAI_13T, 37_490],
        ['ST+', QASHQAI_13T, 40_490],
        ['Ti', QASHQAI_13T, 47_990],
      ],
    },
  ],
};
