import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '@forecourt/schema/leads/form-messages';
import {
  RESERVE_IDEMPOTENCY_FIELD,
  type ReserveFormField,
} from '@forecourt/schema/reservations/reserve-form-fields';
import type { ReserveForm_viewer$key } from '../../__generated__/ReserveForm_viewer.graphql';
import { FieldError } from '../../components/leads/FieldError';
import { FieldLabel } from '../../components/leads/FieldLabel';
import { newIdempotencyKey } from '../../components/leads/idempotency-key';
import { usePageLeadForms } from '../../components/leads/page-lead-forms';
import type { RefusedLeadForm } from '../../ssr-contract';

interface FieldSpec {
  name: ReserveFormField;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'email' | 'tel' | 'numeric';
  required: boolean;
  maxLength?: number;
}

/** The shared lead fields (spec 2 §3), in the lead forms' words. */
const FIELDS: readonly FieldSpec[] = [
  {
    name: 'firstName',
    label: 'First name',
    type: 'text',
    autoComplete: 'given-name',
    required: true,
    maxLength: MAX_NAME_LENGTH,
  },
  {
    name: 'lastName',
    label: 'Last name',
    type: 'text',
    autoComplete: 'family-name',
    required: true,
    maxLength: MAX_NAME_LENGTH,
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    required: true,
    maxLength: MAX_EMAIL_LENGTH,
  },
  {
    name: 'phone',
    label: 'Mobile number',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    required: true,
  },
  {
    name: 'postcode',
    label: 'Postcode',
    type: 'text',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    required: false,
    maxLength: 4,
  },
];

/** +61 4xx xxx xxx as the shopper types it: 04xx xxx xxx. */
const localMobile = (e164: string): string => (e164.startsWith('+61') ? `0${e164.slice(3)}` : e164);

/**
 * The shopper's details, posted as a plain HTML form to the reserve page's own address (it works
 * without JavaScript). A signed-in shopper's e-mail and mobile are filled in; a refused form comes
 * back with what was typed and each field's refusal under it. The hidden key, made when the page
 * was rendered, makes a second click the same reservation rather than a second one.
 */
export function ReserveForm({
  action,
  viewer,
  refused,
}: {
  /** The reserve page's own address. */
  action: string;
  viewer: ReserveForm_viewer$key | null;
  refused: RefusedLeadForm | null;
}) {
  const viewerData = useFragment(
    graphql`
      fragment ReserveForm_viewer on Viewer {
        email
        phone
      }
    `,
    viewer,
  );
  const pageForms = usePageLeadForms();
  // The server's key when it rendered the page (hydrates the same); a new one when the browser did.
  const [pageKey] = useState(() => pageForms?.idempotencyKey ?? newIdempotencyKey());
  const idempotencyKey = `${pageKey}:reserve:${action}`;

  const filledIn: Partial<Record<ReserveFormField, string>> = {
    email: viewerData?.email,
    phone: viewerData?.phone ? localMobile(viewerData.phone) : undefined,
  };
  const valueOf = (name: ReserveFormField): string => {
    const typed = refused?.values[name];
    return typeof typed === 'string' ? typed : (filledIn[name] ?? '');
  };
  const errorOf = (name: ReserveFormField): string | null =>
    refused?.fields.find((field) => field.name === name)?.message ?? null;
  const general = refused?.general ?? [];

  return (
    <form className="reserve-form lead-form" method="post" action={action} noValidate>
      {general.length > 0 && (
        <div className="reserve-form__banner" role="alert">
          {general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <input type="hidden" name={RESERVE_IDEMPOTENCY_FIELD} value={idempotencyKey} />
      {FIELDS.map((field) => {
        const id = `reserve-${field.name}`;
        const error = errorOf(field.name);
        return (
          <div className="lead-form__field" key={field.name}>
            <FieldLabel htmlFor={id} optional={!field.required}>
              {field.label}
            </FieldLabel>
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              maxLength={field.maxLength}
              required={field.required}
              defaultValue={valueOf(field.name)}
              aria-invalid={error !== null || undefined}
              aria-describedby={error !== null ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      })}
      <button type="submit" className="button button--primary reserve-form__submit">
        Continue to payment
      </button>
      <p className="reserve-form__hint">
        You pay the deposit on the next page. Your card details go to the payment provider, never to
        us.
      </p>
    </form>
  );
}
