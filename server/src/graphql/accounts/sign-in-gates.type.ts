import type { SignInGate } from '@forecourt/schema/accounts/gated-paths';
import { siteSignInGates } from '../../accounts/site-sign-in-gates.js';
import { builder } from '../../builder.js';
import { SiteRef } from '../site/site.type.js';

/** Most gates a site can have: one per gated-routes value. */
const MAX_GATES = 8;

const SignInGateRef = builder.objectRef<SignInGate>('SignInGate').implement({
  description:
    'Pages the site shows only to signed-in shoppers: a signed-out visitor opening one is sent to /sign-in?type={type}.',
  fields: (t) => ({
    type: t.exposeString('type', {
      description: 'The sign-in page’s `type` for these pages (trade-in, checkout, my-garage, …).',
    }),
    paths: t.exposeStringList('paths', {
      description:
        'The gated pages’ paths, lower-case without a trailing slash; `*` stands for one segment (a car’s slug).',
    }),
  }),
});

builder.objectFields(SiteRef, (t) => ({
  signInGates: t.field({
    type: [SignInGateRef],
    complexity: { field: 1, multiplier: MAX_GATES },
    description:
      'The pages this site shows only to signed-in shoppers (its gated routes), by sign-in type.',
    resolve: (site) => siteSignInGates(site),
  }),
}));
