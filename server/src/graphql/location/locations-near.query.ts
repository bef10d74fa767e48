import { INVALID_POSTCODE_MESSAGE } from '@forecourt/schema/leads/form-messages';
import { POSTCODE_LENGTH } from '@forecourt/schema/leads/lead-fields';
import { z } from 'zod';
import { builder } from '../../builder.js';
import { badInput, ValidationError } from '../common/input-validation-error.js';
import { SiteRef } from '../site/site.type.js';
import { LocationModeEnum } from './location-mode.enum.js';
import { locationsForChoice } from './location-mode.js';
import { LocationRef, LocationTypeEnum } from './location.type.js';
import { locationsByDistance, type LocationNear, type LocationsNear } from './locations-near.js';

const LocationNearRef = builder.objectRef<LocationNear>('LocationNear').implement({
  description: 'A location and how far it is from the postcode asked about.',
  fields: (t) => ({
    location: t.field({
      type: LocationRef,
      description: 'The location.',
      resolve: (n) => n.location,
    }),
    distanceKm: t.exposeFloat('distanceKm', {
      description:
        'Straight-line (great-circle) distance in km from the postcode’s centre, to one decimal.',
    }),
  }),
});

const LocationsNearRef = builder.objectRef<LocationsNear>('LocationsNear').implement({
  description: 'The site’s visible locations ordered by distance from a postcode, nearest first.',
  fields: (t) => ({
    postcode: t.exposeString('postcode', { description: 'The postcode measured from.' }),
    items: t.field({
      type: [LocationNearRef],
      description: 'Each location with its distance, nearest first (ties: primary first).',
      resolve: (near) => near.items,
    }),
  }),
});

/** Query cost: a postcode lookup and a distance per location. */
const LOCATIONS_NEAR_COST = 3;

/** The shape the Postcodes port knows: four digits (spec 2 §9), spaces around them ignored. */
const postcodeArg = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${POSTCODE_LENGTH}}$`), INVALID_POSTCODE_MESSAGE);

builder.objectFields(SiteRef, (t) => ({
  locationsNear: t.field({
    type: LocationsNearRef,
    complexity: LOCATIONS_NEAR_COST,
    errors: {
      types: [ValidationError],
      union: { description: 'Locations by distance, or why the postcode was refused.' },
    },
    description:
      'The visible locations of `locations(mode:, department:, make:)`, nearest first to an Australian postcode (spec 2 §9: haversine on a 6371 km Earth). A malformed or unknown postcode answers `ValidationError` on the field `postcode`.',
    args: {
      postcode: t.arg.string({
        required: true,
        description: 'A four-digit Australian postcode, as the shopper typed it.',
        validate: postcodeArg,
      }),
      mode: t.arg({
        type: LocationModeEnum,
        defaultValue: 'all',
        description: 'Which locations; ALL by default.',
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
    resolve: async (site, args, context) => {
      const postcode = args.postcode.trim();
      const place = await context.postcodes.placeOf(postcode);
      if (!place) {
        throw badInput('postcode', `Invalid postcode: ${postcode} is not an Australian postcode.`);
      }
      const locations = locationsForChoice(site.locations, {
        mode: args.mode ?? 'all',
        department: args.department,
        make: args.make,
      });
      return { postcode, items: locationsByDistance(locations, place) };
    },
  }),
}));
