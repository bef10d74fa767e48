import { CheckboxField } from './CheckboxField';

/** Spec 2 §5: the marketing opt-in, optional and ticked unless the shopper unticks it. */
export function OptInField() {
  return <CheckboxField name="optIn">Send me news and special offers</CheckboxField>;
}
