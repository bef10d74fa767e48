import type { Site } from '@forecourt/tenants/site';
import { builder } from '../../builder.js';

type NavigationEntry = Site['config']['navigation'][number];
type NavigationLink = Omit<NavigationEntry, 'children'>;

const NavigationLinkRef = builder.objectRef<NavigationLink>('NavigationLink').implement({
  description: 'A link of the site’s header menu.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'What the shopper reads.' }),
    href: t.exposeString('href', { description: 'A path of this site or an external address.' }),
  }),
});

export const NavigationEntryRef = builder.objectRef<NavigationEntry>('NavigationEntry').implement({
  description: 'A top-level entry of the header menu; one with children opens a dropdown.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'What the shopper reads.' }),
    href: t.exposeString('href', { description: 'A path of this site or an external address.' }),
    children: t.field({
      type: [NavigationLinkRef],
      description: 'Links of the dropdown; empty for a plain link.',
      resolve: (entry) => entry.children,
    }),
  }),
});

export const PriceSliderRef = builder
  .objectRef<Site['config']['search']['priceSlider']>('PriceSliderSettings')
  .implement({
    description: 'Bounds and step of the search page’s price range slider.',
    fields: (t) => ({
      min: t.exposeInt('min', { description: 'Lowest price the slider offers.' }),
      max: t.exposeInt('max', { description: 'Highest price the slider offers.' }),
      step: t.exposeInt('step', { description: 'Step between prices.' }),
    }),
  });
