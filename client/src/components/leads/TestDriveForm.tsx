import { graphql, useFragment } from 'react-relay/hooks';
import type { TestDriveForm_settings$key } from '../../__generated__/TestDriveForm_settings.graphql';
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
import { TestDriveDateField } from './TestDriveDateField';
import { TestDriveTimeField } from './TestDriveTimeField';

/**
 * A test-drive booking (spec 1 §5, spec 2 §3) of a vehicle, on its page: the enquiry's fields,
 * with a preferred date and a time within the location's opening hours; message, date and time
 * are optional.
 */
export function TestDriveForm({
  settings,
  siteSlug,
  car,
  title,
  headingLevel,
}: {
  settings: TestDriveForm_settings$key;
  siteSlug: string;
  car: LeadFormCar;
  title: string;
  headingLevel?: 2 | 3;
}) {
  const data = useFragment(
    graphql`
      fragment TestDriveForm_settings on LeadFormSettings {
        ...LeadForm_settings
      }
    `,
    settings,
  );
  return (
    <LeadForm
      form="test-drive"
      settings={data}
      siteSlug={siteSlug}
      draftScope={car.internalId}
      defaultValues={(options) => ({
        ...enquiryDefaults(options, car),
        preferredDate: '',
        preferredTime: '',
      })}
      fixedValues={{ carId: car.internalId }}
      title={title}
      headingLevel={headingLevel}
      submitLabel="Book test drive"
      success={{ back: { path: car.path, label: `Back to ${car.name}` } }}
    >
      <ContactFields />
      <DealershipField />
      <LocationField />
      <div className="lead-form__row">
        <TestDriveDateField />
        <TestDriveTimeField />
      </div>
      <MessageField optional />
      <RegoFields />
      <CheckOptionsField />
      <OptInField />
      <TermsField />
    </LeadForm>
  );
}
