import { describe, expect, it } from 'vitest';
import type { ItemType } from '@forecourt/tenants/stock/car-record.schema';
import { renderCarPhoto, renderSpinFrame } from './car-photo.js';
import { paintColour } from './car-colours.js';
import { assertWellFormedXml } from './testing/well-formed-xml.js';
import { silhouetteOf } from './vehicle-silhouette.js';

const car = (itemType: ItemType, body: string | undefined, colour = 'Soul Red Crystal') => ({
  id: `car-${itemType}-${body ?? 'none'}`,
  itemType,
  body,
  colour,
  interiorColour: 'Black Leather',
  year: 2022,
  make: 'Mazda',
  model: 'CX-5',
});

const VEHICLES = [
  car('car', 'Sedan'),
  car('car', 'Hatchback'),
  car('car', 'SUV'),
  car('car', 'Wagon'),
  car('car', 'Ute'),
  car('car', 'Van'),
  car('car', 'Coupe'),
  car('car', 'Convertible'),
  car('car', undefined),
  car('truck', 'Cab Chassis'),
  car('motorcycle', undefined),
  car('caravan', undefined),
];

const SIZE =
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600" width="800" height="600"/;

describe('renderCarPhoto', () => {
  it.each(VEHICLES.map((vehicle) => [vehicle.id, vehicle] as const))(
    'draws well-formed photos of a fixed size for %s',
    (_id, vehicle) => {
      const photos = Array.from({ length: 8 }, (_, i) => renderCarPhoto(vehicle, i + 1));
      for (const svg of photos) {
        assertWellFormedXml(svg);
        expect(svg).toMatch(SIZE);
      }
      // Every photo of the gallery is a different shot.
      expect(new Set(photos).size).toBe(photos.length);
    },
  );

  it('paints the body in the car’s colour and captions year, make and model', () => {
    const svg = renderCarPhoto(car('car', 'Sedan', 'Soul Red Crystal Metallic'), 1);
    expect(svg).toContain(`stop-color="${paintColour('Soul Red Crystal Metallic')}"`);
    expect(svg).toContain('>2022 Mazda CX-5</text>');
  });

  it('is the same image for the same car and photo', () => {
    const vehicle = car('car', 'SUV', 'Jet Black');
    expect(renderCarPhoto(vehicle, 3)).toBe(renderCarPhoto({ ...vehicle }, 3));
  });

  it('escapes text it puts into the SVG', () => {
    const svg = renderCarPhoto({ ...car('car', 'Sedan'), make: 'A&B <Motors>', model: '"Q"' }, 1);
    assertWellFormedXml(svg);
    expect(svg).toContain('2022 A&amp;B &lt;Motors&gt; &quot;Q&quot;');
    expect(svg).not.toContain('<Motors>');
  });
});

describe('renderSpinFrame', () => {
  it('turns the vehicle once around over the frames', () => {
    const vehicle = car('car', 'Hatchback', 'Silver');
    const frames = Array.from({ length: 12 }, (_, i) => renderSpinFrame(vehicle, i + 1, 12));
    for (const svg of frames) {
      assertWellFormedXml(svg);
      expect(svg).toMatch(SIZE);
    }
    expect(new Set(frames).size).toBe(12);
    // Frame 2 of 12 and frame 3 of 24 show the same angle (only their titles differ).
    const picture = (svg: string) => svg.replace(/<title>.*<\/title>/, '');
    expect(picture(renderSpinFrame(vehicle, 3, 24))).toBe(picture(frames[1]!));
    expect(picture(renderSpinFrame(vehicle, 2, 24))).not.toBe(picture(frames[1]!));
  });
});

describe('paintColour', () => {
  it('maps Australian colour names by their colour words', () => {
    expect(paintColour('Crystal Pearl White')).toBe('#f1efe8');
    expect(paintColour('Soul Red')).toBe('#9c1a22');
    expect(paintColour('Jet Black')).toBe('#0e0f11');
    expect(paintColour('SILVER')).toBe('#b9bdc2');
    expect(paintColour('Eclipse Black Metallic')).toBe('#17181b');
  });

  it('shifts the shade for dark and light names', () => {
    const blue = Number.parseInt(paintColour('Blue').slice(1, 3), 16);
    expect(Number.parseInt(paintColour('Dark Blue').slice(1, 3), 16)).toBeLessThan(blue);
    expect(Number.parseInt(paintColour('Light Blue').slice(1, 3), 16)).toBeGreaterThan(blue);
  });

  it('gives an unknown name the same plausible paint every time', () => {
    expect(paintColour('Liquid Moonlight')).toMatch(/^#[0-9a-f]{6}$/);
    expect(paintColour('Liquid Moonlight')).toBe(paintColour('Liquid Moonlight'));
    expect(paintColour(undefined, 'car-1')).toBe(paintColour(undefined, 'car-1'));
  });
});

describe('silhouetteOf', () => {
  it.each([
    ['car', 'Sedan', 'sedan'],
    ['car', 'Hatchback', 'hatch'],
    ['car', 'SUV', 'suv'],
    ['car', 'Wagon', 'wagon'],
    ['car', 'Cab Chassis', 'ute'],
    ['car', 'Dual Cab Ute', 'ute'],
    ['car', 'People Mover', 'suv'],
    ['car', 'Van', 'van'],
    ['car', 'Coupe', 'coupe'],
    ['car', 'Cabriolet', 'convertible'],
    ['car', undefined, 'sedan'],
    ['motorcycle', 'Naked', 'motorcycle'],
    ['caravan', 'Pop Top', 'caravan'],
    ['truck', 'Cab Chassis', 'truck'],
  ] as const)('%s with body %s is drawn as %s', (itemType, body, expected) => {
    expect(silhouetteOf({ itemType, body })).toBe(expected);
  });
});
