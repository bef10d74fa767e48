import { builder } from '../../builder.js';
import type { PriceDisplay } from '../../stock/price-display.js';

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
      description: 'Price basis such as "Drive Away" or "Excl. Govt. Charges".',
    }),
  }),
});
