import type { CarMake, Powertrain } from '../catalogue.types.js';
import { electric } from '../powertrains.js';

const ATTO3_EV: Powertrain = electric('FWD', 310);
const DOLPHIN_EV: Powertrain = electric('FWD', 290);
const SEAL_RWD: Powertrain = electric('RWD', 360);
const SEAL_AWD: Powertrain = electric('AWD', 670);
const DMO: Powertrain = ['Plug-in Hybrid', 1497, 4, 'Turbo', 'Reduction Gear', 1, 'AWD', 2.0, 650];
const DMI: Powertrain = ['Plug-in Hybrid', 1498, 4, 'Turbo', 'Reduction Gear', 1, 'FWD', 1.1, 300];

export const byd: CarMake = {
  make: 'BYD',
  wmi: 'LGX',
  weight: 5,
  models: [
    {
      model: 'Atto 3',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2022, null],
      weight: 8,
      sizeMm: [4455, 1875, 1615],
      gvmKg: 2200,
      towingKg: 750,
      badges: [
        ['Standard Range', ATTO3_EV, 45_990],
        ['Extended Range', ATTO3_EV, 48_990],
      ],
    },
    {
      model: 'Dolphin',
      body: 'Hatchback',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2023, null],
      weight: 5,
      sizeMm: [4290, 1770, 1570],
      gvmKg: 2000,
      badges: [
        ['Dynamic', DOLPHIN_EV, 36_990],
        ['Premium', DOLPHIN_EV, 44_990],
      ],
    },
    {
      model: 'Seal',
      body: 'Sedan',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2023, null],
      weight: 4,
      sizeMm: [4800, 1875, 1460],
      gvmKg: 2560,
      badges: [
        ['Dynamic RWD', SEAL_RWD, 51_990],
        ['Premium RWD', SEAL_RWD, 60_990],
        ['Performance AWD', SEAL_AWD, 70_990],
      ],
    },
    {
      model: 'Shark 6',
      body: 'Ute',
      bodyConfiguration: 'Double Cab Pick Up',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2024, null],
      weight: 5,
      sizeMm: [5457, 1971, 1925],
      gvmKg: 3300,
      towingKg: 2500,
      tankL: 60,
      badges: [['Premium', DMO, 59_990]],
    },
    {
      model: 'Sealion 6',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2024, null],
      weight: 6,
      sizeMm: [4775, 1890, 1670],
      gvmKg: 2380,
      towingKg: 1500,
      tankL: 60,
      badges: [['Dynamic', DMI, 49_990]],
    },
  ],
};
