import {
  nextSaleAt,
  salesThisMonth,
  SALES_COUNTER_TIME_ZONE,
} from '@forecourt/schema/sales-counter/sales-count';
import type { SalesCounterSettings } from '@forecourt/tenants/settings/sales-counter-settings.schema';
import { builder } from '../../builder.js';
import { SiteRef } from '../site/site.type.js';

/** The settings and the request's instant: the figure is computed for that one instant. */
interface SalesCounterSource {
  settings: SalesCounterSettings;
  at: Date;
}

const SalesCounterRef = builder.objectRef<SalesCounterSource>('SalesCounter').implement({
  description:
    'The "Sales this Month" banner (spec 2 §2, §9): a figure that grows through the month on Brisbane’s clock. The browser recomputes it every 150 s with the same rule.',
  fields: (t) => ({
    title: t.string({
      description: 'The banner’s title, e.g. "Sales this Month".',
      resolve: ({ settings }) => settings.title,
    }),
    count: t.int({
      description:
        'The figure at `computedAt`: (day of month − 1) × `salesPerDay` + seconds of the day ÷ `secondsPerSale`, rounded down, on Brisbane’s clock.',
      resolve: ({ settings, at }) => salesThisMonth(at, settings),
    }),
    computedAt: t.string({
      description:
        'The instant the server computed `count` for (ISO 8601, UTC): a page rendered from it shows the same figure before and after hydration.',
      resolve: ({ at }) => at.toISOString(),
    }),
    timeZone: t.string({
      description: 'The clock the rule counts days and seconds on (Australia/Brisbane).',
      resolve: () => SALES_COUNTER_TIME_ZONE,
    }),
    salesPerDay: t.int({
      description: 'Sales added for each whole day of the month gone by.',
      resolve: ({ settings }) => settings.salesPerDay,
    }),
    secondsPerSale: t.int({
      description: 'One more sale every this many seconds of the current day.',
      resolve: ({ settings }) => settings.secondsPerSale,
    }),
  }),
});

builder.objectField(SiteRef, 'salesCounter', (t) =>
  t.field({
    type: SalesCounterRef,
    nullable: true,
    description: 'The sales counter banner; null when the site does not show one.',
    resolve: (site, _args, context) => {
      const settings = site.config.salesCounter;
      if (!settings.enabled) return null;
      // A kept answer (a cached page) shows the figure of its instant: kept no longer than that.
      context.lifetime.endsBy(nextSaleAt(context.now, settings));
      return { settings, at: context.now };
    },
  }),
);
