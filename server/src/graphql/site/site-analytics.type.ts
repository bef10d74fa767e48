import type { AnalyticsSettings } from '@forecourt/tenants/settings/analytics-settings.schema';
import { builder } from '../../builder.js';

export const SiteAnalyticsRef = builder.objectRef<AnalyticsSettings>('SiteAnalytics').implement({
  description: 'Analytics the site’s pages report to, beside the site’s own activity records.',
  fields: (t) => ({
    metaPixelId: t.exposeString('metaPixelId', {
      nullable: true,
      description:
        'The dealer’s Meta (Facebook) pixel id, which pages load and tell of vehicle views and saves; null: none.',
    }),
  }),
});
