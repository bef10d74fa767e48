import type { MouseEvent } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouterContext } from '../../routing/router-context';
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
  const { router } = useRouterContext();
  const page = site.contentPage;
  if (notFound || !page) return <NotFoundPage />;
  // The prose is HTML, not <Link>s: a plain click on a link of this site navigates in the page
  // as a Link would (the links work as plain links without JavaScript).
  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (
      !anchor ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      anchor.origin !== window.location.origin ||
      (anchor.target !== '' && anchor.target !== '_self')
    ) {
      return;
    }
    event.preventDefault();
    void router.navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };
  return (
    <article className="content-page">
      <PageHead
        title={`${page.title} | ${site.name}`}
        description={page.description || `${page.title} – ${site.name}`}
      />
      <BreadcrumbTrail crumbs={page.breadcrumbs} />
      {/* The click handler only takes over links, which keep their own keyboard behaviour. */}
      <div
        className="content-page__prose"
        onClick={followSiteLink}
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </article>
  );
}
