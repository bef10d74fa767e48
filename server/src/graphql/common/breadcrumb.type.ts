import { builder } from '../../builder.js';

export interface Breadcrumb {
  label: string;
  path: string;
}

export const BreadcrumbRef = builder.objectRef<Breadcrumb>('Breadcrumb').implement({
  description: 'One level of a page’s breadcrumb trail, from Home down.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'What the shopper reads.' }),
    path: t.exposeString('path', { description: 'Path of that level’s page.' }),
  }),
});
