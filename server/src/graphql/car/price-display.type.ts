import { builder } from '../../builder.js';
import { SUBSCRIPTION_PRICE_TYPE, type PriceDisplay } from '../../stock/price-display.js';

const PriceDisplayKindEnum = builder.enumType('PriceDisplayKind', {
  description: 'Which price a vehicle shows, by the price display order.',
  values: {
    SUBSCRIPTION: { description: 'Weekly subscription price (subscription sites).' },
    REDUCED: { description: 'Reduced price, with the earlier price in wasAmount.' },
    OFFER: { description: 'Offer (adjusted) price, with the listed price in wasAmount.' },
    PRICE: { description: 'The listed price.' },
    PREORDER: { description: 'Preorder vehicle without a price.' },
    NO_PRICE: { description: 'No price: the site’s no-price text.' },
  } as const,
});

export const PriceDisplayRef = builder.objectRef<PriceDisplay>('PriceDisplay').implement({
  description: 'The price a vehicle shows, computed on the server.',
  fields: (t) => ({
    kind: t.field({
      type: PriceDisplayKindEnum,
      description: 'Which price this is.',
      resolve: (p) => p.kind,
    }),
    amount: t.exposeFloat('amount', {
      nullable: true,
      description: 'Dollars, when there is an amount.',
    }),
    wasAmount: t.exposeFloat('wasAmount', {
      nullable: true,
      description: 'The earlier price, for reduced and offer prices.',
    }),
    text: t.exposeString('text', {
      description: 'Ready to show: "$24,990", "PREORDER", "Enquire for price."',
    }),
    priceType: t.exposeString('priceType', {
      nullable: true,
      description: `Price basis such as "Drive Away" or "Excl. Govt. Charges"; "${SUBSCRIPTION_PRICE_TYPE}" for a subscription price, never the cash price's basis.`,
    }),
    // The cash price is flat on the price (not an object of its own): search cards read it, and
    // a search page's query must stay shallow.
    cashAmount: t.float({
      nullable: true,
      description:
        'Beside a subscription price: the price the vehicle sells for outright, in dollars. Null for every other kind, and when the vehicle has no cash price.',
      resolve: (p) => p.cashPrice?.amount ?? null,
    }),
    cashWasAmount: t.float({
      nullable: true,
      description: 'The earlier cash price, when the cash price is reduced or an offer.',
      resolve: (p) => p.cashPrice?.wasAmount ?? null,
    }),
    cashText: t.string({
      nullable: true,
      description: 'The cash price ready to show ("$24,990"), beside a subscription price.',
      resolve: (p) => p.cashPrice?.text ?? null,
    }),
    cashPriceType: t.string({
      nullable: true,
      description: 'The cash price’s basis such as "Drive Away", beside a subscription price.',
      resolve: (p) => p.cashPrice?.priceType ?? null,
    }),
  }),
});
