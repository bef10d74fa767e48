import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@forecourt/schema/api/csrf-header';
import type { ExecuteGraphQL } from './create-relay-environment';

/** The browser's transport: POST to this site's /graphql. */
export const fetchGraphQL: ExecuteGraphQL = async (body) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as Awaited<
    ReturnType<ExecuteGraphQL>
  > | null;
  if (!json) throw new Error(`The server answered ${response.status} without data`);
  return json;
};
