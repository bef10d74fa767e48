import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from '../../routing/router-hooks';
import type { ContactPageQuery } from '../../__generated__/ContactPageQuery.graphql';
import { GeneralEnquiryForm } from '../../components/leads/GeneralEnquiryForm';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import './lead-pages.css';

/** /contact (spec 2 §2): the General Enquiry form. */
export function ContactPage() {
  const { queryRef } = useLoaderData() as RelayRouteData<ContactPageQuery>;
  const { site } = usePreloadedQuery<ContactPageQuery>(
    graphql`
      query ContactPageQuery {
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
        title={`Contact us | ${site.name}`}
        description={`Send ${site.name} an enquiry and we'll get back to you.`}
      />
      <h1 className="lead-page__title">Contact us</h1>
      <p className="lead-page__intro">
        Ask us anything: our team will get back to you as soon as they can.
      </p>
      <GeneralEnquiryForm settings={site.leadForm} siteSlug={site.slug} title="Send an enquiry" />
    </section>
  );
}
