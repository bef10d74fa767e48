import {
  PAYMENT_CANCELLED_REASON,
  RESERVE_FORM,
} from '@forecourt/schema/reservations/reserve-form-fields';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ReservePageQuery } from '../../__generated__/ReservePageQuery.graphql';
import { usePageLeadForms } from '../../components/leads/page-lead-forms';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { ReserveCarSummary } from './ReserveCarSummary';
import { ReserveForm } from './ReserveForm';
import { ReserveUnavailable } from './ReserveUnavailable';
import '../../components/leads/lead-form.css';
import './reserve-page.css';

/** Refusals after which the car is not the shopper's to reserve now: the page says why instead. */
const CAR_UNAVAILABLE_REASONS = new Set<string | undefined>(['carHeld', 'notReservable']);

/**
 * The reserve page (spec 1 §2): the car, the site's heading and terms, and the shopper's details
 * in a plain form posted to this same address (server/src/reservations/reserve-form-post.ts),
 * which sends them on to the payment page. A car that cannot be reserved, or one another shopper
 * took meanwhile, gets the reason and similar cars instead.
 */
export function ReservePage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<ReservePageQuery>;
  const { site, car, viewer } = usePreloadedQuery<ReservePageQuery>(
    graphql`
      query ReservePageQuery($slug: String!) {
        site {
          name
          reservations {
            title
            terms
          }
          ...ReserveUnavailable_site
        }
        car(slug: $slug) {
          name
          path
          reservePath
          reserveRefusal
          ...ReserveCarSummary_car
          ...ReserveUnavailable_car
        }
        viewer {
          ...ReserveForm_viewer
        }
      }
    `,
    queryRef,
  );
  const pageForms = usePageLeadForms();
  const refused = pageForms?.refused?.form === RESERVE_FORM ? pageForms.refused : null;
  if (notFound || !car) return <NotFoundPage what="vehicle" />;

  const title = `${site.reservations.title} | ${car.name} | ${site.name}`;
  const description = `Reserve the ${car.name} online with a deposit.`;
  const unavailableReason =
    refused && CAR_UNAVAILABLE_REASONS.has(refused.reason)
      ? (refused.general[0] ?? car.reserveRefusal)
      : car.reservePath == null
        ? car.reserveRefusal
        : null;

  if (unavailableReason != null || car.reservePath == null) {
    return (
      <article className="reserve-page">
        <PageHead title={title} description={description} canonicalPath={car.path} />
        <ReserveUnavailable
          car={car}
          site={site}
          reason={unavailableReason ?? 'This car cannot be reserved online just now.'}
        />
      </article>
    );
  }
  const cancelled = refused?.reason === PAYMENT_CANCELLED_REASON;
  return (
    <article className="reserve-page">
      <PageHead title={title} description={description} canonicalPath={car.reservePath} />
      <h1 className="reserve-page__title">{site.reservations.title}</h1>
      {cancelled && (
        <p className="reserve-page__notice" role="status">
          Payment cancelled — the car is no longer held for you.
        </p>
      )}
      <div className="reserve-page__layout">
        <ReserveCarSummary car={car} />
        <section className="reserve-page__details" aria-labelledby="reserve-details-title">
          <h2 id="reserve-details-title" className="reserve-page__subtitle">
            Your details
          </h2>
          <p className="reserve-page__terms">{site.reservations.terms}</p>
          <ReserveForm action={car.reservePath} viewer={viewer ?? null} refused={refused} />
        </section>
      </div>
    </article>
  );
}
