/**
 * The analytics events a site records, by the numeric ids its reports already use (the spec's
 * catalogue). Browser and server share this map so an id is spelled one way everywhere.
 */
export const ANALYTICS_EVENTS = {
  USED_VEHICLE_DETAIL_VIEW: 4,
  VEHICLE_ENQUIRY_NEW_OR_DEMO: 14,
  VEHICLE_ENQUIRY_USED: 15,
  TEST_DRIVE_OR_SIMILAR_ENQUIRY: 17,
  LEAD_ACCEPTED: 18,
  ENQUIRY_SUBMIT: 22,
  CALL_THE_DEALER: 25,
  FINANCE_CALCULATOR_USE: 26,
  SAVE_TO_FAVOURITES: 39,
  USED_ENQUIRY_FLAGGED: 48,
  SEARCH_PAGE_VIEW: 49,
  CAREERS_ENQUIRY: 51,
  HISTORY_REPORT: 60,
  PRINT: 61,
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;
export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[AnalyticsEventName];

/** Every known id, ascending. */
export const ANALYTICS_EVENT_IDS: readonly AnalyticsEventId[] = Object.values(
  ANALYTICS_EVENTS,
).sort((a, b) => a - b);

export function isAnalyticsEventId(id: number): id is AnalyticsEventId {
  return (ANALYTICS_EVENT_IDS as readonly number[]).includes(id);
}
