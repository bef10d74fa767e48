import type { VehicleProfile } from './vehicle-profiles.js';

/**
 * Side views of utes, vans, light trucks and caravans (see vehicle-profiles.ts for the units).
 * A truck's box and a caravan are white with the paint colour on the cab or the decal stripes.
 */

// prettier-ignore
const ute: VehicleProfile = {
  length: 530, width: 190, wheelRadius: 37, axles: [104, 410],
  sill: -26, paint: 'body',
  outline: [[6, -26], [0, -52, 6], [0, -112, 4], [192, -112, 3], [198, -168, 12], [330, -178, 26],
    [390, -124, 16], [510, -112, 18], [530, -82, 10], [528, -32, 8], [522, -26]],
  windows: [
    [[208, -124, 3], [210, -162, 6], [268, -167, 3], [268, -124, 3]],
    [[276, -124, 3], [276, -168, 3], [326, -170, 12], [378, -125, 3]],
  ],
  panels: [
    { paint: 'dark', shape: [[6, -112, 2], [188, -112, 2], [188, -106, 2], [6, -106, 2]] },
    { paint: 'trim', shape: [[0, -52, 4], [530, -52, 4], [528, -32, 4], [2, -32, 4]] },
  ],
  lines: [
    [[192, -110], [192, -58]],
    [[272, -120], [270, -58], [264, -36]],
    [[384, -120], [386, -70], [382, -36]],
  ],
  windscreen: [[390, -124], [330, -178]],
  rearScreen: [[198, -128], [200, -166]],
  headlamp: { y: -104, height: 16 },
  taillamp: { y: -108, height: 24 },
};

// prettier-ignore
const van: VehicleProfile = {
  length: 520, width: 200, wheelRadius: 34, axles: [96, 400],
  sill: -24, paint: 'body',
  outline: [[6, -24], [0, -50, 6], [0, -188, 14], [14, -200, 12], [380, -200, 30], [438, -130, 24],
    [505, -110, 18], [520, -80, 10], [518, -30, 8], [512, -24]],
  windows: [
    [[372, -125, 3], [372, -184, 3], [388, -186, 8], [428, -127, 3]],
  ],
  panels: [
    { paint: 'trim', shape: [[0, -50, 4], [520, -50, 4], [518, -30, 4], [2, -30, 4]] },
  ],
  lines: [
    [[232, -196], [232, -52]],
    [[364, -196], [366, -52]],
    [[300, -130], [318, -130]],
  ],
  windscreen: [[438, -130], [380, -200]],
  rearScreen: [[2, -130], [4, -186]],
  headlamp: { y: -104, height: 16 },
  taillamp: { y: -130, height: 40 },
};

// prettier-ignore
const truck: VehicleProfile = {
  length: 700, width: 230, wheelRadius: 48, axles: [150, 590],
  sill: -44, paint: 'white',
  outline: [[4, -44], [0, -62, 4], [0, -322, 6], [8, -330, 6], [532, -330, 6], [540, -320, 4],
    [544, -272, 6], [560, -270, 10], [676, -266, 28], [696, -196, 12], [700, -74, 10],
    [694, -46, 6], [690, -44]],
  windows: [
    [[576, -172, 3], [576, -250, 3], [660, -252, 12], [682, -172, 3]],
  ],
  panels: [
    { paint: 'body', shape: [[544, -272, 6], [560, -270, 10], [676, -266, 28], [696, -196, 12],
        [700, -74, 10], [694, -46, 6], [544, -46, 4]] },
    { paint: 'dark', shape: [[0, -62, 2], [540, -62, 2], [540, -52, 2], [0, -52, 2]] },
  ],
  lines: [
    [[180, -320], [180, -66]],
    [[360, -320], [360, -66]],
    [[572, -262], [574, -90], [566, -60]],
  ],
  windscreen: [[696, -196], [676, -266]],
  rearScreen: null,
  headlamp: { y: -110, height: 20 },
  taillamp: { y: -96, height: 26 },
};

// prettier-ignore
const caravan: VehicleProfile = {
  length: 660, width: 240, wheelRadius: 33, axles: [290],
  sill: -40, paint: 'white',
  outline: [[4, -40], [0, -56, 6], [0, -282, 10], [10, -292, 10], [500, -292, 60], [560, -230, 10],
    [560, -52, 6], [550, -40]],
  windows: [
    [[60, -150, 8], [60, -220, 8], [200, -220, 8], [200, -150, 8]],
    [[440, -150, 8], [440, -215, 8], [520, -215, 8], [520, -150, 8]],
  ],
  panels: [
    { paint: 'dark', shape: [[556, -58, 2], [650, -62, 3], [660, -57, 3], [656, -51, 2],
        [556, -46, 2]] },
    { paint: 'body', shape: [[0, -96, 2], [560, -96, 2], [560, -80, 2], [0, -80, 2]] },
    { paint: 'body', shape: [[0, -262, 2], [528, -262, 2], [532, -254, 2], [0, -254, 2]] },
    { paint: 'white', shape: [[340, -60, 6], [340, -250, 8], [410, -250, 8], [410, -60, 6]] },
    { paint: 'dark', shape: [[352, -180, 6], [352, -236, 6], [398, -236, 6], [398, -180, 6]] },
  ],
  lines: [
    [[620, -56], [620, -20]],
  ],
  windscreen: [[560, -150], [540, -250]],
  rearScreen: null,
  headlamp: { y: -64, height: 8 },
  taillamp: { y: -80, height: 16 },
};

export const LARGE_VEHICLE_PROFILES = { ute, van, truck, caravan };
