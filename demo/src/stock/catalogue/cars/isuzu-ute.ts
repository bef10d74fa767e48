import type { CarMake, Powertrain } from '../catalogue.types.js';

const RG_30D: Powertrain = ['Diesel', 2999, 4, 'Turbo', 'Automatic', 6, '4WD', 8.0, 450];
const RG_19D: Powertrain = ['Diesel', 1898, 4, 'Turbo', 'Automatic', 6, 'RWD', 7.1, 360];
const MUX_30D: Powertrain = ['Diesel', 2999, 4, 'Turbo', 'Automatic', 6, '4WD', 8.3, 450];
const TF_30D: Powertrain = ['Diesel', 2999, 4, 'Turbo', 'Automatic', 6, '4WD', 8.1, 430];

export const isuzuUte: CarMake = {
  make: 'Isuzu UTE',
  wmi: 'MPA',
  weight: 6,
  models: [
    {
      model: 'D-MAX',
      series: 'RG',
      body: 'Ute',
      bodyConfiguration: 'Crew Cab Utility',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2020, null],
      weight: 10,
      sizeMm: [5265, 1870, 1790],
      gvmKg: 3100,
      towingKg: 3500,
      tankL: 76,
      badges: [
        ['SX 4x2', RG_19D, 37_990],
        ['SX 4x4', RG_30D, 50_990],
        ['LS-M 4x4', RG_30D, 56_990],
        ['LS-U 4x4', RG_30D, 61_990],
        ['X-TERRAIN 4x4', RG_30D, 69_490],
      ],
    },
    {
      model: 'D-MAX',
      series: 'TF',
      body: 'Ute',
      bodyConfiguration: 'Crew Cab Utility',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2012, 2020],
      weight: 5,
      sizeMm: [5295, 1860, 1795],
      gvmKg: 2950,
      towingKg: 3500,
      tankL: 76,
      badges: [
        ['SX 4x4', TF_30D, 44_990],
        ['LS-M 4x4', TF_30D, 49_990],
        ['LS-U 4x4', TF_30D, 54_990],
        ['LS-Terrain 4x4', TF_30D, 57_990],
      ],
    },
    {
      model: 'MU-X',
      series: 'RJ',
      body: 'SUV',
      seats: 7,
      doors: 5,
      ancap: 5,
      years: [2021, null],
      weight: 6,
      sizeMm: [4850, 1870, 1825],
      gvmKg: 2800,
      towingKg: 3500,
      tankL: 80,
      badges: [
        ['LS-M 4x4', MUX_30D, 56_990],
        ['LS-U 4x4', MUX_30D, 61_990],
        ['LS-T 4x4', MUX_30D, 68_990],
      ],
    },
  ],
};
