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

/** The message's label when no vehicle is chosen: the shopper names the one they'd like. */
export const VEHICLE_OF_INTEREST_LABEL = 'Vehicle you’d like to drive, and any questions';

/**
 * A test-drive booking (spec 1 §5, spec 2 §3) of a vehicle, on its page, or of any vehicle (the
 * shopper names it in the message) on /book-test-drive/: the enquiry's fields, with a preferred
 * date and a time within the location's opening hours; message, date and time are optional.
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
  /** The vehicle the booking is for; null: any vehicle, named in the message. */
  car: LeadFormCar | null;
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
      draftScope={car?.internalId ?? 'any-vehicle'}
      defaultValues={(options) => ({
        ...enquiryDefaults(options, car),
        preferredDate: '',
        preferredTime: '',
      })}
      fixedValues={car ? { carId: car.internalId } : undefined}
      title={title}
      headingLevel={headingLevel}
      submitLabel="Book test drive"
      success={car ? { back: { path: car.path, label: `Back to ${car.name}` } } : undefined}
    >
      <ContactFields />
      <DealershipField />
      <LocationField />
      <div className="lead-form__row">
        <TestDriveDateField />
        <TestDriveTimeField />
      </div>
      <MessageField optional label={car ? undefined : VEHICLE_OF_INTEREST_LABEL} />
      <RegoFields />
      <CheckOptionsField />
      <OptInField />
      <TermsField />
    </LeadForm>
  );
}
