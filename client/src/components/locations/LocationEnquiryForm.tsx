import { graphql, useFragment } from 'react-relay/hooks';
import type { LocationEnquiryForm_settings$key } from '../../__generated__/LocationEnquiryForm_settings.graphql';
import { CategoryField } from '../leads/CategoryField';
import { CheckOptionsField } from '../leads/CheckOptionsField';
import { ContactFields } from '../leads/ContactFields';
import { DealershipField } from '../leads/DealershipField';
import { LeadForm } from '../leads/LeadForm';
import { enquiryDefaults } from '../leads/lead-form-defaults';
import { LocationField } from '../leads/LocationField';
import { MessageField } from '../leads/MessageField';
import { OptInField } from '../leads/OptInField';
import { RegoFields } from '../leads/RegoFields';
import { TermsField } from '../leads/TermsField';

/**
 * The General Enquiry form about one location: the same form, schema and mutation as /contact,
 * with the location (and its dealership) chosen where the site's form offers them. Its draft is
 * kept apart from the contact page's.
 */
export function LocationEnquiryForm({
  settings,
  siteSlug,
  location,
}: {
  settings: LocationEnquiryForm_settings$key;
  siteSlug: string;
  location: { internalId: string; name: string; dealershipSlug: string; contactPath: string };
}) {
  const data = useFragment(
    graphql`
      fragment LocationEnquiryForm_settings on LeadFormSettings {
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
      draftScope={`location:${location.internalId}`}
      defaultValues={(options) => ({
        ...enquiryDefaults(options, {
          locationId: location.internalId,
          dealershipSlug: location.dealershipSlug,
        }),
        category: '',
      })}
      title="Send an enquiry"
      headingLevel={3}
      submitLabel="Send enquiry"
      success={{ back: { path: location.contactPath, label: `Back to ${location.name}` } }}
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
