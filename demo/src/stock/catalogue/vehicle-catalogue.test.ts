import { describe, expect, it } from 'vitest';
import { ITEM_TYPES } from '@forecourt/tenants/stock/car-record.schema';
import { featureChoiceCount } from '../car-equipment.js';
import { VEHICLE_CATALOGUE } from './vehicle-catalogue.js';

const FIRST_MODEL_YEAR = 2005;
const allModels = ITEM_TYPES.flatMap((itemType) =>
  VEHICLE_CATALOGUE[itemType].flatMap((make) => make.models.map((model) => ({ itemType, model }))),
);

describe('the vehicle catalogue', () => {
  it('has makes for every kind of vehicle, each listed once per kind', () => {
    for (const itemType of ITEM_TYPES) {
      const names = VEHICLE_CATALOGUE[itemType].map((make) => make.make);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('gives every make a three-character manufacturer code valid in a VIN', () => {
    for (const makes of Object.values(VEHICLE_CATALOGUE)) {
      for (const make of makes) expect(make.wmi).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
    }
  });

  it('has sensible model years, prices and trims', () => {
    for (const { model } of allModels) {
      const [first, last] = model.years;
      expect(first).toBeGreaterThanOrEqual(FIRST_MODEL_YEAR);
      if (last !== null) expect(last).toBeGreaterThanOrEqual(first);
      expect(model.trims.length).toBeGreaterThan(0);
      for (const trim of model.trims) {
        expect(trim.newPrice).toBeGreaterThan(5_000);
        expect(trim.newPrice).toBeLessThan(300_000);
      }
    }
  });

  it('leaves engine figures out of electric cars and gives others a fuel use', () => {
    for (const { itemType, model } of allModels) {
      if (itemType === 'caravan') continue;
      for (const trim of model.trims) {
        const { variant, fuel } = trim.specs;
        if (fuel === 'Electric') {
          expect(variant.engineSizeCc).toBeUndefined();
          expect(variant.fuelConsumptionCombined).toBeUndefined();
        } else {
          expect(variant.engineSizeCc).toBeGreaterThan(0);
          expect(variant.fuelConsumptionCombined).toBeGreaterThan(0);
        }
      }
    }
  });

  it('offers every trim at least eight pieces of equipment to list', () => {
    for (const { itemType, model } of allModels) {
      for (const trim of model.trims) {
        expect(
          featureChoiceCount(itemType, trim),
          `${model.make} ${model.model}`,
        ).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('describes caravans in feet and kilograms, with an aggregate mass above the tare', () => {
    for (const make of VEHICLE_CATALOGUE.caravan) {
      for (const model of make.models) {
        for (const trim of model.trims) {
          const spec = trim.specs.caravanSpecifications!;
          expect(spec.bodyLengthFeet).toBeGreaterThan(10);
          expect(spec.bodyLengthFeet).toBeLessThan(30);
          expect(spec.aggregateTrailerMassKg).toBeGreaterThan(spec.tareWeightKg!);
          expect(trim.specs.categories.length).toBeGreaterThan(0);
        }
      }
    }
  });
});
