import { SUCCESS_LEAD_PARAM, SUCCESS_PATH } from '@forecourt/schema/leads/lead-routes';
import { ALL_STOCK_PATH } from '@forecourt/schema/search/search-routes';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from '../../routing/Link';
import { useLoaderData, useLocation, useSearchParams } from '../../routing/router-hooks';
import type { SuccessPageQuery } from '../../__generated__/SuccessPageQuery.graphql';
import { leadSuccessStateOf } from '../../components/leads/lead-success-state';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import './lead-pages.css';

const noSubscription = () => () => undefined;

/**
 * /success (spec 2 §2): shown once a lead is sent, with its reference and links back to the
 * vehicle (or page) the shopper came from and to the stock.
 */
export function SuccessPage() {
  const { queryRef } = useLoaderData() as RelayRouteData<SuccessPageQuery>;
  const { site } = usePreloadedQuery<SuccessPageQuery>(
    graphql`
      query SuccessPageQuery {
        site {
          name
        }
      }
    `,
    queryRef,
  );
  const [params] = useSearchParams();
  const { state } = useLocation();
  // Where the form was is in the browser's history only: the server renders without it.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const back = inBrowser ? leadSuccessStateOf(state).back : undefined;
  const reference = params.get(SUCCESS_LEAD_PARAM)?.trim() ?? '';
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the shopper pressed Send on is gone: their focus starts at the confirmation.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="lead-page lead-page--success">
      <PageHead
        title={`Thank you | ${site.name}`}
        description={`Your enquiry has been sent to ${site.name}.`}
        canonicalPath={SUCCESS_PATH}
      />
      <meta name="robots" content="noindex" />
      <h1 className="lead-page__title" ref={headingRef} tabIndex={-1}>
        Thank you — your enquiry has been sent
      </h1>
      <p>{site.name} will be in touch with you soon.</p>
      {reference !== '' && (
        <p className="lead-page__reference">
          Your reference: <strong>{reference}</strong>
        </p>
      )}
      <p className="lead-page__links">
        {back && (
          <Link className="button button--primary" to={back.path}>
            {back.label}
          </Link>
        )}
        <Link className={back ? 'button' : 'button button--primary'} to={ALL_STOCK_PATH}>
          Browse all stock
        </Link>
      </p>
    </section>
  );
}
