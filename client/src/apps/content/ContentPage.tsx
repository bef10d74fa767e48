import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ContentPageQuery } from '../../__generated__/ContentPageQuery.graphql';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { BreadcrumbTrail } from '../../shell/BreadcrumbTrail';
import { NotFoundPage } from '../../shell/NotFoundPage';
import './content-page.css';

/**
 * A page the dealer wrote in Markdown (about us, terms, FAQ …): its breadcrumbs, then its prose.
 * The HTML comes from the server's renderer, which escapes any raw HTML the dealer wrote, so it
 * is inserted as it is.
 */
export function ContentPage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<ContentPageQuery>;
  const { site } = usePreloadedQuery<ContentPageQuery>(
    graphql`
      query ContentPageQuery($path: String!) {
        site {
          name
          contentPage(path: $path) {
            title
            description
            html
            breadcrumbs {
              ...BreadcrumbTrail_crumbs
            }
          }
        }
      }
    `,
    queryRef,
  );
  const page = site.contentPage;
  if (notFound || !page) return <NotFoundPage />;
  return (
    <article className="content-page">
      <PageHead
        title={`${page.title} | ${site.name}`}
        description={page.description || `${page.title} – ${site.name}`}
      />
      <BreadcrumbTrail crumbs={page.breadcrumbs} />
      <div className="content-page__prose" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
