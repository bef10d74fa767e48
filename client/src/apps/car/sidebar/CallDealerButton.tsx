import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import { maskPhone, telHref } from '@forecourt/schema/phone/phone-display';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CallDealerButton_car$key } from '../../../__generated__/CallDealerButton_car.graphql';
import type { CallDealerButton_site$key } from '../../../__generated__/CallDealerButton_site.graphql';
import { useTrackEvent } from '../../../analytics/useTrackEvent';
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
 * button showing its first characters that reveals the rest and records the reveal. No number,
 * no button.
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
  const [revealed, setRevealed] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const recordReveal = useRevealDealerPhoneMutation();
  const trackEvent = useTrackEvent();

  // The button the shopper pressed is replaced by the link: keep their focus on it.
  useEffect(() => {
    if (revealed) linkRef.current?.focus();
  }, [revealed]);

  const phone = data.dealerPhone;
  if (!phone) return null;
  const label = siteData.labels.callButton;

  if (siteData.contact.phoneReveal === 'MASKED' && !revealed) {
    return (
      <button
        type="button"
        className="button call-dealer"
        onClick={() => {
          setRevealed(true);
          recordReveal(data.id);
        }}
      >
        <PhoneIcon />
        <span className="call-dealer__label">{label}</span>{' '}
        <span className="call-dealer__number">{maskPhone(phone)}</span>
        <span className="visually-hidden"> (show the full number)</span>
      </button>
    );
  }
  return (
    <a
      ref={linkRef}
      className="button call-dealer"
      href={telHref(phone)}
      onClick={() => trackEvent(ANALYTICS_EVENTS.CALL_THE_DEALER, data.id)}
    >
      <PhoneIcon />
      <span className="call-dealer__label">{label}</span>{' '}
      <span className="call-dealer__number">{phone}</span>
    </a>
  );
}
