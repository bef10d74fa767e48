import { graphql, useFragment } from 'react-relay/hooks';
import type { DetailsStep_journey$key } from '../../__generated__/DetailsStep_journey.graphql';
import { JourneyField, StepError } from './JourneyField';
import type { StepProps } from './step-props';
import { textOf, useStepForm } from './useStepForm';

const FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Mobile number', autoComplete: 'tel', type: 'tel' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', type: 'text' },
] as const;

/** Step 1: the buyer, with the shared lead form fields; prefilled from the account. */
export function DetailsStep({ journey, save, onSaved }: StepProps<DetailsStep_journey$key>) {
  const data = useFragment(
    graphql`
      fragment DetailsStep_journey on CheckoutJourney {
        details {
          firstName
          lastName
          email
          phone
          postcode
        }
      }
    `,
    journey,
  );
  const saved = data.details;
  const values: Readonly<Record<(typeof FIELDS)[number]['name'], string>> = {
    firstName: saved?.firstName ?? '',
    lastName: saved?.lastName ?? '',
    email: saved?.email ?? '',
    phone: saved?.phone ?? '',
    postcode: saved?.postcode ?? '',
  };
  const form = useStepForm(save, onSaved);
  return (
    <form
      className="lead-form checkout-step"
      noValidate
      onSubmit={(event) =>
        form.submit(event, (values) => ({
          details: {
            firstName: textOf(values, 'firstName'),
            lastName: textOf(values, 'lastName'),
            email: textOf(values, 'email'),
            phone: textOf(values, 'phone'),
            postcode: textOf(values, 'postcode'),
          },
        }))
      }
    >
      <h2 className="lead-form__title">Your details</h2>
      <StepError message={form.message} />
      {FIELDS.map((field) => (
        <JourneyField
          key={field.name}
          id={`checkout-${field.name}`}
          label={field.label}
          error={form.fieldErrors[field.name]}
        >
          {(attributes) => (
            <input
              {...attributes}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.name === 'postcode' ? 'numeric' : undefined}
              maxLength={field.name === 'postcode' ? 4 : 100}
              defaultValue={values[field.name]}
              required
            />
          )}
        </JourneyField>
      ))}
      <button className="button button--primary" type="submit" disabled={form.sending}>
        {form.sending ? 'Saving…' : 'Save and continue'}
      </button>
    </form>
  );
}
