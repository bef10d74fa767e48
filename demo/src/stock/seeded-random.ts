import { Faker, en, en_AU, generateMersenne53Randomizer, type Randomizer } from '@faker-js/faker';

/** A list of choices with weights, prepared once so each draw is a binary search. */
export interface WeightedTable<T> {
  readonly items: readonly T[];
  readonly cumulative: readonly number[];
  readonly total: number;
}

/** Builds a table from [item, weight] pairs, leaving out zero weights; throws when none remain. */
export function weightedTable<T>(
  entries: Iterable<readonly [T, number]>,
  what: string,
): WeightedTable<T> {
  const items: T[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [item, weight] of entries) {
    if (!(weight > 0)) continue;
    total += weight;
    items.push(item);
    cumulative.push(total);
  }
  if (items.length === 0) throw new Error(`${what}: nothing to choose from (no positive weight)`);
  return { items, cumulative, total };
}

/**
 * Every draw of the demo stock comes from here: a Mersenne Twister seeded by the site's seed,
 * shared with a faker instance for its pattern helpers. Never Math.random, so the same
 * settings always give the same stock.
 */
export class SeededRandom {
  readonly faker: Faker;
  private readonly randomizer: Randomizer;

  constructor(seed: number) {
    this.randomizer = generateMersenne53Randomizer(seed);
    this.faker = new Faker({ locale: [en_AU, en], randomizer: this.randomizer });
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.randomizer.next();
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.randomizer.next() * (max - min + 1));
  }

  /** Uniform in [min, max). */
  float(min: number, max: number): number {
    return min + this.randomizer.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.randomizer.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick: empty list');
    return items[Math.floor(this.randomizer.next() * items.length)]!;
  }

  weighted<T>(table: WeightedTable<T>): T {
    const target = this.randomizer.next() * table.total;
    let low = 0;
    let high = table.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (table.cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return table.items[low]!;
  }

  /** Roughly normal around 1 with the given spread (sum of three uniforms: cheap, bounded). */
  noise(spread: number): number {
    const centred = this.randomizer.next() + this.randomizer.next() + this.randomizer.next() - 1.5;
    return 1 + centred * spread;
  }

  /** `count` items of `items`, keeping their order (selection sampling, one draw per item). */
  sampleInOrder<T>(items: readonly T[], count: number): T[] {
    const chosen: T[] = [];
    let needed = Math.min(count, items.length);
    for (let index = 0; index < items.length && needed > 0; index++) {
      if (this.randomizer.next() * (items.length - index) < needed) {
        chosen.push(items[index]!);
        needed--;
      }
    }
    return chosen;
  }

  /** A faker pattern: # a digit, ? a letter. */
  pattern(pattern: string): string {
    return this.faker.helpers.replaceSymbols(pattern);
  }
}
