/**
 * The site's vehicle type label ({type} in the spec's texts, "Car" by default) as it reads in a
 * sentence and in the plural, for the browser's texts and the server's alike. The label is the
 * dealer's own word: a plain capitalised word ("Car", "Caravan") is lower-cased inside a
 * sentence, anything else ("SUV", "4WD", "Ute Range") is kept as the site writes it.
 */

/** One capital letter followed by lower-case letters only, e.g. "Caravan". */
const PLAIN_CAPITALISED_WORD = /^\p{Lu}\p{Ll}+$/u;

/** The label inside a sentence: "Unfortunately this car recently sold." */
export function vehicleTypeInSentence(label: string): string {
  const trimmed = label.trim();
  return PLAIN_CAPITALISED_WORD.test(trimmed) ? trimmed.toLowerCase() : trimmed;
}

/** The plural of a label in English: Car → Cars, Bus → Buses, Ute → Utes, Lorry → Lorries. */
export function pluralOfVehicleType(label: string): string {
  const trimmed = label.trim();
  if (/(s|x|z|ch|sh)$/i.test(trimmed)) return `${trimmed}es`;
  if (/[^aeiou]y$/i.test(trimmed)) return `${trimmed.slice(0, -1)}ies`;
  return `${trimmed}s`;
}

/** Where a site's text names its vehicle type, e.g. "Regular servicing keeps your {type}’s value." */
export const VEHICLE_TYPE_PLACEHOLDER = '{type}';

/** The text with each {type} read as the label inside a sentence. */
export function withVehicleType(text: string, label: string): string {
  return text.replaceAll(VEHICLE_TYPE_PLACEHOLDER, vehicleTypeInSentence(label));
}
