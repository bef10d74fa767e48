import { graphql, useFragment } from 'react-relay/hooks';
import type { VehicleEnquiryForm_settings$key } from '../../__generated__/VehicleEnquiryForm_settings.graphql';
import { CheckOptionsField } from './CheckOptionsField';
import { ContactFields } from './ContactFields';
import { DealershipField } from './DealershipField';
import { LeadForm } from './LeadForm';
import { enquiryDefaults, type LeadFormCar } from './lead-form-defaults';
import { LocationField } from './LocationField';
import { MessageField } from './MessageField';
import { OptInField } from './OptInField';
import { RegoFields } from './RegoFields';
import { TermsField } from './TermsField';

/** The enquiry about one vehicle (spec 2 §3), on its page. */
export function VehicleEnquiryForm({
  settings,
  siteSlug,
  car,
  title,
  headingLevel,
}: {
  settings: VehicleEnquiryForm_settings$key;
  siteSlug: string;
  car: LeadFormCar;
  title: string;
  headingLevel?: 2 | 3;
}) {
  const data = useFragment(
    graphql`
      fragment VehicleEnquiryForm_settings on LeadFormSettings {
        ...LeadForm_settings
      }
    `,
    settings,
  );
  return (
    <LeadForm
      form="vehicle-enquiry"
      settings={data}
      siteSlug={siteSlug}
      draftScope={car.internalId}
      defaultValues={(options) => enquiryDefaults(options, car)}
      fixedValues={{ carId: car.internalId }}
      title={title}
      headingLevel={headingLevel}
      submitLabel="Send enquiry"
      success={{ back: { path: car.path, label: `Back to ${car.name}` } }}
    >
      <ContactFields />
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
