import {
  similarCarAlertContactSchema,
  type SimilarCarAlertContact,
} from '@forecourt/schema/alerts/similar-car-alert.schema';
import { FORM_SUBMIT_FAILED_MESSAGE } from '@forecourt/schema/leads/form-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formFailureOf } from '../../../components/leads/form-refusal';
import { requestFailureMessages } from '../../../relay/request-failure';
import { useRequestSimilarCarAlertMutation } from './useRequestSimilarCarAlertMutation';
import './similar-car-alert-form.css';

type ContactField = 'email' | 'phone';

/** The mutation's input paths of the fields the form shows. */
const CONTACT_FIELD_OF_PATH: Readonly<Record<string, ContactField>> = {
  'input.email': 'email',
  'input.phone': 'phone',
};

/** How we'll reach the shopper, in the words of the confirmation. */
function contactSentence({ email, phone }: SimilarCarAlertContact): string {
  const ways = [
    ...(email ? [`by e-mail at ${email}`] : []),
    ...(phone ? [`by phone on ${phone}`] : []),
  ];
  return `We'll contact you ${ways.join(' and ')}.`;
}

/**
 * "Tell me when a similar one arrives" (spec 2 §2, sold panel): an e-mail address, a phone number
 * or both, checked in the browser with the schema the server checks with. While it sends, the
 * button spins; on success a confirmation replaces the form; on failure each refused field says
 * why under its input, anything else shows in a banner, and nothing typed is lost. This module
 * (and the form library) loads only when a shopper opens the form.
 */
export function SimilarCarAlertForm({
  carId,
  vehicleType,
  active,
}: {
  /** The sold vehicle's global id. */
  carId: string;
  /** The site's word for a vehicle, as it reads in a sentence ("car"). */
  vehicleType: string;
  /** The form is shown: it takes the shopper's focus. */
  active: boolean;
}) {
  const requestAlert = useRequestSimilarCarAlertMutation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(similarCarAlertContactSchema),
    defaultValues: { email: '', phone: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<SimilarCarAlertContact | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const ids = {
    heading: `${id}-heading`,
    hint: `${id}-hint`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    emailError: `${id}-email-error`,
    phoneError: `${id}-phone-error`,
  };

  useEffect(() => {
    if (active && !sent) setFocus('email');
  }, [active, sent, setFocus]);
  // The form and its button are gone: the shopper's focus moves to what replaced them.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const onSubmit = async (contact: SimilarCarAlertContact) => {
    setFormError(null);
    let failure;
    try {
      const refusal = await requestAlert({
        carId,
        email: contact.email ?? null,
        phone: contact.phone ?? null,
      });
      if (refusal === null) {
        setSent(contact);
        return;
      }
      // Another input's refusal (the vehicle) is the form's error.
      failure = formFailureOf(refusal, (path) => CONTACT_FIELD_OF_PATH[path] ?? '');
    } catch (error) {
      failure = { fields: [], general: requestFailureMessages(error) };
    }
    const refused = new Map<ContactField, string>();
    for (const { name, message } of failure.fields) {
      if (!refused.has(name as ContactField)) refused.set(name as ContactField, message);
    }
    [...refused].forEach(([field, message], i) =>
      setError(field, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
    setFormError(failure.general.length > 0 ? failure.general.join(' ') : null);
  };

  if (sent) {
    return (
      <div className="similar-alert-form__sent" ref={confirmationRef} tabIndex={-1}>
        <p className="similar-alert-form__sent-title">
          Thanks — we'll let you know as soon as a similar {vehicleType} arrives.
        </p>
        <p>{contactSentence(sent)}</p>
      </div>
    );
  }

  const describedBy = (field: ContactField, errorId: string) =>
    errors[field] ? `${errorId} ${ids.hint}` : ids.hint;
  return (
    <form
      className="similar-alert-form"
      aria-labelledby={ids.heading}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <h3 className="similar-alert-form__title" id={ids.heading}>
        Tell me when a similar one arrives
      </h3>
      <p className="similar-alert-form__hint" id={ids.hint}>
        Leave your e-mail address, your phone number or both.
      </p>
      {formError !== null && (
        <div className="similar-alert-form__banner" role="alert">
          <p className="similar-alert-form__banner-title">{FORM_SUBMIT_FAILED_MESSAGE}</p>
          <p>{formError}</p>
        </div>
      )}
      <div className="similar-alert-form__field">
        <label htmlFor={ids.email}>E-mail</label>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email', ids.emailError)}
          {...register('email')}
        />
        {errors.email && (
          <p className="similar-alert-form__error" id={ids.emailError}>
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="similar-alert-form__field">
        <label htmlFor={ids.phone}>Phone</label>
        <input
          id={ids.phone}
          type="tel"
          autoComplete="tel"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy('phone', ids.phoneError)}
          {...register('phone')}
        />
        {errors.phone && (
          <p className="similar-alert-form__error" id={ids.phoneError}>
            {errors.phone.message}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button--primary similar-alert-form__submit"
        disabled={isSubmitting}
      >
        {isSubmitting && <span className="similar-alert-form__spinner" aria-hidden="true" />}
        {isSubmitting ? 'Sending…' : 'Notify me'}
      </button>
    </form>
  );
}
