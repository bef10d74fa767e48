import { describe, expect, it } from 'vitest';
import { vehicleProfile, type VehicleProfile } from './vehicle-profiles.js';
import { silhouetteOf, type Silhouette } from './vehicle-silhouette.js';

/** The side view a car with this body text is drawn from. */
function profileFor(body: string): VehicleProfile {
  const silhouette = silhouetteOf({ itemType: 'car', body });
  if (silhouette === 'motorcycle') throw new Error('a car is never drawn as a motorcycle');
  return vehicleProfile(silhouette);
}

const roofHeight = (profile: VehicleProfile) => -Math.min(...profile.outline.map(([, y]) => y));
/** From the foot of the windscreen to the nose. */
const bonnetLength = (profile: VehicleProfile) => profile.length - profile.windscreen![0][0];
/** How far the rear glass leans forward from its foot to its top. */
const tailgateRake = (profile: VehicleProfile) =>
  profile.rearScreen![1][0] - profile.rearScreen![0][0];

describe('the profile each body type is drawn with', () => {
  it.each([
    ['SUV', 'suv'],
    ['People Mover', 'suv'],
    ['Wagon', 'wagon'],
    ['Hatchback', 'hatch'],
    ['Sedan', 'sedan'],
    ['Coupe', 'coupe'],
    ['Convertible', 'convertible'],
    ['Ute', 'ute'],
    ['Cab Chassis', 'ute'],
    ['Van', 'van'],
  ] as const satisfies readonly (readonly [string, Exclude<Silhouette, 'motorcycle'>])[])(
    'a %s is drawn with the %s profile',
    (body, silhouette) => {
      expect(profileFor(body)).toBe(vehicleProfile(silhouette));
    },
  );

  it('draws an SUV as an SUV, not a van: lower roof, longer bonnet, raked tailgate', () => {
    const suv = profileFor('SUV');
    const van = profileFor('Van');
    expect(roofHeight(suv)).toBeLessThan(roofHeight(van) - 20);
    expect(bonnetLength(suv)).toBeGreaterThan(bonnetLength(van) + 30);
    expect(tailgateRake(suv)).toBeGreaterThan(tailgateRake(van) + 15);
  });

  it('draws an SUV higher off the ground and on bigger wheels than a wagon', () => {
    const suv = profileFor('SUV');
    const wagon = profileFor('Wagon');
    expect(-suv.sill).toBeGreaterThan(-wagon.sill);
    expect(suv.wheelRadius).toBeGreaterThan(wagon.wheelRadius);
    expect(roofHeight(suv)).toBeGreaterThan(roofHeight(wagon));
  });
});
