import type { Site } from '@forecourt/tenants/site';
import { holidayNotePhone, phoneAsShown } from '../../activity/shown-phone.js';
import { builder } from '../../builder.js';

type LocationDisplay = Site['config']['locations'] & { reviewsPerPage: number };

export const LocationDisplayRef = builder.objectRef<LocationDisplay>('LocationDisplay').implement({
  description: 'How location cards and pages behave on this site (site settings: locations).',
  fields: (t) => ({
    directionsInNewTab: t.exposeBoolean('directionsInNewTab', {
      description: 'Get Directions opens the map in a new tab.',
    }),
    holidayHoursNote: t.exposeString('holidayHoursNote', {
      nullable: true,
      description:
        'The note the holiday-hours dialog adds, e.g. “Site visits by appointment only”, or null.',
    }),
    holidayHoursNotePhone: t.string({
      nullable: true,
      description:
        'The phone number with the note, 0X XXXX XXXX; masked like other numbers when `Site.contact.phoneReveal` is MASKED.',
      resolve: (_display, _args, context) =>
        phoneAsShown(holidayNotePhone(context.site), context.site),
    }),
    bookServiceUrl: t.exposeString('bookServiceUrl', {
      nullable: true,
      description:
        'External service booking page; null: service cards link to the location’s contact page.',
    }),
    mapStyleUrl: t.exposeString('mapStyleUrl', {
      nullable: true,
      description: 'A MapLibre style URL for an interactive map; null: the bundled offline map.',
    }),
    reviewsPerPage: t.exposeInt('reviewsPerPage', {
      description:
        'Reviews per page of a location’s review list (pass it as `Location.reviews(first:)`).',
    }),
  }),
});
