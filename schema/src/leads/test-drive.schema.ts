import { z } from 'zod';
import { LEAD_FIELD_MESSAGES as M } from './form-messages.js';
import { enquiryFields, finishLeadValue, optionalCarIdField, optionalText } from './lead-fields.js';
import {
  leadFormOptions,
  type LeadFormOptions,
  type LeadSchemaContext,
} from './lead-form-options.js';
import { minutesOf, testDriveSlots, weekdayOf } from './test-drive-slots.js';

/**
 * The test-drive booking (spec 1 §5, spec 2 §3): the common enquiry fields, the vehicle when
 * booked from its page, and a preferred date and time. Message, date and time are all optional;
 * a time needs a date, and where the location lists its opening hours the date must be an open
 * day and the time one of that day's slots (test-drive-slots.ts).
 */
export function testDriveSchema(
  settings: Partial<LeadFormOptions> = {},
  context: LeadSchemaContext = {},
) {
  // Spec 1 §5: whatever the site decides for its other forms, a test drive needs no message.
  const options = leadFormOptions({ ...settings, messageOptional: true });
  const { today } = context;
  return z
    .object({
      ...enquiryFields(options),
      carId: optionalCarIdField(),
      preferredDate: optionalText()
        .refine((date) => date === undefined || weekdayOf(date) !== null, {
          error: M.testDriveDateInvalid,
          abort: true,
        })
        .refine((date) => date === undefined || today === undefined || date >= today, {
          error: M.testDriveDatePast,
        }),
      preferredTime: optionalText().refine(
        (time) => time === undefined || minutesOf(time) !== null,
        {
          error: M.testDriveTimeInvalid,
        },
      ),
    })
    .superRefine(({ preferredDate, preferredTime, locationId }, ctx) => {
      if (preferredDate === undefined) {
        if (preferredTime !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['preferredDate'],
            message: M.testDriveTimeWithoutDate,
          });
        }
        return;
      }
      const hours = options.locations.find((location) => location.id === locationId)?.openingHours;
      if (hours === undefined || hours.length === 0) return;
      const slots = testDriveSlots(hours, preferredDate);
      if (slots.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: M.testDriveDayClosed });
      } else if (preferredTime !== undefined && !slots.includes(preferredTime)) {
        ctx.addIssue({
          code: 'custom',
          path: ['preferredTime'],
          message: M.testDriveTimeUnavailable,
        });
      }
    })
    .transform((value) => ({ form: 'test-drive' as const, ...finishLeadValue(value, options) }));
}

export type TestDriveInput = z.input<ReturnType<typeof testDriveSchema>>;
export type TestDrive = z.output<ReturnType<typeof testDriveSchema>>;
