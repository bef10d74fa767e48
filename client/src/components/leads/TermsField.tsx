import { useLeadFormContext } from './lead-form-context';
import { CheckboxField } from './CheckboxField';

/** Spec 2 §5: on sites that require it, the shopper agrees to the terms of use (linked). */
export function TermsField() {
  const { options, termsUrl } = useLeadFormContext();
  if (!options.termsRequired) return null;
  return (
    <CheckboxField name="termsAccepted">
      I agree to the{' '}
      {termsUrl === null ? (
        'terms of use'
      ) : (
        <a href={termsUrl} target="_blank" rel="noopener">
          terms of use<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </CheckboxField>
  );
}
