import type { Viewer } from '../../accounts/viewer.js';
import { builder } from '../../builder.js';

/** The signed-in shopper; each domain adds its own fields (watchlist, saved cars, searches). */
export const ViewerRef = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The signed-in shopper of this site.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The address the shopper signs in with.' }),
    phone: t.exposeString('phone', {
      nullable: true,
      description: 'The Australian mobile number the shopper added (E.164), or null.',
    }),
    hasPhone: t.boolean({
      description: 'Whether the shopper added a mobile number (the watchlist needs one).',
      resolve: (viewer) => viewer.phone !== null,
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerRef,
    nullable: true,
    description:
      'The signed-in shopper of this site (from its session cookie), or null for a visitor.',
    resolve: (_root, _args, context) => context.viewer,
  }),
);
