/**
 * A UUID in its text form. The records check ids against it before a query: PostgreSQL refuses a
 * malformed uuid with an error, where an id that cannot exist should simply find nothing.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
