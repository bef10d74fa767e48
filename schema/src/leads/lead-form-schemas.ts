import { financeEnquirySchema, type FinanceEnquiry } from './finance-enquiry.schema.js';
import { generalEnquirySchema, type GeneralEnquiry } from './general-enquiry.schema.js';
import type { LeadForm, LeadFormOptions, LeadSchemaContext } from './lead-form-options.js';
import { testDriveSchema, type TestDrive } from './test-drive.schema.js';
import { tradeInSchema, type TradeIn } from './trade-in.schema.js';
import { vehicleEnquirySchema, type VehicleEnquiry } from './vehicle-enquiry.schema.js';

/** A valid lead form value, of whichever form; `form` tells which. */
export type LeadValue = VehicleEnquiry | TestDrive | FinanceEnquiry | GeneralEnquiry | TradeIn;

/**
 * The schema of a form by its name, for code that handles every form alike (the server's lead
 * mutation). Parse with `safeParseAsync`: the server's postcode check is asynchronous.
 */
export function leadFormSchema(
  form: LeadForm,
  settings: Partial<LeadFormOptions> = {},
  context: LeadSchemaContext = {},
) {
  switch (form) {
    case 'vehicle-enquiry':
      return vehicleEnquirySchema(settings);
    case 'test-drive':
      return testDriveSchema(settings, context);
    case 'finance-enquiry':
      return financeEnquirySchema(settings);
    case 'general-enquiry':
      return generalEnquirySchema(settings);
    case 'trade-in':
      return tradeInSchema(settings, context);
  }
}
