import { z } from 'zod';
import { CAREER_ENQUIRY_SUBCATEGORY, GENERAL_ENQUIRY_CATEGORY } from './lead-categories.js';
import { categoryField, enquiryFields, finishLeadValue } from './lead-fields.js';
import { leadFormOptions, type LeadFormOptions } from './lead-form-options.js';

/**
 * The General Enquiry form (spec 2 §3, §5): the common enquiry fields and a required category
 * from the site's list. The careers page uses it with the careers category chosen: such a lead is
 * filed as General Enquiry, subcategory Career Enquiry.
 */
export function generalEnquirySchema(settings: Partial<LeadFormOptions> = {}) {
  const options = leadFormOptions(settings);
  return z
    .object({ ...enquiryFields(options), category: categoryField(options) })
    .transform(({ category, ...value }) => {
      const careers = category === options.careersCategory;
      return {
        form: 'general-enquiry' as const,
        ...finishLeadValue(value, options),
        category: careers ? GENERAL_ENQUIRY_CATEGORY : category,
        subcategory: careers ? CAREER_ENQUIRY_SUBCATEGORY : undefined,
      };
    });
}

export type GeneralEnquiryInput = z.input<ReturnType<typeof generalEnquirySchema>>;
export type GeneralEnquiry = z.output<ReturnType<typeof generalEnquirySchema>>;
