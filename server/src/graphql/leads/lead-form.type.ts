import type {
  LeadCheckOption,
  LeadDealership,
  LeadLocation,
  LeadOpeningHours,
} from '@forecourt/schema/leads/lead-form-options';
import { builder } from '../../builder.js';
import { SiteRef } from '../site/site.type.js';
import { siteLeadForm, type SiteLeadForm } from './site-lead-form.js';

export const LeadFormKindEnum = builder.enumType('LeadFormKind', {
  description: 'The lead forms of a site.',
  values: {
    VEHICLE_ENQUIRY: { value: 'vehicle-enquiry', description: 'The enquiry about one vehicle.' },
    TEST_DRIVE: { value: 'test-drive', description: 'The test-drive booking.' },
    FINANCE_ENQUIRY: { value: 'finance-enquiry', description: 'The finance enquiry.' },
    GENERAL_ENQUIRY: {
      value: 'general-enquiry',
      description: 'The General Enquiry form, careers enquiries included.',
    },
    TRADE_IN: { value: 'trade-in', description: 'The trade-in (sell your car) form.' },
  } as const,
});

const LeadDealershipRef = builder.objectRef<LeadDealership>('LeadDealership').implement({
  description: 'A dealership of the site, a choice of the preferred-dealership select.',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'The value the form sends.' }),
    name: t.exposeString('name', { description: 'The name the shopper reads.' }),
  }),
});

const LeadOpeningHoursRef = builder.objectRef<LeadOpeningHours>('LeadOpeningHours').implement({
  description: 'One weekday of a location’s hours: test-drive times are offered within them.',
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '0 Sunday … 6 Saturday.' }),
    status: t.exposeString('status', { description: '"Open" or "Closed".' }),
    open: t.exposeString('open', {
      nullable: true,
      description: 'Opening time, 24-hour HH:MM; null on a closed day.',
    }),
    close: t.exposeString('close', {
      nullable: true,
      description: 'Closing time, 24-hour HH:MM; null on a closed day.',
    }),
  }),
});

const LeadLocationRef = builder.objectRef<LeadLocation>('LeadLocation').implement({
  description: 'A location of the site, a choice of the website location select.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The value the form sends (the location’s id).' }),
    name: t.exposeString('name', { description: 'The name the shopper reads.' }),
    openingHours: t.field({
      type: [LeadOpeningHoursRef],
      description: 'Its week’s hours, Sunday first; empty when it lists none (any time is taken).',
      resolve: (location) => location.openingHours ?? [],
    }),
  }),
});

const LeadCheckOptionRef = builder.objectRef<LeadCheckOption>('LeadCheckOption').implement({
  description: 'A box of the form whose label, ticked, goes into the lead’s additional services.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The form field’s name.' }),
    label: t.exposeString('label', { description: 'What the shopper and the dealer read.' }),
  }),
});

const LeadFormSettingsRef = builder.objectRef<SiteLeadForm>('LeadFormSettings').implement({
  description:
    'What one lead form of the site asks and offers: exactly the options the browser builds the form’s schema from (the server checks a submission with the same schema).',
  fields: (t) => ({
    messageOptional: t.boolean({
      description: 'The message may be left out.',
      resolve: (f) => f.options.messageOptional,
    }),
    showPreferredDealership: t.boolean({
      description: 'The form shows the preferred-dealership select (required with several).',
      resolve: (f) => f.options.showPreferredDealership,
    }),
    dealerships: t.field({
      type: [LeadDealershipRef],
      description: 'The site’s dealerships, primary first.',
      resolve: (f) => f.options.dealerships,
    }),
    showLocationSelect: t.boolean({
      description: 'The form shows the website location select (then required).',
      resolve: (f) => f.options.showLocationSelect,
    }),
    locations: t.field({
      type: [LeadLocationRef],
      description:
        'The locations the form offers, primary first: sales yards, and for a general enquiry every visible location.',
      resolve: (f) => f.options.locations,
    }),
    termsRequired: t.boolean({
      description: 'The shopper must agree to the terms of use.',
      resolve: (f) => f.options.termsRequired,
    }),
    termsUrl: t.string({
      nullable: true,
      description:
        'The terms of use page the box links to; null when the form does not ask, or when the site has no such page (the box then names the terms without a link).',
      resolve: (f) => f.termsUrl,
    }),
    categories: t.stringList({
      description: 'The General Enquiry category select’s choices, in order.',
      resolve: (f) => [...f.options.categories],
    }),
    careersCategory: t.string({
      description: 'The category choice that files a careers enquiry.',
      resolve: (f) => f.options.careersCategory,
    }),
    checkOptions: t.field({
      type: [LeadCheckOptionRef],
      description: 'Boxes collected into the lead’s additional services, in order.',
      resolve: (f) => f.options.checkOptions,
    }),
    checkOptionsAsRadio: t.boolean({
      description: 'The check options show as radio buttons: one choice.',
      resolve: (f) => f.options.checkOptionsAsRadio,
    }),
    today: t.string({
      description:
        'Today at the site, YYYY-MM-DD, in the site’s time zone: a test drive cannot be booked before it.',
      resolve: (f) => f.today,
    }),
  }),
});

builder.objectField(SiteRef, 'leadForm', (t) =>
  t.field({
    type: LeadFormSettingsRef,
    description: 'What one of the site’s lead forms asks and offers.',
    args: {
      form: t.arg({ type: LeadFormKindEnum, required: true, description: 'Which form.' }),
    },
    resolve: (site, { form }, context) => siteLeadForm(site, form, context.now),
  }),
);
