import { MAX_NAME_LENGTH } from '@forecourt/schema/leads/form-messages';
import { POSTCODE_LENGTH } from '@forecourt/schema/leads/lead-fields';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TradeInForm_settings$key } from '../../__generated__/TradeInForm_settings.graphql';
import { CheckOptionsField } from '../../components/leads/CheckOptionsField';
import { LeadForm, type LeadFormProps } from '../../components/leads/LeadForm';
import { tradeInDefaults } from '../../components/leads/lead-form-defaults';
import type { LeadSuccessState } from '../../components/leads/lead-success-state';
import { RegoFields } from '../../components/leads/RegoFields';
import { TermsField } from '../../components/leads/TermsField';
import { TextField } from '../../components/leads/TextField';

/**
 * The trade-in form (spec 2 §3, §5): First Name, last name, postcode (4 digits), Mobile Number
 * and email, with the vehicle the shopper came from as a hidden field.
 */
export function TradeInForm({
  settings,
  siteSlug,
  carId,
  title,
  intro,
  submitLabel,
  success,
  onSent,
}: {
  settings: TradeInForm_settings$key;
  siteSlug: string;
  /** The vehicle of this site the trade-in is towards, if any. */
  carId: string | null;
  title: string;
  intro?: ReactNode;
  /** The site's trade-in button text (spec 2 §9: 'Get Your Valuation'). */
  submitLabel: string;
  success?: LeadSuccessState;
  /** What follows once the lead is sent, instead of the success page (the valuation's steps). */
  onSent?: LeadFormProps['onSent'];
}) {
  const data = useFragment(
    graphql`
      fragment TradeInForm_settings on LeadFormSettings {
        ...LeadForm_settings
      }
    `,
    settings,
  );
  return (
    <LeadForm
      form="trade-in"
      settings={data}
      siteSlug={siteSlug}
      draftScope={carId}
      defaultValues={tradeInDefaults}
      fixedValues={{ carId: carId ?? '' }}
      title={title}
      intro={intro}
      submitLabel={submitLabel}
      success={success}
      onSent={onSent}
    >
      <div className="lead-form__row">
        <TextField
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          maxLength={MAX_NAME_LENGTH}
          required
        />
        <TextField
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          maxLength={MAX_NAME_LENGTH}
          required
        />
      </div>
      <TextField
        name="postcode"
        label="Postcode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={POSTCODE_LENGTH}
        required
      />
      <TextField
        name="phone"
        label="Mobile Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <RegoFields />
      <CheckOptionsField />
      <TermsField />
    </LeadForm>
  );
}
