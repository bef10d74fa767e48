import type { CarMake, Powertrain } from '../catalogue.types.js';
import { electric } from '../powertrains.js';

const MG3_15: Powertrain = ['Petrol', 1498, 4, 'Aspirated', 'CVT', null, 'FWD', 6.0, 141];
const MG3_HYBRID: Powertrain = ['Hybrid', 1498, 4, 'Aspirated', 'Automatic', 3, 'FWD', 4.3, 425];
const ZS_15: Powertrain = ['Petrol', 1498, 4, 'Aspirated', 'Automatic', 4, 'FWD', 6.9, 141];
const ZS_EV: Powertrain = electric('FWD', 280);
const HS_15T: Powertrain = ['Petrol', 1490, 4, 'Turbo', 'Dual Clutch', 7, 'FWD', 7.3, 250];
const HS_PHEV: Powertrain = ['Plug-in Hybrid', 1490, 4, 'Turbo', 'Automatic', 10, 'FWD', 1.7, 370];
const MG4_RWD: Powertrain = electric('RWD', 250);
const MG4_AWD: Powertrain = electric('AWD', 600);

export const mg: CarMake = {
  make: 'MG',
  wmi: 'LSJ',
  weight: 7,
  models: [
    {
      model: 'MG3',
      series: 'SZP1',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 3,
      years: [2017, null],
      weight: 7,
      sizeMm: [4113, 1797, 1502],
      gvmKg: 1600,
      tankL: 36,
      badges: [
        ['Vibe', MG3_15, 21_990],
        ['Excite', MG3_15, 23_990],
        ['Excite Hybrid+', MG3_HYBRID, 28_990],
      ],
    },
    {
      model: 'ZS',
      series: 'AZS1',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 4,
      years: [2017, null],
      weight: 9,
      sizeMm: [4323, 1809, 1653],
      gvmKg: 1730,
      towingKg: 500,
      tankL: 45,
      badges: [
        ['Excite', ZS_15, 25_990],
        ['Essence', ZS_15, 28_990],
        ['EV Excite', ZS_EV, 44_990],
      ],
    },
    {
      model: 'HS',
      series: 'SAS23',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2019, null],
      weight: 7,
      sizeMm: [4574, 1876, 1664],
      gvmKg: 2030,
      towingKg: 1500,
      tankL: 55,
      badges: [
        ['Vibe', HS_15T, 32_990],
        ['Excite', HS_15T, 37_490],
        ['Essence', HS_15T, 41_990],
        ['Essence PHEV', HS_PHEV, 51_990],
      ],
    },
    {
      model: 'MG4',
      series: 'EH32',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2022, null],
      weight: 3,
      sizeMm: [4287, 1836, 1504],
      gvmKg: 2170,
      badges: [
        ['Excite 51', MG4_RWD, 39_990],
        ['Essence 64', MG4_RWD, 47_990],
        ['XPOWER AWD', MG4_AWD, 59_990],
      ],
    },
  ],
};
