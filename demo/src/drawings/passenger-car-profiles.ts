import type { VehicleProfile } from './vehicle-profiles.js';

/** Side views of passenger cars (see vehicle-profiles.ts for the units and the conventions). */

// prettier-ignore
const sedan: VehicleProfile = {
  length: 470, width: 182, wheelRadius: 32, axles: [95, 375],
  sill: -18, paint: 'body',
  outline: [[6, -18], [0, -44, 8], [2, -82, 14], [14, -100, 14], [112, -104, 30], [178, -141, 26],
    [282, -145, 30], [352, -104, 16], [452, -88, 18], [470, -64, 10], [468, -24, 8], [462, -18]],
  windows: [
    [[132, -101, 3], [184, -136, 12], [236, -138, 3], [236, -101, 3]],
    [[244, -101, 3], [244, -138, 3], [284, -138, 12], [334, -101, 3]],
  ],
  panels: [],
  lines: [
    [[240, -98], [238, -40], [232, -26]],
    [[352, -98], [356, -60], [352, -26]],
  ],
  windscreen: [[352, -104], [282, -145]],
  rearScreen: [[112, -104], [178, -141]],
  headlamp: { y: -80, height: 14 },
  taillamp: { y: -92, height: 14 },
};

// prettier-ignore
const hatch: VehicleProfile = {
  length: 420, width: 180, wheelRadius: 31, axles: [78, 335],
  sill: -18, paint: 'body',
  outline: [[6, -18], [0, -44, 8], [2, -94, 10], [14, -124, 16], [60, -146, 22], [250, -148, 30],
    [318, -100, 16], [402, -86, 18], [420, -62, 10], [418, -24, 8], [412, -18]],
  windows: [
    [[58, -101, 3], [76, -137, 10], [178, -140, 3], [178, -101, 3]],
    [[186, -101, 3], [186, -140, 3], [246, -141, 12], [304, -101, 3]],
  ],
  panels: [],
  lines: [
    [[182, -98], [180, -40], [174, -26]],
    [[310, -98], [314, -60], [312, -26]],
  ],
  windscreen: [[318, -100], [250, -148]],
  rearScreen: [[8, -104], [60, -146]],
  headlamp: { y: -78, height: 13 },
  taillamp: { y: -100, height: 16 },
};

// An SUV: high off the ground on big wheels, a long bonnet, a roof that falls to a raked tailgate
// and a rising window line; not the tall box of a van.
// prettier-ignore
const suv: VehicleProfile = {
  length: 462, width: 188, wheelRadius: 38, axles: [94, 368],
  sill: -32, paint: 'body',
  outline: [[6, -32], [0, -58, 8], [2, -112, 10], [16, -150, 16], [44, -164, 22], [150, -170, 40],
    [262, -168, 30], [330, -124, 16], [440, -108, 20], [462, -82, 10], [460, -38, 8], [454, -32]],
  windows: [
    [[34, -130, 3], [44, -154, 10], [106, -160, 3], [112, -124, 3]],
    [[120, -124, 3], [120, -162, 3], [198, -163, 3], [198, -124, 3]],
    [[206, -124, 3], [206, -163, 3], [258, -162, 12], [316, -125, 3]],
  ],
  panels: [
    { paint: 'trim', shape: [[0, -58, 4], [462, -58, 4], [460, -38, 4], [2, -38, 4]] },
  ],
  lines: [
    [[202, -120], [200, -62], [194, -42]],
    [[116, -120], [114, -62], [120, -46]],
    [[322, -118], [326, -70], [322, -42]],
  ],
  windscreen: [[330, -124], [262, -168]],
  rearScreen: [[4, -116], [30, -160]],
  headlamp: { y: -100, height: 14 },
  taillamp: { y: -122, height: 18 },
};

// prettier-ignore
const wagon: VehicleProfile = {
  length: 480, width: 182, wheelRadius: 32, axles: [96, 380],
  sill: -18, paint: 'body',
  outline: [[6, -18], [0, -44, 8], [2, -92, 10], [8, -134, 14], [36, -146, 18], [285, -148, 30],
    [356, -104, 16], [462, -88, 18], [480, -64, 10], [478, -24, 8], [472, -18]],
  windows: [
    [[22, -102, 3], [28, -134, 8], [120, -138, 3], [120, -102, 3]],
    [[128, -102, 3], [128, -139, 3], [230, -140, 3], [230, -102, 3]],
    [[238, -102, 3], [238, -140, 3], [282, -141, 12], [340, -102, 3]],
  ],
  panels: [],
  lines: [
    [[234, -98], [232, -40], [226, -26]],
    [[124, -98], [122, -40], [128, -30]],
  ],
  windscreen: [[356, -104], [285, -148]],
  rearScreen: [[4, -100], [12, -136]],
  headlamp: { y: -80, height: 14 },
  taillamp: { y: -96, height: 16 },
};

// prettier-ignore
const coupe: VehicleProfile = {
  length: 455, width: 184, wheelRadius: 33, axles: [95, 365],
  sill: -16, paint: 'body',
  outline: [[6, -16], [0, -42, 8], [2, -80, 12], [14, -96, 14], [90, -100, 40], [200, -132, 30],
    [262, -133, 26], [335, -96, 16], [438, -82, 18], [455, -58, 10], [453, -22, 8], [447, -16]],
  windows: [
    [[112, -97, 3], [196, -127, 16], [258, -128, 10], [322, -96, 3]],
  ],
  panels: [],
  lines: [
    [[326, -92], [330, -56], [326, -24]],
  ],
  windscreen: [[335, -96], [262, -133]],
  rearScreen: [[90, -100], [200, -132]],
  headlamp: { y: -74, height: 12 },
  taillamp: { y: -88, height: 12 },
};

// prettier-ignore
const convertible: VehicleProfile = {
  ...coupe,
  outline: [[6, -16], [0, -42, 8], [2, -80, 12], [14, -96, 14], [250, -99, 20], [335, -96, 10],
    [438, -82, 18], [455, -58, 10], [453, -22, 8], [447, -16]],
  windows: [],
  panels: [
    { paint: 'dark', shape: [[150, -97, 6], [156, -124, 6], [172, -124, 6], [170, -97, 6]] },
    { paint: 'dark', shape: [[222, -97, 6], [228, -124, 6], [244, -124, 6], [242, -97, 6]] },
    { paint: 'glass', shape: [[296, -98, 2], [262, -130, 3], [272, -132, 3], [318, -97, 2]] },
  ],
  windscreen: [[318, -97], [268, -131]],
  rearScreen: null,
};

export const PASSENGER_CAR_PROFILES = { sedan, hatch, suv, wagon, coupe, convertible };
