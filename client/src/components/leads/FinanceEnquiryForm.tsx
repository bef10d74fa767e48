import {
  FINANCE_FORM_ANCHOR,
  financeFormDefaults,
  type FinanceQuery,
} from '@forecourt/schema/leads/finance-query-params';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FinanceEnquiryForm_settings$key } from '../../__generated__/FinanceEnquiryForm_settings.graphql';
import { CheckOptionsField } from './CheckOptionsField';
import { ContactFields } from './ContactFields';
import { DealershipField } from './DealershipField';
import { LeadForm } from './LeadForm';
import { enquiryDefaults } from './lead-form-defaults';
import type { LeadSuccessState } from './lead-success-state';
import { LocationField } from './LocationField';
import { MessageField } from './MessageField';
import { MoneyField } from './MoneyField';
import { OptInField } from './OptInField';
import { RegoFields } from './RegoFields';
import { TermsField } from './TermsField';

/**
 * The finance enquiry (spec 2 §2) at #finance-form: the enquiry's fields and a vehicle price
 * budget, filled in from the page's query (the budget, the preferred dealership when it is one of
 * the site's, and the vehicle the shopper came from).
 */
export function FinanceEnquiryForm({
  settings,
  siteSlug,
  query,
  title,
  intro,
  success,
}: {
  settings: FinanceEnquiryForm_settings$key;
  siteSlug: string;
  /** The page's query (parseFinanceQuery). */
  query: FinanceQuery;
  title: string;
  intro?: ReactNode;
  success?: LeadSuccessState;
}) {
  const data = useFragment(
    graphql`
      fragment FinanceEnquiryForm_settings on LeadFormSettings {
        ...LeadForm_settings
      }
    `,
    settings,
  );
  return (
    <LeadForm
      form="finance-enquiry"
      settings={data}
      siteSlug={siteSlug}
      draftScope={query.carId}
      defaultValues={(options) => {
        const fromQuery = financeFormDefaults(query, options);
        return {
          ...enquiryDefaults(options),
          vehiclePriceBudget: '',
          ...(fromQuery.preferredDealership === undefined
            ? {}
            : { preferredDealership: fromQuery.preferredDealership }),
          ...(typeof fromQuery.vehiclePriceBudget === 'string'
            ? { vehiclePriceBudget: fromQuery.vehiclePriceBudget }
            : {}),
        };
      }}
      fixedValues={{ carId: query.carId ?? '', carType: query.carType ?? '' }}
      id={FINANCE_FORM_ANCHOR}
      title={title}
      intro={intro}
      submitLabel="Send finance enquiry"
      success={success}
    >
      <ContactFields />
      <MoneyField name="vehiclePriceBudget" label="Vehicle price budget" />
      <MessageField />
      <DealershipField />
      <LocationField />
      <RegoFields />
      <CheckOptionsField />
      <OptInField />
      <TermsField />
    </LeadForm>
  );
}
