import type { CarMake, Powertrain } from '../catalogue.types.js';
import { electric } from '../powertrains.js';

const CANNON_20D: Powertrain = ['Diesel', 1996, 4, 'Turbo', 'Automatic', 8, '4WD', 9.4, 500];
const ALPHA_24D: Powertrain = ['Diesel', 2378, 4, 'Turbo', 'Automatic', 9, '4WD', 8.3, 480];
const TANK_20T: Powertrain = ['Petrol', 1967, 4, 'Turbo', 'Automatic', 8, '4WD', 9.5, 380];
const TANK_HYBRID: Powertrain = ['Hybrid', 1967, 4, 'Turbo', 'Automatic', 9, '4WD', 8.4, 648];
const ORA_EV: Powertrain = electric('FWD', 250);

export const gwm: CarMake = {
  make: 'GWM',
  wmi: 'LGW',
  weight: 5,
  models: [
    {
      model: 'Cannon',
      series: 'NPW',
      body: 'Ute',
      bodyConfiguration: 'Dual Cab Utility',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2021, null],
      weight: 8,
      sizeMm: [5410, 1934, 1886],
      gvmKg: 3150,
      towingKg: 3000,
      tankL: 78,
      badges: [
        ['Cannon 4x4', CANNON_20D, 40_990],
        ['Lux 4x4', CANNON_20D, 44_490],
        ['Ultra 4x4', CANNON_20D, 47_990],
      ],
    },
    {
      model: 'Cannon Alpha',
      body: 'Ute',
      bodyConfiguration: 'Dual Cab Utility',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2023, null],
      weight: 4,
      sizeMm: [5445, 1991, 1925],
      gvmKg: 3450,
      towingKg: 3500,
      tankL: 80,
      badges: [
        ['Lux 4x4', ALPHA_24D, 53_990],
        ['Ultra 4x4', ALPHA_24D, 60_990],
      ],
    },
    {
      model: 'Tank 300',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2023, null],
      weight: 4,
      sizeMm: [4760, 1930, 1903],
      gvmKg: 2710,
      towingKg: 2500,
      tankL: 80,
      badges: [
        ['Lux', TANK_20T, 50_990],
        ['Ultra', TANK_20T, 55_990],
        ['Hybrid Ultra', TANK_HYBRID, 59_990],
      ],
    },
    {
      model: 'Ora',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2022, null],
      weight: 3,
      sizeMm: [4235, 1825, 1603],
      gvmKg: 1980,
      badges: [
        ['Standard Range', ORA_EV, 35_990],
        ['Extended Range GT', ORA_EV, 43_990],
      ],
    },
  ],
};
