import type { Page } from '@playwright/test';
import { partnerKeyOf } from './partner-keys.js';

interface ApiBody {
  data?: unknown;
  errors?: unknown;
}

/**
 * Runs a GraphQL document of the tests' own against the API of the site the page is on, from the
 * browser (only the browser resolves `<site>.localhost`). A production server runs documents
 * other than the web client's only with a partner key: the site's is sent. Throws with the
 * API's errors when it answers no data.
 */
export async function querySiteApi<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const slug = new URL(page.url()).hostname.split('.')[0]!;
  const key = partnerKeyOf(slug);
  const headers = {
    'content-type': 'application/json',
    // The CSRF-prevention header every page of the site sends (schema/src/api/csrf-header.ts).
    'x-graphql-yoga-csrf': 'forecourt',
    ...(key ? { authorization: `Bearer ${key}` } : {}),
  };
  const body = await page.evaluate(
    async ({ query, variables, headers }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as ApiBody;
    },
    { query, variables, headers },
  );
  if (!body.data)
    throw new Error(`the site's API answered no data: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}
