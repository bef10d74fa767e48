import { withVehicleType } from '@forecourt/schema/labels/vehicle-type-label';
import { formatCount } from '@forecourt/schema/numbers/format-count';
import type { Location } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';
import type {
  TradeInFaqEntrySettings,
  TradeInSettings,
} from '@forecourt/tenants/settings/trade-in-settings.schema';
import { builder } from '../../builder.js';
import { LocationRef } from '../location/location.type.js';
import { visibleLocationsPrimaryFirst } from '../location/visible-locations.js';
import { TradeInSettingsRef } from './trade-in-settings.type.js';

/** The location subtype of a site's car-buying centre (spec 2 §3: location_subtype 'buying'). */
export const BUYING_LOCATION_SUBTYPE = 'buying';

/** An answer's placeholders read as this site says them, so the FAQ matches the site's limits. */
export function tradeInFaqText(text: string, settings: TradeInSettings, vehicleType: string) {
  return withVehicleType(text, vehicleType)
    .replaceAll('{maxAgeYears}', String(settings.maxAgeYears))
    .replaceAll('{maxKm}', formatCount(settings.maxKm));
}

/**
 * The location the trade-in pages give the number of: the one the settings name, else the first
 * visible location that buys cars, else the primary (or first) sales location; null when the site
 * shows none of them.
 */
export function tradeInContactLocation(site: Site): Location | null {
  const visible = visibleLocationsPrimaryFirst(site.locations);
  const chosen = site.config.tradeIn.contactLocationId;
  if (chosen !== null) return visible.find((location) => location.id === chosen) ?? null;
  return (
    visible.find((location) => location.locationSubtypes.includes(BUYING_LOCATION_SUBTYPE)) ??
    visible.find((location) => location.locationType === 'sales') ??
    null
  );
}

const TradeInFaqEntryRef = builder.objectRef<TradeInFaqEntrySettings>('TradeInFaqEntry').implement({
  description: 'A question and answer of the trade-in pages’ FAQ.',
  fields: (t) => ({
    question: t.string({
      description: 'The question, naming the vehicle as the site does.',
      resolve: (entry, _args, context) =>
        tradeInFaqText(
          entry.question,
          context.site.config.tradeIn,
          context.site.config.labels.vehicleType,
        ),
    }),
    answer: t.string({
      description:
        'The answer, naming the vehicle as the site does and quoting its own online estimate limits.',
      resolve: (entry, _args, context) =>
        tradeInFaqText(
          entry.answer,
          context.site.config.tradeIn,
          context.site.config.labels.vehicleType,
        ),
    }),
  }),
});

builder.objectFields(TradeInSettingsRef, (t) => ({
  faq: t.field({
    type: [TradeInFaqEntryRef],
    description:
      'The trade-in pages’ questions and answers (spec 2 §9), in order; empty when the site shows none.',
    resolve: (settings) => settings.faq,
  }),
  contactLocation: t.field({
    type: LocationRef,
    nullable: true,
    description:
      'The location whose number and hours the trade-in pages give: the one the site names, else the first that buys cars, else its primary sales location; null when none is shown.',
    resolve: (_settings, _args, context) => tradeInContactLocation(context.site),
  }),
}));
