import { parseFinanceQuery } from '@forecourt/schema/leads/finance-query-params';
import { useMemo } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from '../../routing/router-hooks';
import type { FinancePageQuery } from '../../__generated__/FinancePageQuery.graphql';
import { FinanceEnquiryForm } from '../../components/leads/FinanceEnquiryForm';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { NotFoundPage } from '../../shell/NotFoundPage';
import './lead-pages.css';

/**
 * The site's finance page (spec 2 §2: /finance, /finance-enquiry or /apply-for-finance, as the
 * site says): the finance enquiry at #finance-form, filled in from the address's query
 * (preferredDealership, vehiclePriceBudget, car_id, car_type).
 */
export function FinancePage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<FinancePageQuery>;
  const { site } = usePreloadedQuery<FinancePageQuery>(
    graphql`
      query FinancePageQuery {
        site {
          name
          slug
          financeEnquiryPath
          labels {
            approvalText
          }
          leadForm(form: FINANCE_ENQUIRY) {
            ...FinanceEnquiryForm_settings
          }
        }
      }
    `,
    queryRef,
  );
  const [params] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => parseFinanceQuery(search), [search]);
  if (notFound) return <NotFoundPage />;
  return (
    <section className="lead-page">
      <PageHead
        title={`Finance | ${site.name}`}
        description={`Ask ${site.name} about finance for your next vehicle: tell us your budget and we'll be in touch.`}
        canonicalPath={site.financeEnquiryPath}
      />
      <h1 className="lead-page__title">Finance</h1>
      <p className="lead-page__intro">
        Tell us about the vehicle you're after and your budget, and our finance team will be in
        touch with options that suit you.
      </p>
      {/* Another query on the same page (a link from another vehicle) starts a fresh form. */}
      <FinanceEnquiryForm
        key={search}
        settings={site.leadForm}
        siteSlug={site.slug}
        query={query}
        title={site.labels.approvalText}
      />
    </section>
  );
}
