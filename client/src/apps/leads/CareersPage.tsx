import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from '../../routing/router-hooks';
import type { CareersPageQuery } from '../../__generated__/CareersPageQuery.graphql';
import { GeneralEnquiryForm } from '../../components/leads/GeneralEnquiryForm';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import './lead-pages.css';

/**
 * /careers (spec 2 §2, §5): the General Enquiry form with the site's careers category chosen, so
 * the lead is a Career Enquiry.
 */
export function CareersPage() {
  const { queryRef } = useLoaderData() as RelayRouteData<CareersPageQuery>;
  const { site } = usePreloadedQuery<CareersPageQuery>(
    graphql`
      query CareersPageQuery {
        site {
          name
          slug
          leadForm(form: GENERAL_ENQUIRY) {
            ...GeneralEnquiryForm_settings
          }
        }
      }
    `,
    queryRef,
  );
  return (
    <section className="lead-page">
      <PageHead
        title={`Careers | ${site.name}`}
        description={`Work with ${site.name}: tell us about yourself and the role you're after.`}
      />
      <h1 className="lead-page__title">Careers</h1>
      <p className="lead-page__intro">
        Tell us about yourself and the role you're after, and we'll be in touch.
      </p>
      <GeneralEnquiryForm
        settings={site.leadForm}
        siteSlug={site.slug}
        careers
        title="Career enquiry"
      />
    </section>
  );
}
