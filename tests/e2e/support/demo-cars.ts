import type { Page } from '@playwright/test';
import { querySiteApi } from './site-api.js';

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
  carSearch: { pageCount: number; edges: { node: DemoCar }[] };
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
  for (let page = 1; page <= MAX_PAGES; page++) {
    const data = await querySiteApi<DemoCarsData>(browserPage, DEMO_CARS, { page, status });
    const found = data.carSearch.edges.map((e) => e.node).find(matches);
    if (found) return found;
    if (page >= data.carSearch.pageCount) break;
  }
  return null;
}
