import { isPromotionActive } from '@forecourt/schema/promotions/promotion-order';
import type { FilePromotion } from '@forecourt/tenants/promotions/promotions-file.schema';
import { builder } from '../../builder.js';
import { CarTypeEnum } from '../car/car-enums.js';
import { siteImageView } from '../common/site-image.js';
import { SiteImageRef } from '../common/site-image.type.js';

export const PromotionPlacementEnum = builder.enumType('PromotionPlacement', {
  description: 'Where a promotion appears.',
  values: {
    HOME_SLIDER: { value: 'homeSlider', description: 'The home page’s promo slider.' },
    SEARCH_TILES: { value: 'searchTiles', description: 'Tiles among the search results.' },
    SPECIAL_OFFERS: { value: 'specialOffers', description: 'The /special-offers page.' },
  } as const,
});

export const PromotionRef = builder.objectRef<FilePromotion>('Promotion').implement({
  description:
    'A promo card of the site (spec 2 §9): shown within its dates, for its car types, positioned ones first.',
  fields: (t) => ({
    internalID: t.exposeString('id', {
      description: 'The card’s id in the site’s promotions file.',
    }),
    title: t.exposeString('title', { description: 'The heading of the card.' }),
    text: t.exposeString('text', {
      nullable: true,
      description: 'A line or two under the heading; null: none.',
    }),
    href: t.exposeString('href', {
      nullable: true,
      description: 'Where the card leads: a path of the site or an https address; null: nowhere.',
    }),
    linkText: t.string({
      description: 'The call to action of its link.',
      resolve: (promotion) => promotion.linkText ?? 'Find out more',
    }),
    image: t.field({
      type: SiteImageRef,
      description: 'The card’s image.',
      resolve: (promotion) =>
        siteImageView(promotion.image, promotion.image.alt ?? promotion.title),
    }),
    carTypes: t.field({
      type: [CarTypeEnum],
      description: 'The car types it is for; empty for every type.',
      resolve: (promotion) => promotion.carTypes,
    }),
    strictDisplay: t.exposeBoolean('strictDisplay', {
      description: 'Shown only when the shopper has selected one of its car types.',
    }),
    position: t.exposeInt('position', {
      nullable: true,
      description: 'Cards with a position come first, smaller first; null: in the daily order.',
    }),
    startsAt: t.exposeString('startsAt', {
      nullable: true,
      description:
        'First day shown (YYYY-MM-DD on the site’s clock) or the moment (ISO date-time with offset); null: already.',
    }),
    expiresAt: t.exposeString('expiresAt', {
      nullable: true,
      description:
        'Last day shown (YYYY-MM-DD on the site’s clock) or the moment it ends (ISO date-time with offset); null: never.',
    }),
    activeNow: t.boolean({
      description:
        'Whether it has started and not expired now, on the site’s clock (false for an upcoming card).',
      resolve: (promotion, _args, context) =>
        isPromotionActive(promotion, context.now, context.site.config.leadForms.timeZone),
    }),
  }),
});
