import type { ItemType } from '@forecourt/tenants/stock/car-record.schema';
import { avan } from './caravans/avan.js';
import { bushtracker } from './caravans/bushtracker.js';
import { coromal } from './caravans/coromal.js';
import { crusader } from './caravans/crusader.js';
import { jayco } from './caravans/jayco.js';
import { lotusCaravans } from './caravans/lotus-caravans.js';
import { newAge } from './caravans/new-age.js';
import { roadstar } from './caravans/roadstar.js';
import { zoneRv } from './caravans/zone-rv.js';
import { audi } from './cars/audi.js';
import { bmw } from './cars/bmw.js';
import { byd } from './cars/byd.js';
import { ford } from './cars/ford.js';
import { gwm } from './cars/gwm.js';
import { haval } from './cars/haval.js';
import { holden } from './cars/holden.js';
import { honda } from './cars/honda.js';
import { hyundai } from './cars/hyundai.js';
import { isuzuUte } from './cars/isuzu-ute.js';
import { kia } from './cars/kia.js';
import { mazda } from './cars/mazda.js';
import { mercedesBenz } from './cars/mercedes-benz.js';
import { mg } from './cars/mg.js';
import { mitsubishi } from './cars/mitsubishi.js';
import { nissan } from './cars/nissan.js';
import { subaru } from './cars/subaru.js';
import { suzuki } from './cars/suzuki.js';
import { tesla } from './cars/tesla.js';
import { toyota } from './cars/toyota.js';
import { volkswagen } from './cars/volkswagen.js';
import {
  caravanCatalogue,
  carCatalogue,
  motorcycleCatalogue,
  type CatalogueMake,
} from './catalogue-trims.js';
import { bmwMotorrad } from './motorcycles/bmw-motorrad.js';
import { ducatiMotorcycles } from './motorcycles/ducati.js';
import { harleyDavidsonMotorcycles } from './motorcycles/harley-davidson.js';
import { hondaMotorcycles } from './motorcycles/honda.js';
import { kawasakiMotorcycles } from './motorcycles/kawasaki.js';
import { ktmMotorcycles } from './motorcycles/ktm.js';
import { suzukiMotorcycles } from './motorcycles/suzuki.js';
import { triumphMotorcycles } from './motorcycles/triumph.js';
import { yamahaMotorcycles } from './motorcycles/yamaha.js';
import { fusoTrucks } from './trucks/fuso.js';
import { hinoTrucks } from './trucks/hino.js';
import { isuzuTrucks } from './trucks/isuzu.js';

/** Everything the demo stock generator can draw from, per kind of vehicle. */
export const VEHICLE_CATALOGUE: Readonly<Record<ItemType, readonly CatalogueMake[]>> = {
  car: carCatalogue('car', [
    toyota,
    mazda,
    ford,
    hyundai,
    kia,
    mitsubishi,
    nissan,
    subaru,
    volkswagen,
    mg,
    byd,
    mercedesBenz,
    isuzuUte,
    gwm,
    haval,
    honda,
    suzuki,
    tesla,
    holden,
    bmw,
    audi,
  ]),
  motorcycle: motorcycleCatalogue([
    hondaMotorcycles,
    yamahaMotorcycles,
    kawasakiMotorcycles,
    harleyDavidsonMotorcycles,
    ktmMotorcycles,
    bmwMotorrad,
    triumphMotorcycles,
    suzukiMotorcycles,
    ducatiMotorcycles,
  ]),
  caravan: caravanCatalogue([
    jayco,
    avan,
    coromal,
    lotusCaravans,
    zoneRv,
    crusader,
    bushtracker,
    newAge,
    roadstar,
  ]),
  truck: carCatalogue('truck', [isuzuTrucks, hinoTrucks, fusoTrucks]),
};

/** Every make name of the catalogue, lower-cased, for checking a site's `stock.makes`. */
export const CATALOGUE_MAKE_NAMES: ReadonlySet<string> = new Set(
  Object.values(VEHICLE_CATALOGUE).flatMap((makes) => makes.map((m) => m.make.toLowerCase())),
);
