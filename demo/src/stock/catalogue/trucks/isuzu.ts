import type { CarMake, Powertrain } from '../catalogue.types.js';

const NPR_52D: Powertrain = ['Diesel', 5193, 4, 'Turbo', 'Automated Manual', 6, 'RWD', 14.0, 513];
const FRR_52D: Powertrain = ['Diesel', 5193, 4, 'Turbo', 'Automated Manual', 6, 'RWD', 20.0, 761];

export const isuzuTrucks: CarMake = {
  make: 'Isuzu',
  wmi: 'JAL',
  weight: 5,
  models: [
    {
      model: 'NPR',
      series: 'N Series',
      body: 'Cab Chassis',
      bodyConfiguration: 'Tray',
      seats: 3,
      doors: 2,
      years: [2015, null],
      weight: 6,
      sizeMm: [6225, 1995, 2275],
      gvmKg: 7500,
      towingKg: 4500,
      tankL: 100,
      badges: [
        ['45-155 AMT', NPR_52D, 82_990],
        ['75-190 AMT Tipper', NPR_52D, 98_990],
      ],
    },
    {
      model: 'FRR',
      series: 'F Series',
      body: 'Cab Chassis',
      bodyConfiguration: 'Pantech',
      seats: 3,
      doors: 2,
      years: [2015, null],
      weight: 3,
      sizeMm: [8240, 2230, 2635],
      gvmKg: 11_000,
      towingKg: 16_000,
      tankL: 200,
      badges: [['110-260 AMT', FRR_52D, 139_990]],
    },
  ],
};
