import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../../routing/Link';
import type { CarActionButtons_car$key } from '../../../__generated__/CarActionButtons_car.graphql';
import type { CarActionButtons_site$key } from '../../../__generated__/CarActionButtons_site.graphql';
import { useTrackEvent } from '../../../analytics/useTrackEvent';
import { GetFinanceLink } from '../finance/GetFinanceLink';
import {
  BUY_ONLINE_LABEL,
  ENQUIRE_HREF,
  HISTORY_REPORT_LABEL,
  tradeInHref,
} from './car-action-links';
import './car-action-buttons.css';

/**
 * The sidebar's calls to action, each offered only when the site and the car allow it
 * (spec 1 §5): Reserve, Buy Online, Enquire, Get Finance, Trade-In Valuation and History Report.
 */
export function CarActionButtons({
  car,
  site,
}: {
  car: CarActionButtons_car$key;
  site: CarActionButtons_site$key;
}) {
  const data = useFragment(
    graphql`
      fragment CarActionButtons_car on Car {
        id
        internalId
        reservePath
        buyOnlinePath
        historyReportUrl
        ...GetFinanceLink_car
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment CarActionButtons_site on Site {
        features {
          finance
          tradeIn
        }
        labels {
          tradeInButton
          reserveButton
          enquiryButton
        }
      }
    `,
    site,
  );
  const trackEvent = useTrackEvent();
  const { features, labels } = siteData;

  return (
    <div className="car-action-buttons">
      {data.reservePath != null && (
        <Link className="button button--primary" to={data.reservePath}>
          {labels.reserveButton}
        </Link>
      )}
      {data.buyOnlinePath && (
        <Link className="button button--primary" to={data.buyOnlinePath}>
          {BUY_ONLINE_LABEL}
        </Link>
      )}
      <a className="button button--primary" href={ENQUIRE_HREF}>
        {labels.enquiryButton}
      </a>
      {features.finance && <GetFinanceLink car={data} className="button" />}
      {features.tradeIn && (
        <Link className="button" to={tradeInHref(data.internalId)}>
          {labels.tradeInButton}
        </Link>
      )}
      {data.historyReportUrl && (
        <a
          className="button"
          href={data.historyReportUrl}
          target="_blank"
          rel="noopener"
          onClick={() => trackEvent(ANALYTICS_EVENTS.HISTORY_REPORT, data.id)}
        >
          {HISTORY_REPORT_LABEL}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
