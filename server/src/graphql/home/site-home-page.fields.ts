import { builder } from '../../builder.js';
import { SiteRef } from '../site/site.type.js';
import { HomePageRef } from './home-page.type.js';

builder.objectFields(SiteRef, (t) => ({
  homePage: t.field({
    type: HomePageRef,
    description:
      'The home page’s sections as this site sets them: hero, banner tiles, stock strips, stats and call-outs.',
    resolve: (site) => site.config.home,
  }),
}));
