import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { CarEnquiryPanelQuery } from '../../../__generated__/CarEnquiryPanelQuery.graphql';
import type { LeadFormCar } from '../../../components/leads/lead-form-defaults';
import { TestDriveForm } from '../../../components/leads/TestDriveForm';
import { VehicleEnquiryForm } from '../../../components/leads/VehicleEnquiryForm';
import { Tabs } from '../../../ui/Tabs';

type Tab = 'enquire' | 'test-drive';

const TAB_LABELS: Record<Tab, string> = {
  enquire: 'Enquire',
  'test-drive': 'Book a test drive',
};

const isTab = (value: string | null): value is Tab =>
  value != null && Object.hasOwn(TAB_LABELS, value);

/**
 * The forms of the vehicle page's Enquire section: the enquiry and, on sites that take bookings,
 * a test drive, as two tabs. Both stay mounted, so switching loses nothing typed.
 */
export function CarEnquiryPanel({
  queryRef,
  car,
  initialTab = null,
}: {
  queryRef: PreloadedQuery<CarEnquiryPanelQuery>;
  car: LeadFormCar;
  /** The tab to open on: the one the shopper chose in the server's forms. */
  initialTab?: string | null;
}) {
  const { site } = usePreloadedQuery<CarEnquiryPanelQuery>(
    graphql`
      query CarEnquiryPanelQuery {
        site {
          slug
          features {
            testDrive
          }
          vehicleEnquiry: leadForm(form: VEHICLE_ENQUIRY) {
            ...VehicleEnquiryForm_settings
          }
          testDrive: leadForm(form: TEST_DRIVE) {
            ...TestDriveForm_settings
          }
        }
      }
    `,
    queryRef,
  );
  const tabs: Tab[] = site.features.testDrive ? ['enquire', 'test-drive'] : ['enquire'];
  const [tab, setTab] = useState<Tab>(() =>
    isTab(initialTab) && tabs.includes(initialTab) ? initialTab : 'enquire',
  );

  const enquiry = (
    <VehicleEnquiryForm
      settings={site.vehicleEnquiry}
      siteSlug={site.slug}
      car={car}
      title="Send an enquiry"
      headingLevel={3}
    />
  );
  if (tabs.length === 1) return enquiry;
  return (
    <Tabs
      className="car-enquiry__tabs"
      listClassName="car-enquiry__tablist"
      tabClassName="car-enquiry__tab"
      label="Enquiry type"
      tabs={tabs.map((value) => ({ value, label: TAB_LABELS[value] }))}
      value={tab}
      onValueChange={setTab}
      keepMounted
      renderPanel={(panel) =>
        panel === 'enquire' ? (
          enquiry
        ) : (
          <TestDriveForm
            settings={site.testDrive}
            siteSlug={site.slug}
            car={car}
            title="Book a test drive"
            headingLevel={3}
          />
        )
      }
    />
  );
}
