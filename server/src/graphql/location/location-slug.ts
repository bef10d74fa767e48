import { slugify } from '@forecourt/tenants/slugify';

/** Spec 2 §2: the name without a trailing " - Sales", " - Service" or " - Parts", slugified. */
export function locationSlug(name: string): string {
  return slugify(name.replace(/\s+-\s+(Sales|Service|Parts)$/i, ''));
}
