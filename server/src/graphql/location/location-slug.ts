/** Spec 2 §2: the name without a trailing " - Sales", " - Service" or " - Parts", slugified. */
export function locationSlug(name: string): string {
  return name
    .replace(/\s+-\s+(Sales|Service|Parts)$/i, '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
