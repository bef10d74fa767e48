/**
 * The makes sold in Australia that a site can show without describing them itself (spec 2 §3:
 * "a static list of about 140 makes"): cars, motorcycles, trucks and caravans. The slug is the
 * make's name slugified, as in /search/{make} and /{brand}/overview. `icon` names the make's mark
 * in the simple-icons set (CC0) when that set has one; the server draws it, and makes without one
 * get a lettered badge. Isomorphic data: no Node or DOM APIs here.
 */

export const VEHICLE_KINDS = ['car', 'motorcycle', 'truck', 'caravan'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

export interface Manufacturer {
  name: string;
  slug: string;
  /** What it makes; the first is what it is best known for. */
  kinds: readonly VehicleKind[];
  /** The simple-icons export of its mark (e.g. "siToyota"), when the set has one. */
  icon?: string;
}

type Entry = [name: string, slug: string, icon?: string];

const CARS: Entry[] = [
  ['Abarth', 'abarth'],
  ['Alfa Romeo', 'alfa-romeo'],
  ['Alpine', 'alpine'],
  ['Aston Martin', 'aston-martin', 'siAstonmartin'],
  ['Audi', 'audi', 'siAudi'],
  ['Bentley', 'bentley', 'siBentley'],
  ['BMW', 'bmw', 'siBmw'],
  ['Bugatti', 'bugatti', 'siBugatti'],
  ['BYD', 'byd'],
  ['Cadillac', 'cadillac', 'siCadillac'],
  ['Chery', 'chery'],
  ['Chevrolet', 'chevrolet', 'siChevrolet'],
  ['Chrysler', 'chrysler', 'siChrysler'],
  ['Citroën', 'citroen', 'siCitroen'],
  ['Cupra', 'cupra'],
  ['Daihatsu', 'daihatsu'],
  ['Deepal', 'deepal'],
  ['Dodge', 'dodge'],
  ['DS Automobiles', 'ds-automobiles', 'siDsautomobiles'],
  ['Ferrari', 'ferrari', 'siFerrari'],
  ['Fiat', 'fiat', 'siFiat'],
  ['Ford', 'ford', 'siFord'],
  ['Foton', 'foton'],
  ['Genesis', 'genesis'],
  ['GMC', 'gmc'],
  ['Great Wall', 'great-wall'],
  ['GWM', 'gwm'],
  ['Haval', 'haval'],
  ['Holden', 'holden'],
  ['HSV', 'hsv'],
  ['Hyundai', 'hyundai', 'siHyundai'],
  ['Ineos', 'ineos'],
  ['Infiniti', 'infiniti', 'siInfiniti'],
  ['Isuzu UTE', 'isuzu-ute'],
  ['Jaecoo', 'jaecoo'],
  ['Jaguar', 'jaguar'],
  ['Jeep', 'jeep', 'siJeep'],
  ['KGM SsangYong', 'kgm-ssangyong'],
  ['Kia', 'kia', 'siKia'],
  ['Lamborghini', 'lamborghini', 'siLamborghini'],
  ['Land Rover', 'land-rover'],
  ['LDV', 'ldv'],
  ['Leapmotor', 'leapmotor'],
  ['Lexus', 'lexus'],
  ['Lotus', 'lotus'],
  ['Lynk & Co', 'lynk-co'],
  ['Mahindra', 'mahindra', 'siMahindra'],
  ['Maserati', 'maserati', 'siMaserati'],
  ['Mazda', 'mazda', 'siMazda'],
  ['McLaren', 'mclaren', 'siMclaren'],
  ['Mercedes-Benz', 'mercedes-benz'],
  ['MG', 'mg', 'siMg'],
  ['Mini', 'mini', 'siMini'],
  ['Mitsubishi', 'mitsubishi', 'siMitsubishi'],
  ['Nissan', 'nissan', 'siNissan'],
  ['Omoda', 'omoda'],
  ['Opel', 'opel', 'siOpel'],
  ['Peugeot', 'peugeot', 'siPeugeot'],
  ['Polestar', 'polestar', 'siPolestar'],
  ['Porsche', 'porsche', 'siPorsche'],
  ['Proton', 'proton'],
  ['RAM', 'ram', 'siRam'],
  ['Renault', 'renault', 'siRenault'],
  ['Rimac', 'rimac', 'siRimacautomobili'],
  ['Rolls-Royce', 'rolls-royce', 'siRollsroyce'],
  ['Saab', 'saab'],
  ['SEAT', 'seat', 'siSeat'],
  ['Skoda', 'skoda', 'siSkoda'],
  ['Skywell', 'skywell'],
  ['Smart', 'smart', 'siSmart'],
  ['SsangYong', 'ssangyong'],
  ['Subaru', 'subaru', 'siSubaru'],
  ['Tank', 'tank'],
  ['Tesla', 'tesla', 'siTesla'],
  ['Toyota', 'toyota', 'siToyota'],
  ['Volkswagen', 'volkswagen', 'siVolkswagen'],
  ['Volvo', 'volvo', 'siVolvo'],
  ['Xpeng', 'xpeng'],
  ['Zeekr', 'zeekr'],
];

/** Makes of both cars and motorcycles: one entry each. */
const CARS_AND_MOTORCYCLES: Entry[] = [
  ['Honda', 'honda', 'siHonda'],
  ['Suzuki', 'suzuki', 'siSuzuki'],
];

const MOTORCYCLES: Entry[] = [
  ['Aprilia', 'aprilia'],
  ['Bajaj', 'bajaj'],
  ['Benelli', 'benelli'],
  ['Beta', 'beta'],
  ['BMW Motorrad', 'bmw-motorrad', 'siBmw'],
  ['Can-Am', 'can-am'],
  ['CFMoto', 'cfmoto'],
  ['Ducati', 'ducati', 'siDucati'],
  ['Energica', 'energica'],
  ['Fantic', 'fantic'],
  ['GasGas', 'gasgas'],
  ['Harley-Davidson', 'harley-davidson'],
  ['Husqvarna', 'husqvarna', 'siHusqvarna'],
  ['Hyosung', 'hyosung'],
  ['Indian', 'indian'],
  ['Kawasaki', 'kawasaki'],
  ['Kove', 'kove'],
  ['KTM', 'ktm', 'siKtm'],
  ['Kymco', 'kymco'],
  ['Moto Guzzi', 'moto-guzzi'],
  ['MV Agusta', 'mv-agusta'],
  ['Norton', 'norton'],
  ['Piaggio', 'piaggio', 'siPiaggiogroup'],
  ['Polaris', 'polaris'],
  ['Royal Enfield', 'royal-enfield'],
  ['Sherco', 'sherco'],
  ['Super Soco', 'super-soco'],
  ['Sur-Ron', 'sur-ron'],
  ['SYM', 'sym'],
  ['Triumph', 'triumph'],
  ['Vespa', 'vespa', 'siVespa'],
  ['Voge', 'voge'],
  ['Yamaha', 'yamaha', 'siYamahamotorcorporation'],
  ['Zero Motorcycles', 'zero-motorcycles'],
];

const TRUCKS: Entry[] = [
  ['DAF', 'daf', 'siDaf'],
  ['Dennis Eagle', 'dennis-eagle'],
  ['Freightliner', 'freightliner'],
  ['Fuso', 'fuso'],
  ['Hino', 'hino'],
  ['International', 'international'],
  ['Isuzu', 'isuzu'],
  ['Iveco', 'iveco', 'siIveco'],
  ['JAC', 'jac'],
  ['Kenworth', 'kenworth'],
  ['Mack', 'mack'],
  ['MAN', 'man', 'siMan'],
  ['Mercedes-Benz Trucks', 'mercedes-benz-trucks'],
  ['Renault Trucks', 'renault-trucks', 'siRenault'],
  ['Scania', 'scania', 'siScania'],
  ['SEA Electric', 'sea-electric'],
  ['Shacman', 'shacman'],
  ['Sinotruk', 'sinotruk'],
  ['UD Trucks', 'ud-trucks'],
  ['Volvo Trucks', 'volvo-trucks', 'siVolvo'],
  ['Western Star', 'western-star'],
];

const CARAVANS: Entry[] = [
  ['Avan', 'avan'],
  ['Bushtracker', 'bushtracker'],
  ['Concept', 'concept'],
  ['Coromal', 'coromal'],
  ['Crusader', 'crusader'],
  ['Essential', 'essential'],
  ['Evernew', 'evernew'],
  ['Franklin', 'franklin'],
  ['Golf', 'golf'],
  ['Goldstream RV', 'goldstream-rv'],
  ['Great Aussie', 'great-aussie'],
  ['Jayco', 'jayco'],
  ['Kedron', 'kedron'],
  ['Kokoda', 'kokoda'],
  ['Legend', 'legend'],
  ['Lotus Caravans', 'lotus-caravans'],
  ['Majestic', 'majestic'],
  ['MDC', 'mdc'],
  ['New Age', 'new-age'],
  ['Nova', 'nova'],
  ['Opal', 'opal'],
  ['Paramount', 'paramount'],
  ['Regent', 'regent'],
  ['Retreat', 'retreat'],
  ['Roadstar', 'roadstar'],
  ['Royal Flair', 'royal-flair'],
  ['Snowy River', 'snowy-river'],
  ['Spaceland', 'spaceland'],
  ['Sunland', 'sunland'],
  ['Supreme', 'supreme'],
  ['Swan', 'swan'],
  ['Track Trailer', 'track-trailer'],
  ['Trakmaster', 'trakmaster'],
  ['Vista RV', 'vista-rv'],
  ['Windsor', 'windsor'],
  ['Zone RV', 'zone-rv'],
];

const entries = (list: Entry[], kinds: readonly VehicleKind[]): Manufacturer[] =>
  list.map(([name, slug, icon]) => ({ name, slug, kinds, ...(icon ? { icon } : {}) }));

/** Every make of the list, by name. */
export const MANUFACTURERS: readonly Manufacturer[] = [
  ...entries(CARS, ['car']),
  ...entries(CARS_AND_MOTORCYCLES, ['car', 'motorcycle']),
  ...entries(MOTORCYCLES, ['motorcycle']),
  ...entries(TRUCKS, ['truck']),
  ...entries(CARAVANS, ['caravan']),
].sort((a, b) => a.name.localeCompare(b.name, 'en'));

const BY_SLUG: ReadonlyMap<string, Manufacturer> = new Map(MANUFACTURERS.map((m) => [m.slug, m]));

/** The listed make with this slug, or undefined. */
export function manufacturerBySlug(slug: string): Manufacturer | undefined {
  return BY_SLUG.get(slug);
}
