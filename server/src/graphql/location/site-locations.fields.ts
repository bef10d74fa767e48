import { decodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.js';
import { SiteRef } from '../site/site.type.js';
import { LocationDisplayRef } from './location-display.type.js';
import { LocationModeEnum } from './location-mode.enum.js';
import { locationsForChoice } from './location-mode.js';
import { locationSlug } from './location-slug.js';
import { LocationRef, LocationTypeEnum } from './location.type.js';
import { visibleLocationsPrimaryFirst } from './visible-locations.js';

/** A location's global id, or its internal id as the site settings give it. */
function locationIdOf(id: string): string {
  try {
    const { typename, id: internal } = decodeGlobalID(id);
    if (typename === 'Location') return internal;
  } catch {
    // Not a global id: the settings' own id.
  }
  return id;
}

builder.objectFields(SiteRef, (t) => ({
  locations: t.field({
    type: [LocationRef],
    description:
      'Visible locations, primary first, as a location block shows them (spec 2 §2): by mode, narrowed by department and make; `id` picks one location (then the mode is ignored).',
    args: {
      mode: t.arg({
        type: LocationModeEnum,
        defaultValue: 'all',
        description: 'Which locations; ALL by default.',
      }),
      id: t.arg.id({
        description: 'One location by its global id (or its internal id).',
        validate: z.string().max(200, 'must be at most 200 characters'),
      }),
      department: t.arg({
        type: LocationTypeEnum,
        description: 'Only locations with hours for this department or of that type.',
      }),
      make: t.arg.string({
        description: 'Only locations selling or servicing this make (case-insensitive).',
        validate: z.string().max(60, 'must be at most 60 characters'),
      }),
    },
    resolve: (site, args) =>
      locationsForChoice(site.locations, {
        mode: args.mode ?? 'all',
        id: args.id == null ? null : locationIdOf(args.id),
        department: args.department,
        make: args.make,
      }),
  }),
  locationBySlug: t.field({
    type: LocationRef,
    nullable: true,
    description:
      'The visible location whose page is /contact-us/{slug}; null when none (the page answers 404).',
    args: {
      slug: t.arg.string({
        required: true,
        description: 'The slug of its contact page.',
        validate: z.string().max(200, 'must be at most 200 characters'),
      }),
    },
    resolve: (site, { slug }) =>
      visibleLocationsPrimaryFirst(site.locations).find(
        (location) => (location.slug ?? locationSlug(location.name)) === slug,
      ) ?? null,
  }),
  locationDisplay: t.field({
    type: LocationDisplayRef,
    description: 'How location cards and pages behave on this site (site settings).',
    resolve: (site) => ({
      ...site.config.locations,
      // A site booking services on the manufacturer's page books there from its cards too.
      bookServiceUrl:
        site.config.locations.bookServiceUrl ?? site.config.servicePage.externalUrl ?? null,
      reviewsPerPage: site.config.reviews.shownPerPage,
    }),
  }),
}));
