import type { CarMake, Powertrain } from '../catalogue.types.js';

const N04C_40D: Powertrain = ['Diesel', 4009, 4, 'Turbo', 'Automatic', 6, 'RWD', 13.5, 420];
const J05E_51D: Powertrain = ['Diesel', 5123, 4, 'Turbo', 'Automatic', 6, 'RWD', 19.0, 794];

export const hinoTrucks: CarMake = {
  make: 'Hino',
  wmi: 'JHH',
  weight: 4,
  models: [
    {
      model: '300 Series',
      series: '616',
      body: 'Cab Chassis',
      bodyConfiguration: 'Tray',
      seats: 3,
      doors: 2,
      years: [2015, null],
      weight: 5,
      sizeMm: [6020, 1995, 2255],
      gvmKg: 5500,
      towingKg: 3500,
      tankL: 100,
      badges: [['616 IFS Wide Cab', N04C_40D, 79_990]],
    },
    {
      model: '500 Series',
      series: 'FC',
      body: 'Cab Chassis',
      bodyConfiguration: 'Pantech',
      seats: 3,
      doors: 2,
      years: [2017, null],
      weight: 3,
      sizeMm: [8160, 2200, 2600],
      gvmKg: 11_000,
      towingKg: 16_000,
      tankL: 200,
      badges: [['FC 1124 Auto', J05E_51D, 139_990]],
    },
  ],
};
