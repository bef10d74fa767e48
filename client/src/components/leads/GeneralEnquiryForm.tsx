import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { GeneralEnquiryForm_settings$key } from '../../__generated__/GeneralEnquiryForm_settings.graphql';
import { CategoryField } from './CategoryField';
import { CheckOptionsField } from './CheckOptionsField';
import { ContactFields } from './ContactFields';
import { DealershipField } from './DealershipField';
import { LeadForm } from './LeadForm';
import { enquiryDefaults } from './lead-form-defaults';
import { LocationField } from './LocationField';
import { MessageField } from './MessageField';
import { OptInField } from './OptInField';
import { RegoFields } from './RegoFields';
import { TermsField } from './TermsField';

/**
 * The General Enquiry form (spec 2 §3, §5): the enquiry's fields and what it is about. The careers
 * page opens it with the site's careers category chosen (the lead is then a Career Enquiry).
 */
export function GeneralEnquiryForm({
  settings,
  siteSlug,
  careers = false,
  title,
  intro,
}: {
  settings: GeneralEnquiryForm_settings$key;
  siteSlug: string;
  /** The careers page: the careers category is chosen, and its draft is its own. */
  careers?: boolean;
  title: string;
  intro?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment GeneralEnquiryForm_settings on LeadFormSettings {
        ...LeadForm_settings
      }
    `,
    settings,
  );
  return (
    <LeadForm
      form="general-enquiry"
      settings={data}
      siteSlug={siteSlug}
      draftScope={careers ? 'careers' : null}
      defaultValues={(options) => ({
        ...enquiryDefaults(options),
        category: careers ? options.careersCategory : '',
      })}
      title={title}
      intro={intro}
      submitLabel="Send enquiry"
    >
      <ContactFields />
      <CategoryField />
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
