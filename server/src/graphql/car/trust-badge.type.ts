import { builder } from '../../builder.js';
import type { TrustBadge } from '../../stock/trust-badges.js';

export const TrustBadgeRef = builder.objectRef<TrustBadge>('TrustBadge').implement({
  description: 'A manufacturer trust badge on a vehicle page.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'Badge text, e.g. Mercedes-Benz Certified.' }),
    make: t.exposeString('make', { description: 'Make the badge belongs to.' }),
  }),
});
