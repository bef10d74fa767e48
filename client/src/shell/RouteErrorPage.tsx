import { GraphQLResponseError } from '../relay/create-relay-environment';
import { Link } from '../routing/Link';
import { useRouteError } from '../routing/router-hooks';

/**
 * The error boundary of the pages: says what went wrong and offers a way on. Only the API's own
 * messages (written for people) are shown; any other error's text could name code or files.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail =
    error instanceof GraphQLResponseError ? error.message : 'An unexpected error occurred.';
  return (
    <section className="message-page" role="alert">
      <title>Something went wrong</title>
      <h1>Something went wrong</h1>
      <p>This page could not be shown: {detail}</p>
      <p>
        <a className="button button--primary" href="">
          Try again
        </a>{' '}
        <Link className="button" to="/">
          Home
        </Link>
      </p>
    </section>
  );
}
