import { z } from 'zod';
import { enquiryFields, finishLeadValue, requiredCarIdField } from './lead-fields.js';
import { leadFormOptions, type LeadFormOptions } from './lead-form-options.js';

/**
 * The enquiry about one vehicle (spec 2 §3, §5), from its page: the common enquiry fields and the
 * vehicle's id (a hidden field; the server reads the vehicle's facts from its own stock).
 */
export function vehicleEnquirySchema(settings: Partial<LeadFormOptions> = {}) {
  const options = leadFormOptions(settings);
  return z
    .object({ ...enquiryFields(options), carId: requiredCarIdField() })
    .transform((value) => ({
      form: 'vehicle-enquiry' as const,
      ...finishLeadValue(value, options),
    }));
}

export type VehicleEnquiryInput = z.input<ReturnType<typeof vehicleEnquirySchema>>;
export type VehicleEnquiry = z.output<ReturnType<typeof vehicleEnquirySchema>>;
