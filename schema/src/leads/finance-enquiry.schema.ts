import { z } from 'zod';
import {
  carTypeField,
  enquiryFields,
  finishLeadValue,
  moneyField,
  optionalCarIdField,
} from './lead-fields.js';
import { leadFormOptions, type LeadFormOptions } from './lead-form-options.js';

/**
 * The finance enquiry (spec 2 §2, /finance#finance-form): the common enquiry fields, the budget
 * ("$25,000") and, when it came from a vehicle, that vehicle's id and type. Its query parameters
 * pre-fill it (see finance-query-params.ts).
 */
export function financeEnquirySchema(settings: Partial<LeadFormOptions> = {}) {
  const options = leadFormOptions(settings);
  return z
    .object({
      ...enquiryFields(options),
      vehiclePriceBudget: moneyField('your vehicle price budget'),
      carId: optionalCarIdField(),
      carType: carTypeField(),
    })
    .transform((value) => ({
      form: 'finance-enquiry' as const,
      ...finishLeadValue(value, options),
    }));
}

export type FinanceEnquiryInput = z.input<ReturnType<typeof financeEnquirySchema>>;
export type FinanceEnquiry = z.output<ReturnType<typeof financeEnquirySchema>>;
