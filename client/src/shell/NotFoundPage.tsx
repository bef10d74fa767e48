import { Link } from '../routing/Link';
import { PageHead } from '../routing/PageHead';
import { ALL_STOCK_PATH } from '@forecourt/schema/search/search-routes';

/** What a shopper sees for an address the site does not have (the server answers 404). */
export function NotFoundPage({ what = 'page' }: { what?: string }) {
  return (
    <section className="message-page">
      <PageHead title="Page not found" description={`This ${what} could not be found.`} />
      <h1>We couldn’t find that {what}</h1>
      <p>It may have sold, moved or never existed. Try our current stock instead.</p>
      <p>
        <Link className="button button--primary" to={ALL_STOCK_PATH}>
          Browse all stock
        </Link>
      </p>
    </section>
  );
}

/** The catch-all route. */
export function NotFoundRoute() {
  return <NotFoundPage />;
}

export const notFoundLoader = () => ({ notFound: true });
