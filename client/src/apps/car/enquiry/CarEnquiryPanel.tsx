import { useId, useState, type KeyboardEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { CarEnquiryPanelQuery } from '../../../__generated__/CarEnquiryPanelQuery.graphql';
import type { LeadFormCar } from '../../../components/leads/lead-form-defaults';
import { TestDriveForm } from '../../../components/leads/TestDriveForm';
import { VehicleEnquiryForm } from '../../../components/leads/VehicleEnquiryForm';

type Tab = 'enquire' | 'test-drive';

const TAB_LABELS: Record<Tab, string> = {
  enquire: 'Enquire',
  'test-drive': 'Book a test drive',
};

/**
 * The forms of the vehicle page's Enquire section: the enquiry and, on sites that take bookings,
 * a test drive, as two tabs. Both stay mounted, so switching loses nothing typed.
 */
export function CarEnquiryPanel({
  queryRef,
  car,
}: {
  queryRef: PreloadedQuery<CarEnquiryPanelQuery>;
  car: LeadFormCar;
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
  const [tab, setTab] = useState<Tab>('enquire');
  const id = useId();
  const tabs: Tab[] = site.features.testDrive ? ['enquire', 'test-drive'] : ['enquire'];
  const tabId = (name: Tab) => `${id}-${name}-tab`;
  const panelId = (name: Tab) => `${id}-${name}-panel`;

  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]!;
    setTab(next);
    document.getElementById(tabId(next))?.focus();
  };

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
    <div className="car-enquiry__tabs">
      <div
        className="car-enquiry__tablist"
        role="tablist"
        aria-label="Enquiry type"
        onKeyDown={onKeyDown}
      >
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={tabId(name)}
            className="car-enquiry__tab"
            aria-selected={tab === name}
            aria-controls={panelId(name)}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {TAB_LABELS[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId('enquire')}
        aria-labelledby={tabId('enquire')}
        hidden={tab !== 'enquire'}
      >
        {enquiry}
      </div>
      <div
        role="tabpanel"
        id={panelId('test-drive')}
        aria-labelledby={tabId('test-drive')}
        hidden={tab !== 'test-drive'}
      >
        <TestDriveForm
          settings={site.testDrive}
          siteSlug={site.slug}
          car={car}
          title="Book a test drive"
          headingLevel={3}
        />
      </div>
    </div>
  );
}
