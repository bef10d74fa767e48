/** One marker on a locations map: where it is and the page its link opens. */
export interface MapPoint {
  id: string;
  /** The marker's accessible name (and its tooltip). */
  name: string;
  latitude: number;
  longitude: number;
  /** A real page of the site, usually the location's contact page. */
  href: string;
  /** Short text drawn inside the pin, e.g. "1" to match a numbered list; none: a plain pin. */
  label?: string;
}
