import { formatCount } from '../numbers/format-count.js';

/**
 * The words a shopper reads when a lead form refuses what they typed or cannot be sent. The spec's
 * own wording where it gives one (spec 2 §5, §8); otherwise a sentence that names the field and
 * says what to do. Browser and server report the same words.
 */

/** Spec 2 §8: the alert when a submission fails (the server's message, if any, goes under it). */
export const FORM_SUBMIT_FAILED_MESSAGE = 'An error occurred when submitting this form';

/** Spec 2 §5: the heading of the banner that lists every error. */
export const FORM_ERROR_LIST_HEADING = 'Please fix the following errors:';

/** Spec 2 §5: on sites that require the terms of use. */
export const TERMS_REQUIRED_MESSAGE =
  'You must agree to the terms of use before submitting the form.';

/** Spec 2 §5, §8: a postcode that is not 4 digits, or not a real Australian postcode. */
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';

/** Our limits on free text: long enough for anything a shopper writes, short enough to store. */
export const MAX_NAME_LENGTH = 100;
export const MAX_MESSAGE_LENGTH = 5000;
/** RFC 5321: the longest deliverable e-mail address. */
export const MAX_EMAIL_LENGTH = 254;

export const LEAD_FIELD_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name can have at most ${MAX_NAME_LENGTH} characters.`,
  firstNameRequired: 'Please enter your first name.',
  firstNameTooLong: `Your first name can have at most ${MAX_NAME_LENGTH} characters.`,
  lastNameRequired: 'Please enter your last name.',
  lastNameTooLong: `Your last name can have at most ${MAX_NAME_LENGTH} characters.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, such as name@example.com.',
  emailTooLong: `Your email address can have at most ${MAX_EMAIL_LENGTH} characters.`,
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter an Australian phone number, such as 0412 345 678.',
  mobileRequired: 'Please enter your mobile number.',
  mobileInvalid: 'Please enter an Australian mobile number, such as 0412 345 678.',
  messageRequired: 'Please enter a message.',
  messageTooLong: `Your message can have at most ${formatCount(MAX_MESSAGE_LENGTH)} characters.`,
  categoryRequired: 'Please choose what your enquiry is about.',
  categoryUnknown: 'Please choose an enquiry type from the list.',
  dealershipRequired: 'Please choose your preferred dealership.',
  dealershipUnknown: 'Please choose a dealership from the list.',
  locationRequired: 'Please choose a location.',
  locationUnknown: 'Please choose a location from the list.',
  regoInvalid: 'Please enter the rego as letters and digits only, at most 9 of them.',
  regoStateUnknown: 'Please choose the state the vehicle is registered in.',
  checkOptionUnknown: 'Please choose one of the listed options.',
  optInInvalid: 'The marketing opt-in must be ticked or unticked.',
  carRequired: 'The vehicle of this enquiry is missing. Please reload the page and try again.',
  carTypeUnknown: 'The vehicle type must be new, used or demo.',
  testDriveDateInvalid: 'Please choose a valid date for your test drive.',
  testDriveDatePast: 'Please choose a test drive date from today onwards.',
  testDriveTimeInvalid: 'Please choose a test drive time from the list.',
  testDriveTimeWithoutDate: 'Please choose a date for your test drive time.',
  testDriveDayClosed: 'The dealership is closed on that day. Please choose another date.',
  testDriveTimeUnavailable: 'Please choose one of the available test drive times.',
} as const;

/** A money field's message, naming the field ("your vehicle price budget"). */
export const amountInvalidMessage = (field: string): string =>
  `Please enter ${field} in dollars, such as $25,000.`;

/** A kilometre field's message, naming the field ("the odometer reading"). */
export const kmInvalidMessage = (field: string): string =>
  `Please enter ${field} in kilometres, such as 45,000 kms.`;

/** A money or kilometre field over its maximum, the maximum as the input shows it. */
export const tooLargeMessage = (field: string, max: string): string =>
  `${capitalise(field)} can be at most ${max}.`;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
