import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CallDealerButton_car$key } from '../../../__generated__/CallDealerButton_car.graphql';
import type { CallDealerButton_site$key } from '../../../__generated__/CallDealerButton_site.graphql';
import { useTrackEvent } from '../../../analytics/useTrackEvent';
import { RevealablePhone } from '../../../components/contact/RevealablePhone';
import { useRevealDealerPhoneMutation } from './useRevealDealerPhoneMutation';
import './call-dealer-button.css';

function PhoneIcon() {
  return (
    <svg className="call-dealer__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
    </svg>
  );
}

/**
 * Call the dealer (spec 1 §4): a tel: link with the number, or, where the site masks numbers, a
 * button showing its first characters (all the page holds) that asks the server for the rest,
 * which records the reveal. No number, no button.
 */
export function CallDealerButton({
  car,
  site,
}: {
  car: CallDealerButton_car$key;
  site: CallDealerButton_site$key;
}) {
  const data = useFragment(
    graphql`
      fragment CallDealerButton_car on Car {
        id
        dealerPhone
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment CallDealerButton_site on Site {
        contact {
          phoneReveal
        }
        labels {
          callButton
        }
      }
    `,
    site,
  );
  const reveal = useRevealDealerPhoneMutation();
  const trackEvent = useTrackEvent();

  const phone = data.dealerPhone;
  if (!phone) return null;
  return (
    <RevealablePhone
      phone={phone}
      masked={siteData.contact.phoneReveal === 'MASKED'}
      reveal={() => reveal(data.id)}
      onCall={() => trackEvent(ANALYTICS_EVENTS.CALL_THE_DEALER, data.id)}
      className="button call-dealer"
      numberClassName="call-dealer__number"
    >
      <PhoneIcon />
      <span className="call-dealer__label">{siteData.labels.callButton}</span>{' '}
    </RevealablePhone>
  );
}
