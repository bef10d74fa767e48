import { builder } from '../../builder.js';
import { garageAt, garageOf, type GaragePage } from '../../garage/garage-page.js';
import { SiteRef } from '../site/site.type.js';

/** Longest address looked up; a garage path is one short segment. */
const MAX_PATH_LENGTH = 200;

const GarageRef = builder.objectRef<GaragePage>('Garage').implement({
  description:
    'The shopper’s garage page: their watchlist, favourites, compare list and recently viewed vehicles (setting `garage`).',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The page’s heading and its links’ name.' }),
    path: t.exposeString('path', { description: 'The address links to the garage lead to.' }),
    paths: t.exposeStringList('paths', { description: 'Every address that shows the garage.' }),
  }),
});

builder.objectFields(SiteRef, (t) => ({
  garage: t.field({
    type: GarageRef,
    nullable: true,
    description: 'The site’s garage page; null when the site has none (nothing links to it).',
    resolve: (site) => garageOf(site),
  }),
  garagePage: t.field({
    type: GarageRef,
    nullable: true,
    description:
      'The garage when `path` is one of its addresses; null for any other address and on a site without a garage.',
    args: {
      path: t.arg.string({ required: true, description: 'The page’s path, e.g. "/my-garage".' }),
    },
    resolve: (site, { path }) => (path.length > MAX_PATH_LENGTH ? null : garageAt(site, path)),
  }),
}));
