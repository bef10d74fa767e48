import type { CarMake, Powertrain } from '../catalogue.types.js';
import { electric } from '../powertrains.js';

const RWD_EV: Powertrain = electric('RWD', 420);
const LONG_RANGE_EV: Powertrain = electric('AWD', 493);
const PERFORMANCE_EV: Powertrain = electric('AWD', 660);

export const tesla: CarMake = {
  make: 'Tesla',
  wmi: 'LRW',
  weight: 3,
  models: [
    {
      model: 'Model 3',
      body: 'Sedan',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2019, null],
      weight: 5,
      sizeMm: [4720, 1850, 1441],
      gvmKg: 2250,
      towingKg: 1000,
      badges: [
        ['Rear-Wheel Drive', RWD_EV, 58_900],
        ['Long Range AWD', LONG_RANGE_EV, 71_900],
        ['Performance AWD', PERFORMANCE_EV, 84_900],
      ],
    },
    {
      model: 'Model Y',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2021, null],
      weight: 6,
      sizeMm: [4751, 1921, 1624],
      gvmKg: 2450,
      towingKg: 1600,
      badges: [
        ['Rear-Wheel Drive', RWD_EV, 61_900],
        ['Long Range AWD', LONG_RANGE_EV, 75_900],
      ],
    },
  ],
};
