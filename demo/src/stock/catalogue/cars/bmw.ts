import type { CarMake, Powertrain } from '../catalogue.types.js';

const B48_20T: Powertrain = ['Petrol', 1998, 4, 'Turbo', 'Automatic', 8, 'RWD', 6.4, 300];
const B48_20T_330: Powertrain = ['Petrol', 1998, 4, 'Turbo', 'Automatic', 8, 'RWD', 6.4, 400];
const B58_30T: Powertrain = ['Petrol', 2998, 6, 'Turbo', 'Automatic', 8, 'AWD', 7.8, 500];
const X3_20T: Powertrain = ['Petrol', 1998, 4, 'Turbo', 'Automatic', 8, 'AWD', 7.7, 350];
const X5_30D: Powertrain = ['Diesel', 2993, 6, 'Turbo', 'Automatic', 8, 'AWD', 7.2, 650];

export const bmw: CarMake = {
  make: 'BMW',
  wmi: 'WBA',
  weight: 3,
  models: [
    {
      model: '3 Series',
      series: 'G20',
      body: 'Sedan',
      seats: 5,
      doors: 4,
      ancap: 5,
      years: [2019, null],
      weight: 5,
      sizeMm: [4709, 1827, 1442],
      gvmKg: 2090,
      towingKg: 1600,
      tankL: 59,
      badges: [
        ['320i M Sport', B48_20T, 75_900],
        ['330i M Sport', B48_20T_330, 87_900],
        ['M340i xDrive', B58_30T, 114_900],
      ],
    },
    {
      model: 'X3',
      series: 'G01',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2018, null],
      weight: 5,
      sizeMm: [4708, 1891, 1676],
      gvmKg: 2440,
      towingKg: 2000,
      tankL: 65,
      badges: [
        ['xDrive20i', X3_20T, 84_900],
        ['xDrive30i M Sport', X3_20T, 97_900],
      ],
    },
    {
      model: 'X5',
      series: 'G05',
      body: 'SUV',
      seats: 5,
      doors: 5,
      ancap: 5,
      years: [2018, null],
      weight: 3,
      sizeMm: [4922, 2004, 1745],
      gvmKg: 2860,
      towingKg: 2700,
      tankL: 80,
      badges: [['xDrive30d M Sport', X5_30D, 134_900]],
    },
  ],
};
