/**
 * The car types a lead names (car_type in the finance form's address and in the lead), apart from
 * the fields' schemas: links to the finance form are built on pages that carry no form, and this
 * keeps zod and the phone rules out of those pages' code.
 */
export const CAR_TYPES = ['new', 'used', 'demo'] as const;
export type LeadCarType = (typeof CAR_TYPES)[number];
