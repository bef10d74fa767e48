import { builder } from '../../builder.js';
import type { CarTag } from '../../stock/car-tag.js';

const CarTagKindEnum = builder.enumType('CarTagKind', {
  description: 'Why a vehicle carries its tag, in the priority order of the tag rule.',
  values: {
    ELECTRIC: { description: 'Electric vehicle (sites that tag electrified cars).' },
    HYBRID: { description: 'Hybrid vehicle (sites that tag electrified cars).' },
    RESERVED: { description: 'Reserved by a shopper.' },
    CERTIFIED_PRE_OWNED: { description: 'Certified used vehicle of the site’s certified make.' },
    CUSTOM: { description: 'The dealer’s own tag text.' },
    COMING_SOON: { description: 'Arriving soon.' },
    NEW_ARRIVAL: { description: 'Listed within the last 8 days.' },
    SOLD: { description: 'No longer available.' },
  } as const,
});

export const CarTagRef = builder.objectRef<CarTag>('CarTag').implement({
  description: 'The one tag a vehicle card shows.',
  fields: (t) => ({
    kind: t.field({
      type: CarTagKindEnum,
      description: 'Which rule chose the tag.',
      resolve: (tag) => tag.kind,
    }),
    label: t.exposeString('label', { description: 'Text to show, from the site’s labels.' }),
    colour: t.exposeString('colour', {
      nullable: true,
      description: 'red or green for custom tags; null for the theme’s tag colour.',
    }),
  }),
});
