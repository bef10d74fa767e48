import { typedErrorFields } from '../../common/testing/typed-errors.js';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import { carRecordSchema, type CarRecord } from '@forecourt/tenants/stock/car-record.schema';

/** What the trade-in tests send and read. */

export const VALUE_TRADE_IN = /* GraphQL */ `
  mutation ValueTradeIn($input: ValueTradeInInput!) {
    valueTradeIn(input: $input) {
      ... on ValueTradeInPayload {
        leadId
        valuation {
          offer
          estimateLow
          estimateHigh
          basis
          reason
          disclaimer
          validUntil
        }
      }
      ${typedErrorFields('ValidationError', 'NotFoundError')}
    }
  }
`;

export interface ValuationAnswer {
  offer: number | null;
  estimateLow: number | null;
  estimateHigh: number | null;
  basis: string | null;
  reason: string | null;
  disclaimer: string;
  validUntil: string | null;
}

export interface ValueTradeInAnswer {
  /** The payload's fields; a refusal answers its typed error instead (`refusalOf`). */
  valueTradeIn: { __typename: string; leadId: string; valuation: ValuationAnswer } | null;
}

export const ACCEPT_OFFER = /* GraphQL */ `
  mutation AcceptOffer($leadId: ID!) {
    acceptTradeInOffer(leadId: $leadId) {
      ... on AcceptTradeInOfferPayload {
        leadId
        subcategory
        offerAccepted
        formCompleted
        acceptedAt
        replayed
      }
      ${typedErrorFields('ValidationError', 'NotFoundError')}
    }
  }
`;

export interface AcceptOfferAnswer {
  /** The payload's fields; a refusal answers its typed error instead (`refusalOf`). */
  acceptTradeInOffer: {
    __typename: string;
    leadId: string;
    subcategory: string;
    offerAccepted: boolean;
    formCompleted: boolean;
    acceptedAt: string;
    replayed: boolean;
  } | null;
}

/** The answers that move the offer neither way. */
export const NEUTRAL_ANSWERS = [
  { questionId: 'service-history', answer: 'full' },
  { questionId: 'two-sets-of-keys', answer: 'yes' },
  { questionId: 'modifications', answer: 'none' },
  { questionId: 'condition', answer: 'good' },
];

/** The template site under another slug (its own host and records) with settings changed. */
export function tradeInSite(
  template: Site,
  slug: string,
  settings: { leads?: unknown; tradeIn?: unknown; labels?: unknown } = {},
): Site {
  return {
    ...template,
    config: siteConfigSchema.parse({ ...template.config, slug, domains: [], ...settings }),
  };
}

/** A used 2022 vehicle in stock at the site's first location, listed at `listedAt`. */
export function usedMarketVehicle(
  site: Site,
  listedAt: Date,
  vehicle: { id: string; make: string; model: string; km: number; price: number },
): CarRecord {
  const at = listedAt.toISOString();
  return carRecordSchema.parse({
    ...vehicle,
    slug: vehicle.id,
    stockNumber: vehicle.id.toUpperCase(),
    status: 'in_stock',
    carType: 'used',
    year: 2022,
    locationId: site.locations[0]!.id,
    createdAt: at,
    updatedAt: at,
  });
}

/**
 * Ten 2022 Toyota Corollas with 40,000 km at $20,000 to $29,000 (and one Mazda): a market with
 * a range of $20,900 to $28,100 for a 2022 Corolla with 40,000 km, so its offer is known.
 */
export function corollaMarket(site: Site, listedAt: Date): CarRecord[] {
  const car = (id: string, make: string, model: string, price: number) =>
    usedMarketVehicle(site, listedAt, { id, make, model, km: 40_000, price });
  return [
    ...Array.from({ length: 10 }, (_, i) =>
      car(`corolla-${i + 1}`, 'Toyota', 'Corolla', 20_000 + i * 1000),
    ),
    car('mazda-3-1', 'Mazda', '3', 22_000),
  ];
}
