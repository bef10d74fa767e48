import {
  locationTimeZone,
  type LocationType,
  type SpecialHoursEntry,
} from '@forecourt/tenants/location.schema';
import {
  BY_APPOINTMENT_ONLY,
  ENQUIRE_NOW,
  type ClosedDayNoteSetting,
} from '@forecourt/tenants/settings/location-settings.schema';
import { builder } from '../../builder.js';
import { departmentWeek, locationDepartments } from './location-departments.js';
import { locationSlug } from './location-slug.js';
import { LocationRef, LocationTypeEnum, OpeningHoursRef } from './location.type.js';
import { upcomingSpecialHours } from './special-hours.js';

interface ClosedDayNote {
  text: string;
  href: string | null;
}

/** `{slug}` in the setting's path stands for the location's own slug (its contact page). */
function closedDayNote(setting: ClosedDayNoteSetting, slug: string): ClosedDayNote | null {
  if (setting === null) return null;
  return setting.kind === 'byAppointmentOnly'
    ? { text: BY_APPOINTMENT_ONLY, href: null }
    : { text: ENQUIRE_NOW, href: setting.path.replaceAll('{slug}', slug) };
}

const ClosedDayNoteRef = builder.objectRef<ClosedDayNote>('ClosedDayNote').implement({
  description:
    'What a Closed day of the opening hours says (site settings: locations.closedDayNotes).',
  fields: (t) => ({
    text: t.exposeString('text', { description: '"By appointment only" or "Enquire Now".' }),
    href: t.exposeString('href', {
      nullable: true,
      description: 'The page "Enquire Now" links to (a path of this site); null: plain text.',
    }),
  }),
});

const SpecialHoursRef = builder.objectRef<SpecialHoursEntry>('SpecialHours').implement({
  description: 'Holiday hours of one day (spec 2 §3 Special hours).',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'The day, YYYY-MM-DD, on the location’s clock.' }),
    open: t.boolean({
      description: 'Whether it opens that day.',
      resolve: (h) => h.status === 'Open',
    }),
    opensAt: t.string({
      nullable: true,
      description: 'Opening time, HH:MM (24-hour); null on a Closed day.',
      resolve: (h) => (h.status === 'Open' ? (h.open ?? null) : null),
    }),
    closesAt: t.string({
      nullable: true,
      description: 'Closing time, HH:MM (24-hour); null on a Closed day.',
      resolve: (h) => (h.status === 'Open' ? (h.close ?? null) : null),
    }),
    department: t.field({
      type: LocationTypeEnum,
      nullable: true,
      description: 'The department the day applies to; null: every department.',
      resolve: (h) => (h.department === 'all' ? null : h.department),
    }),
    label: t.exposeString('label', {
      nullable: true,
      description: 'What the day is, e.g. Christmas Day.',
    }),
  }),
});

const departmentArg = (description: string) =>
  builder.args((t) => ({ department: t.field({ type: LocationTypeEnum, description }) }));

builder.objectFields(LocationRef, (t) => ({
  timeZone: t.string({
    description:
      'The IANA time zone of its state, e.g. Australia/Brisbane: its hours are on that clock.',
    resolve: (location) => locationTimeZone(location),
  }),
  departments: t.field({
    type: [LocationTypeEnum],
    description: 'The departments it has hours for, its own type first.',
    resolve: (location) => locationDepartments(location),
  }),
  departmentHours: t.field({
    type: [OpeningHoursRef],
    description: 'A department’s week, Sunday first; empty for a department it has no hours for.',
    args: departmentArg('The department; its own type when left out.'),
    resolve: (location, args) => departmentWeek(location, args.department ?? location.locationType),
  }),
  closedNote: t.field({
    type: ClosedDayNoteRef,
    nullable: true,
    description:
      'What a Closed day of the department’s week says, from the site settings; null: nothing.',
    args: departmentArg('The department; its own type when left out.'),
    resolve: (location, args, context) => {
      const department: LocationType = args.department ?? location.locationType;
      return closedDayNote(
        context.site.config.locations.closedDayNotes[department],
        location.slug ?? locationSlug(location.name),
      );
    },
  }),
  specialHours: t.field({
    type: [SpecialHoursRef],
    description:
      'Upcoming holiday hours (from today on its clock), by date: with a department, that department’s days and the days of every department.',
    args: departmentArg('Only this department’s days (and those of every department).'),
    resolve: (location, args, context) =>
      upcomingSpecialHours(location, context.now, args.department),
  }),
}));
