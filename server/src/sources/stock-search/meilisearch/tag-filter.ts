import type { Site } from '@forecourt/tenants/site';
import { newArrivalCutoffMs } from '../../../stock/car-tag.js';
import { allOf, anyOf, equals } from './filter-expression.js';

/**
 * The tag facet as filters. A car's tag is its leading tag if any, else "new arrival" while it is
 * listed after newArrivalCutoffMs at the query's clock, else its trailing (sold) tag — the step of
 * tagAfterNewArrivalStep, as filters. Leading and trailing labels are stored; the age test runs
 * here against `now`.
 */

/** Cars whose tag is "new arrival". */
export function newArrivalsFilter(now: Date): string {
  return allOf(['tagLeading IS NULL', `createdAtMs > ${newArrivalCutoffMs(now.getTime())}`]);
}

/** Cars with no leading tag that are past the new-arrival window: their tag is the trailing one. */
export function pastNewArrivalFilter(now: Date): string {
  return allOf(['tagLeading IS NULL', `createdAtMs <= ${newArrivalCutoffMs(now.getTime())}`]);
}

/** Cars whose tag label is `label`; a custom tag may reuse a built-in label, so all paths apply. */
function tagLabelFilter(label: string, site: Site, now: Date): string {
  const labels = site.config.labels.tags;
  const paths = [equals('tagLeading', label)];
  if (label === labels.newArrival) paths.push(`(${newArrivalsFilter(now)})`);
  if (label === labels.sold) {
    paths.push(`(${allOf([pastNewArrivalFilter(now), equals('tagTrailing', label)])})`);
  }
  return anyOf(paths);
}

/** Cars whose tag is any of `labels`. */
export function tagFilter(labels: readonly string[], site: Site, now: Date): string {
  return anyOf(labels.map((label) => tagLabelFilter(label, site, now)));
}
