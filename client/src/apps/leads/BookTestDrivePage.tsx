import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { BookTestDrivePageQuery } from '../../__generated__/BookTestDrivePageQuery.graphql';
import { TestDriveForm } from '../../components/leads/TestDriveForm';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { NotFoundPage } from '../../shell/NotFoundPage';
import './lead-pages.css';

/**
 * /book-test-drive/ (spec 2's default site links): a test-drive booking without a particular
 * vehicle; the shopper names the one they'd like in the message. Not a page of a site that has
 * switched test drives off (features.testDrive).
 */
export function BookTestDrivePage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<BookTestDrivePageQuery>;
  const { site } = usePreloadedQuery<BookTestDrivePageQuery>(
    graphql`
      query BookTestDrivePageQuery {
        site {
          name
          slug
          features {
            testDrive
          }
          leadForm(form: TEST_DRIVE) {
            ...TestDriveForm_settings
          }
        }
      }
    `,
    queryRef,
  );
  if (notFound || !site.features.testDrive) return <NotFoundPage />;
  return (
    <section className="lead-page">
      <PageHead
        title={`Book a test drive | ${site.name}`}
        description={`Book a test drive with ${site.name}: choose a day and time that suit you.`}
      />
      <h1 className="lead-page__title">Book a test drive</h1>
      <p className="lead-page__intro">
        Tell us which vehicle you’d like to drive and when suits you, and we’ll have it ready.
      </p>
      <TestDriveForm settings={site.leadForm} siteSlug={site.slug} car={null} title="Test drive" />
    </section>
  );
}
