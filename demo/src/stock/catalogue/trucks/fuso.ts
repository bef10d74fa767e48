import type { CarMake, Powertrain } from '../catalogue.types.js';

const CANTER_30D: Powertrain = ['Diesel', 2998, 4, 'Turbo', 'Dual Clutch', 6, 'RWD', 12.0, 370];
const D77_AMT: Powertrain = ['Diesel', 7698, 6, 'Turbo', 'Automated Manual', 6, 'RWD', 24.0, 785];

export const fusoTrucks: CarMake = {
  make: 'Fuso',
  wmi: 'JLF',
  weight: 3,
  models: [
    {
      model: 'Canter',
      series: '515',
      body: 'Cab Chassis',
      bodyConfiguration: 'Tray',
      seats: 3,
      doors: 2,
      years: [2016, null],
      weight: 5,
      sizeMm: [5995, 1995, 2240],
      gvmKg: 4500,
      towingKg: 3500,
      tankL: 100,
      badges: [['515 Wide Cab Duonic', CANTER_30D, 72_990]],
    },
    {
      model: 'Fighter',
      series: '1627',
      body: 'Cab Chassis',
      bodyConfiguration: 'Tipper',
      seats: 3,
      doors: 2,
      years: [2016, null],
      weight: 2,
      sizeMm: [8340, 2490, 2880],
      gvmKg: 16_000,
      towingKg: 20_000,
      tankL: 200,
      badges: [['1627 Auto', D77_AMT, 169_990]],
    },
  ],
};
