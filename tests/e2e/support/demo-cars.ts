import type { Page } from '@playwright/test';
import { partnerKeyOf } from './partner-keys.js';

/** What the vehicle-page tests need to know to pick a car of the site under test. */
export interface DemoCar {
  id: string;
  slug: string;
  path: string;
  name: string;
  status: string;
  photosCount: number;
  spinImages: string[];
  dealerPhone: string | null;
  /** The car's video, null where it has none. */
  video: { embed: boolean } | null;
  similarCars: { id: string }[];
  /** The sidebar's finance calculator, null where the car gets none. */
  financeCalculator: { __typename: string } | null;
}

export type DemoCarStatus = 'IN_STOCK' | 'SOLD' | 'COMING_SOON';

const DEMO_CARS = /* GraphQL */ `
  query DemoCars($page: Int!, $status: CarStatus!) {
    carSearch(filters: { status: [$status] }, first: 100, page: $page) {
      pageCount
      edges {
        node {
          id
          slug
          path
          name
          status
          photosCount
          spinImages
          dealerPhone
          video {
            embed
          }
          similarCars {
            id
          }
          financeCalculator(variant: SIDEBAR) {
            __typename
          }
        }
      }
    }
  }
`;

interface DemoCarsData {
  data?: { carSearch: { pageCount: number; edges: { node: DemoCar }[] } };
  errors?: { message: string }[];
}

/** Pages read at most while looking for a car: the demo stock has thousands of cars. */
const MAX_PAGES = 10;

/**
 * The first car in stock of the site under test that matches, asked through the site's own
 * GraphQL API from the browser (only the browser resolves `<site>.localhost`); null when none of
 * the first pages has one. Leaves the page on the site's health check.
 */
export function findCarInStock(
  browserPage: Page,
  matches: (car: DemoCar) => boolean,
): Promise<DemoCar | null> {
  return findDemoCar(browserPage, 'IN_STOCK', matches);
}

/** As `findCarInStock`, among the site's cars of another status (sold cars of the sold window). */
export async function findDemoCar(
  browserPage: Page,
  status: DemoCarStatus,
  matches: (car: DemoCar) => boolean,
): Promise<DemoCar | null> {
  await browserPage.goto('/healthz');
  // A production server runs this document of the tests' own only with the site's partner key.
  const slug = new URL(browserPage.url()).hostname.split('.')[0]!;
  const key = partnerKeyOf(slug);
  const headers = {
    'content-type': 'application/json',
    // The CSRF-prevention header every page of the site sends (schema/src/api/csrf-header.ts).
    'x-graphql-yoga-csrf': 'forecourt',
    ...(key ? { authorization: `Bearer ${key}` } : {}),
  };
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await browserPage.evaluate(
      async ({ query, variables, headers }) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers,
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as DemoCarsData;
      },
      { query: DEMO_CARS, variables: { page, status }, headers },
    );
    if (!body.data) throw new Error(`carSearch failed: ${JSON.stringify(body.errors)}`);
    const found = body.data.carSearch.edges.map((e) => e.node).find(matches);
    if (found) return found;
    if (page >= body.data.carSearch.pageCount) break;
  }
  return null;
}
