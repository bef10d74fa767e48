import { describe, expect, it } from 'vitest';
import { loadDemoSites } from '../demo-sites.js';
import { badgeBesideModel } from './catalogue/catalogue-trims.js';
import { VEHICLE_CATALOGUE } from './catalogue/vehicle-catalogue.js';
import { generateStock } from './generate-stock.js';

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Whether `words` holds `sequence` as consecutive words. */
function holdsSequence(words: readonly string[], sequence: readonly string[]): boolean {
  return words.some((_, start) => sequence.every((word, i) => words[start + i] === word));
}

/** A name that says the model twice: its badge holds the model's words again. */
function repeatsModel(car: { model: string; badge?: string | undefined }): boolean {
  return holdsSequence(wordsOf(car.badge ?? ''), wordsOf(car.model));
}

describe('badgeBesideModel', () => {
  it.each([
    ['Puma', 'Puma', undefined],
    ['Santa Fe', 'Santa Fe AWD', 'AWD'],
    ['Cannon', 'Cannon 4x4', '4x4'],
    ['Z-6', 'Z-6 Family Bunk', 'Family Bunk'],
    ['i30', 'i30', undefined],
    ['GLA', 'GLA200', 'GLA200'],
    ['Corolla', 'Ascent Sport', 'Ascent Sport'],
    ['Ranger', undefined, undefined],
  ])('on a %s, the badge %s reads %s', (model, badge, expected) => {
    expect(badgeBesideModel(model, badge)).toBe(expected);
  });
});

describe('names of the demo stock', () => {
  it('no trim of the catalogue repeats its model in its badge', () => {
    const repeats = Object.values(VEHICLE_CATALOGUE)
      .flat()
      .flatMap((make) => make.models)
      .flatMap((model) => model.trims.map((trim) => ({ model: model.model, badge: trim.badge })))
      .filter(repeatsModel)
      .map((car) => `${car.model} ${car.badge}`);
    expect(repeats).toEqual([]);
  });

  it('no generated car of the demo sites is named with its model twice ("Ford Puma Puma")', async () => {
    const cars = (await loadDemoSites()).flatMap((site) => generateStock(site));
    expect(cars.length).toBeGreaterThan(1000);
    const repeats = cars
      .filter(repeatsModel)
      .map((car) => [car.year, car.make, car.model, car.badge].join(' '));
    expect(repeats).toEqual([]);
  });
});
