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

/** The page's category when the site offers it (the site's settings are checked at start-up). */
function chosenCategory(categories: readonly string[], chosen: { category: string } | undefined) {
  return chosen && categories.includes(chosen.category) ? chosen.category : '';
}

/**
 * The General Enquiry form (spec 2 §3, §5): the enquiry's fields and what it is about. The careers
 * page opens it with the site's careers category chosen (the lead is then a Career Enquiry), the
 * Book a Service page with its service category.
 */
export function GeneralEnquiryForm({
  settings,
  siteSlug,
  careers = false,
  chosen,
  title,
  intro,
}: {
  settings: GeneralEnquiryForm_settings$key;
  siteSlug: string;
  /** The careers page: the careers category is chosen, and its draft is its own. */
  careers?: boolean;
  /** A page about one matter (Book a Service): the category chosen, and a draft of its own. */
  chosen?: { category: string; draftScope: string };
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
      draftScope={careers ? 'careers' : (chosen?.draftScope ?? null)}
      defaultValues={(options) => ({
        ...enquiryDefaults(options),
        category: careers ? options.careersCategory : chosenCategory(options.categories, chosen),
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
